import InteractionLog
import InteractionModel

/// Whether a recorder is recording, and the failures it met: counted at once, handed to the
/// user's error handler later, outside every lock.
///
/// `LogWriter` reports a failure from inside its own lock (write-through) or from its background
/// queue while a `flush` may wait for that queue (buffered). A user's handler that called back
/// into the recorder there would deadlock, so failures wait in ``State/pending`` until the
/// recorder's next call returns from the writer, and are delivered on that caller's thread.
final class RecorderStatus: Sendable {
  private struct State {
    var isOpen = false
    var isClosed = false
    var isStopped = false
    var errorCount = 0
    var pending: [RecorderError] = []
    var reported: [LogWriteError] = []
  }

  /// How many undelivered failures are kept; more are counted but not handed over.
  ///
  /// Recording stops at the first write failure, so only a setup failure and a close can follow
  /// it.
  private static let pendingLimit = 16

  private let state = Locked(State())
  private let handler: @Sendable (RecorderError) -> Void

  /// Creates the status of a recorder that has not opened its log yet.
  ///
  /// - Parameter handler: The user's error handler.
  init(handler: @escaping @Sendable (RecorderError) -> Void) {
    self.handler = handler
  }

  /// Whether events are being written: the log is open, nothing failed, and it is not closed.
  var isRecording: Bool {
    state.withLock { $0.isOpen && !$0.isStopped && !$0.isClosed }
  }

  /// How many failures the recorder met.
  var errorCount: Int { state.withLock { $0.errorCount } }

  /// Marks the log as open, so that recording starts.
  func opened() {
    state.withLock { $0.isOpen = true }
  }

  /// Marks the recorder as closed.
  ///
  /// - Returns: `true` the first time, `false` when it was closed already.
  func close() -> Bool {
    state.withLock { state in
      defer { state.isClosed = true }
      return !state.isClosed
    }
  }

  /// Counts a failure and queues it for the handler; never calls user code.
  ///
  /// - Parameters:
  ///   - error: The failure.
  ///   - stopsRecording: Whether recording stops (any failure but a single refused event).
  func record(_ error: RecorderError, stopsRecording: Bool) {
    state.withLock { state in
      if case .log(let logError) = error {
        // LogWriter.close() throws the failure its handler already reported; count it once.
        if state.reported.contains(logError) { return }
        if state.reported.count < Self.pendingLimit { state.reported.append(logError) }
      }
      state.errorCount += 1
      if stopsRecording { state.isStopped = true }
      if state.pending.count < Self.pendingLimit { state.pending.append(error) }
    }
  }

  /// Hands queued failures to the user's handler, on the calling thread; call it holding no lock.
  func deliverPending() {
    let errors = state.withLock { state in
      defer { state.pending.removeAll() }
      return state.pending
    }
    for error in errors { handler(error) }
  }
}
