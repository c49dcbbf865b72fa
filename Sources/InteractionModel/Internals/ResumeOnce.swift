/// Resumes a checked continuation the first time it is asked to, and ignores every later time.
///
/// The async conveniences wrap completion handlers written by users, and completions called twice
/// occur in the wild; resuming a `CheckedContinuation` twice traps, which would crash the host app.
/// A class, so that every copy of the escaping completion shares one flag; the lock makes it
/// safe when the completions race on different threads.
final class ResumeOnce<Result: Sendable>: Sendable {
  private let continuation: Locked<CheckedContinuation<Result, Never>?>

  /// Wraps a continuation that has not been resumed.
  ///
  /// - Parameter continuation: The continuation to resume once.
  init(_ continuation: CheckedContinuation<Result, Never>) {
    self.continuation = Locked(continuation)
  }

  /// Resumes the continuation with a result, unless it has been resumed already.
  ///
  /// - Parameter result: The value the awaiting task receives.
  /// - Returns: Whether this call resumed the continuation; `false` for every call after the first.
  @discardableResult
  func resume(returning result: Result) -> Bool {
    let pending = continuation.withLock { continuation in
      defer { continuation = nil }
      return continuation
    }
    // Resumed outside the lock: resuming may run the awaiting task's code on this thread.
    pending?.resume(returning: result)
    return pending != nil
  }
}
