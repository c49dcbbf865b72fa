import Foundation
import InteractionModel
import InteractionRecorder
import InteractionTestSupport
import Testing

@testable import InteractionSiriKit

#if canImport(Intents)
import Intents
#else
@testable import SiriKitStandIn
#endif

/// A recording handler answers for the protocol's optional methods as the handler it wraps: on
/// Linux through the stand-in's probe (the decision `responds(to:)` makes on Apple platforms).
@Suite struct GeneratedRespondsTests {
  /// Implements handle and one resolve method, nothing else.
  final class NameOnlyHandler: NSObject, INStartWorkoutIntentHandling {
    func resolveWorkoutName(
      for intent: INStartWorkoutIntent,
      with completion: @escaping (INSpeakableStringResolutionResult) -> Void
    ) {
      completion(.notRequired())
    }

    func handle(
      intent: INStartWorkoutIntent, completion: @escaping (INStartWorkoutIntentResponse) -> Void
    ) {
      completion(INStartWorkoutIntentResponse(code: .handleInApp, userActivity: nil))
    }
  }

  /// Each optional method called once on `handler`, with what the probe says is missing.
  static func missing(_ handler: any INStartWorkoutIntentHandling) -> [String: [String]] {
    let intent = GeneratedRecordingTests.intent()
    let calls: [(String, () -> Void)] = [
      ("confirm", { handler.confirm(intent: intent) { _ in } }),
      ("workoutName", { handler.resolveWorkoutName(for: intent) { _ in } }),
      ("goalValue", { handler.resolveGoalValue(for: intent) { _ in } }),
      ("workoutGoalUnitType", { handler.resolveWorkoutGoalUnitType(for: intent) { _ in } }),
      ("workoutLocationType", { handler.resolveWorkoutLocationType(for: intent) { _ in } }),
      ("isOpenEnded", { handler.resolveIsOpenEnded(for: intent) { _ in } }),
    ]
    var missing: [String: [String]] = [:]
    for (name, call) in calls {
      missing[name] = SiriKitRuntime.missingOptionalMethods(in: call)
    }
    return missing
  }

  @Test func theWrapperAnswersAsTheWrappedHandler() throws {
    let directory = TemporaryDirectory()
    let recorder = try GeneratedRecordingTests.recorder(in: directory, "responds")
    let handler = NameOnlyHandler()
    let wrapper = try #require(
      StartWorkoutIntentBridge.recordingHandler(wrapping: handler, recorder: recorder)
        as? any INStartWorkoutIntentHandling)
    let direct = Self.missing(handler)
    #expect(direct["workoutName"] == [])
    #expect(direct["confirm"] == ["confirmStartWorkout:completion:"])
    #expect(direct["isOpenEnded"] == ["resolveIsOpenEndedForStartWorkout:withCompletion:"])
    #expect(Self.missing(wrapper) == direct)
    recorder.close()
  }

  @Test func everyOptionalSelectorOfTheTableIsAnswered() throws {
    let table = try GeneratedTable.load()
    let intent = try #require(table.intents.first { $0.intentClass == "INStartWorkoutIntent" })
    let optional = Set(intent.handling.methods.filter { $0.kind != "handle" }.map(\.selector))
    #expect(RecordingStartWorkoutIntentHandler.optionalSelectors == optional)
    #expect(optional.count == 6)
  }
}
