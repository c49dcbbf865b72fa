import InteractionModel
import InteractionRecorder

/// Collects what recorders report while a replay test records its recording, so that the test's
/// failure lists it.
///
/// A class behind a lock: a recorder reports on the thread that met the error.
final class RecorderErrors: Sendable {
  private let errors = Locked<[RecorderError]>([])

  /// Adds an error.
  func append(_ error: RecorderError) {
    errors.withLock { $0.append(error) }
  }

  /// The errors reported so far, in the order they came.
  var all: [RecorderError] {
    errors.withLock { $0 }
  }
}
