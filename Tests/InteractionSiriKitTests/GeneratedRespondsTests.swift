import Foundation
import InteractionModel
import InteractionRecorder
import InteractionTestSupport
import Testing

@testable import InteractionSiriKit

#if os(iOS) || os(watchOS)
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

  /// For each optional method, the selectors `handler` lacks: on Apple platforms as the runtime
  /// answers `responds(to:)`; on Linux as the stand-in's probe answers after one call.
  static func missing(_ handler: any INStartWorkoutIntentHandling) -> [String: [String]] {
    let intent = GeneratedRecordingTests.intent()
    let calls: [(String, String, () -> Void)] = [
      (
        "confirm", "confirmStartWorkout:completion:",
        { callOptional(handler.confirm, intent) { _ in } }
      ),
      (
        "workoutName", "resolveWorkoutNameForStartWorkout:withCompletion:",
        { callOptional(handler.resolveWorkoutName, intent) { _ in } }
      ),
      (
        "goalValue", "resolveGoalValueForStartWorkout:withCompletion:",
        { callOptional(handler.resolveGoalValue, intent) { _ in } }
      ),
      (
        "workoutGoalUnitType", "resolveWorkoutGoalUnitTypeForStartWorkout:withCompletion:",
        { callOptional(handler.resolveWorkoutGoalUnitType, intent) { _ in } }
      ),
      (
        "workoutLocationType", "resolveWorkoutLocationTypeForStartWorkout:withCompletion:",
        { callOptional(handler.resolveWorkoutLocationType, intent) { _ in } }
      ),
      (
        "isOpenEnded", "resolveIsOpenEndedForStartWorkout:withCompletion:",
        { callOptional(handler.resolveIsOpenEnded, intent) { _ in } }
      ),
    ]
    var missing: [String: [String]] = [:]
    for (name, selector, call) in calls {
      #if os(iOS) || os(watchOS)
      _ = call
      missing[name] = handler.responds(to: NSSelectorFromString(selector)) ? [] : [selector]
      #else
      _ = selector
      missing[name] = StandInOptionalMethodProbe.missingMethods(in: call)
      #endif
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
