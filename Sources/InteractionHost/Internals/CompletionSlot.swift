package import InteractionModel

/// Collects every answer one call's completion handler gives, and lets the host wait for the first
/// with a timeout.
///
/// User code may call a completion never, twice, late, synchronously or from another thread. The
/// slot keeps every answer (the transcript reports repeats and late arrivals), resumes the waiting
/// host exactly once (a continuation resumed twice traps), and never keeps the host waiting past
/// the timeout. A class, so every copy of the escaping completion shares it; the lock makes it
/// safe when completions race on different threads.
package final class CompletionSlot: Sendable {
  private struct State {
    var answers: [ExtensionAnswer] = []
    var waiter: CheckedContinuation<ExtensionAnswer?, Never>?
    var expired = false
  }

  private let state = Locked(State())

  package init() {}

  /// Every answer so far, in the order they came.
  package var answers: [ExtensionAnswer] {
    state.withLock { $0.answers }
  }

  /// Records an answer, and hands it to the waiting host if it is the first.
  ///
  /// - Parameter answer: What the completion handler was called with.
  package func complete(_ answer: ExtensionAnswer) {
    let waiter = state.withLock { state in
      state.answers.append(answer)
      defer { state.waiter = nil }
      return state.waiter
    }
    // Resumed outside the lock: resuming may run the host's code on this thread.
    waiter?.resume(returning: answer)
  }

  /// Waits for the first answer, at most `timeout` seconds.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait, in seconds.
  ///   - sleep: How to wait; cancelled once the answer came.
  /// - Returns: The first answer, or `nil` if the time ran out first.
  ///
  /// Runs on the caller's executor: a completion that already came costs no hop to another
  /// thread and back, which would dominate a replayed call.
  nonisolated(nonsending) package func firstAnswer(
    within timeout: Double, sleep: @escaping HostOptions.Sleep
  ) async
    -> ExtensionAnswer?
  {
    if let first = answers.first { return first }
    let timer = Task {
      // A sleep that throws was cancelled because the answer came: nothing to expire.
      guard (try? await sleep(timeout)) != nil else { return }
      expire()
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in
      let settled: ExtensionAnswer?? = state.withLock { state in
        if let first = state.answers.first { return .some(first) }
        if state.expired { return .some(nil) }
        state.waiter = continuation
        return .none
      }
      if let settled { continuation.resume(returning: settled) }
    }
  }

  /// Gives up waiting: the waiting host resumes with `nil`, and later answers are only recorded.
  private func expire() {
    let waiter = state.withLock { state in
      state.expired = true
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(returning: nil)
  }
}
