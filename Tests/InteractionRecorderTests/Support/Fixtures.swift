import Foundation
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionTestSupport

/// Values the tests record.
enum Fixtures {
  static let startWorkout = Intent(
    className: "INStartWorkoutIntent", identifier: "intent-A1",
    properties: ["workoutName": "run", "goalValue": 3.0, "isOpenEnded": false])
  static let endWorkout = Intent(className: "INEndWorkoutIntent", identifier: "intent-B1")
  static let handled = IntentResponse(
    className: "INStartWorkoutIntentResponse", code: .init(rawValue: 7, name: "handleInApp"))
  static let ready = IntentResponse(className: "INStartWorkoutIntentResponse", code: .ready)
  static let interaction = Interaction(
    intent: startWorkout, response: handled, handlingStatus: .success, direction: .outgoing,
    identifier: "interaction-1")
  static let title = parameter("INStartWorkoutIntent.intentDescription")
  static let name = parameter("INStartWorkoutIntent.workoutName")

  static func parameter(_ text: String) -> Parameter {
    do {
      return try Parameter(text)
    } catch {
      preconditionFailure("bad fixture parameter \(text): \(error)")
    }
  }

  /// Options for byte-stable logs: a stepping clock, a fixed process and thread.
  static func options(
    redaction: RedactionPolicy = .none, writer: LogWriterOptions = LogWriterOptions()
  ) -> RecorderOptions {
    RecorderOptions(
      writer: writer, redaction: redaction, metadata: ["test": "recorder"],
      platform: "test-platform", clock: SteppingClock())
  }
}

/// A counter shared between threads.
final class Counter: Sendable {
  private let storage = Locked(0)
  var value: Int { storage.withLock { $0 } }
  func increment() { storage.withLock { $0 += 1 } }
}

/// Error reports collected from a recorder's error handler.
final class ErrorLog: Sendable {
  private let storage = Locked<[RecorderError]>([])
  var errors: [RecorderError] { storage.withLock { $0 } }
  func append(_ error: RecorderError) { storage.withLock { $0.append(error) } }
}
