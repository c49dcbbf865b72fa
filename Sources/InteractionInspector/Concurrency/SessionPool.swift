import Dispatch
import InteractionModel

/// Runs one job per session on up to `width` threads at once and hands the results back on the
/// calling thread in the sessions' order, each as soon as it and every one before it are done.
///
/// Sessions are independent (each has its own reader and fold), so a fleet inspects on all
/// cores; the order of the output stays that of the command line. A session's job starts only
/// when it comes within `width` of the session being handed back, so the readers open, the
/// threads busy and the results waiting are bounded by the width, not by the number of sessions.
///
/// A session that fails ends the run after it: the jobs of later sessions are not started, and
/// those started are told to stop (``Turn/isCancelled``) and are waited for, so no job outlives
/// ``run(count:job:each:)``.
struct SessionPool {
  /// How many sessions run at once; at least 1.
  let width: Int

  /// What a job knows of the run: its session, and whether its work is still wanted.
  // A class: a Sendable struct holding a `Locked` stops the compiler on the iOS 16 and macOS 14
  // SDKs (`deserialized error type`), whose standard library lacks noncopyable generics.
  final class Turn: Sendable {
    /// The session's 0-based index.
    let index: Int
    /// The last session whose work is wanted; `Int.max` until one fails.
    fileprivate let lastWanted: Locked<Int>

    fileprivate init(index: Int, lastWanted: Locked<Int>) {
      self.index = index
      self.lastWanted = lastWanted
    }

    /// Whether the run ended before this session (an earlier one failed): stop, the result is
    /// dropped.
    var isCancelled: Bool { lastWanted.withLock { $0 } < index }

    /// Ends the run after this session, which failed: no later session is started or handed
    /// back, and those running are cancelled.
    func endRunAfterThisSession() {
      lastWanted.withLock { $0 = min($0, index) }
    }
  }

  /// Runs `job` for each index of `count`, and `each` for each result, in index order.
  ///
  /// - Parameters:
  ///   - count: How many sessions there are.
  ///   - job: The work of one session, on a thread of the pool; it opens and owns whatever it
  ///     touches, and checks ``Turn/isCancelled`` now and then.
  ///   - each: Receives each session's index and result on the calling thread, in order, up to
  ///     a session whose job ended the run.
  /// - Throws: What `each` throws; the jobs of later sessions are cancelled and waited for first.
  func run<Output: Sendable, Failure: Error>(
    count: Int, job: @escaping @Sendable (Turn) -> Output,
    each: (Int, Output) throws(Failure) -> Void
  ) throws(Failure) {
    let width = max(1, width)
    // At most `width` results are outstanding at once, so a put never waits.
    let finished = HandOff<Finished<Output>>(capacity: width)
    let lastWanted = Locked(Int.max)
    var started = 0
    var received = 0
    // No job outlives the run: every started job's result is taken, and a cancelled job
    // stops at its next check.
    defer {
      while received < started, finished.take() != nil { received += 1 }
    }
    var early: [Int: Output] = [:]
    for index in 0..<count {
      while started < count, started < index + width, started <= lastWanted.withLock({ $0 }) {
        let turn = Turn(index: started, lastWanted: lastWanted)
        DispatchQueue.global(qos: .userInitiated).async {
          finished.put(Finished(index: turn.index, output: job(turn)))
        }
        started += 1
      }
      // A session after the one that ended the run is not handed back (nor, mostly, started).
      guard index < started, index <= lastWanted.withLock({ $0 }) else { return }
      while early[index] == nil, let result = finished.take() {
        received += 1
        early[result.index] = result.output
      }
      // The hand-off is never cancelled, so this session's result came.
      guard let output = early.removeValue(forKey: index) else { return }
      do {
        try each(index, output)
      } catch {
        lastWanted.withLock { $0 = min($0, index) }
        throw error
      }
    }
  }

  /// One job's result and its session.
  private struct Finished<Output: Sendable>: Sendable {
    var index: Int
    var output: Output
  }
}
