import Foundation
import InteractionModel
import Testing

@testable import InteractionSiriKit

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

/// A generated replay adapter drives a handler written against SiriKit's types from model
/// calls, by parameter name, and answers in the model's types.
@Suite struct GeneratedReplayTests {
  /// The model intent of the start-workout recording.
  static func recordedIntent() -> Intent {
    SiriKitConverter().intent(GeneratedRecordingTests.intent()).value
  }

  @Test func theAdapterCallsTheTypedMethods() throws {
    let adapter = try #require(
      StartWorkoutIntentBridge.replayHandler(
        wrapping: GeneratedRecordingTests.SiriKitSide.StartWorkoutHandler())
        as? any IntentResolving & IntentConfirming)
    let intent = Self.recordedIntent()
    // Completions are @Sendable: the answers go through the package's lock.
    let resolvedBox = Locked<[String: [ResolutionResult]]>([:])
    for name in ["workoutName", "goalValue", "workoutGoalUnitType"] {
      adapter.resolve(parameter: name, for: intent) { results in
        resolvedBox.withLock { $0[name] = results }
      }
    }
    let resolved = resolvedBox.withLock { $0 }
    #expect(resolved["workoutName"] == [.success("run")])
    #expect(resolved["goalValue"] == [.success(.double(3))])
    #expect(resolved["workoutGoalUnitType"] == [.success("mile")])
    let responsesBox = Locked<[IntentResponse]>([])
    adapter.confirm(intent: intent) { response in responsesBox.withLock { $0.append(response) } }
    adapter.handle(intent: intent) { response in responsesBox.withLock { $0.append(response) } }
    let responses = responsesBox.withLock { $0 }
    #expect(responses.map(\.code.name) == ["ready", "handleInApp"])
    #expect(
      responses.map(\.className) == Array(repeating: "INStartWorkoutIntentResponse", count: 2))
  }

  @Test func anUnknownParameterHasNoMethodToCall() throws {
    let adapter = try #require(
      StartWorkoutIntentBridge.replayHandler(
        wrapping: GeneratedRecordingTests.SiriKitSide.StartWorkoutHandler())
        as? any OptionalIntentMethodProbing)
    let answers = Locked<[[ResolutionResult]]>([])
    let called = adapter.resolveIfImplemented(parameter: "soup", for: Self.recordedIntent()) {
      results in answers.withLock { $0.append(results) }
    }
    #expect(!called)
    #expect(answers.withLock { $0 }.isEmpty)
  }

  @Test func aHandlerOfAnotherProtocolIsNotAdapted() {
    #expect(StartWorkoutIntentBridge.replayHandler(wrapping: NSObject()) == nil)
    #expect(
      SendMessageIntentBridge.replayHandler(
        wrapping: GeneratedRecordingTests.SiriKitSide.StartWorkoutHandler()) == nil)
  }
}
