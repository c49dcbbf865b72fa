import Foundation
import InteractionLog
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

/// A generated recording handler around a handler written against SiriKit's types writes the
/// log the model-level `RecordingIntentHandler` writes for the same calls, and SiriKit gets back
/// the very objects the handler passed.
@Suite struct GeneratedRecordingTests {
  /// The start workout of the recordings, as SiriKit hands it over.
  static func intent() -> INStartWorkoutIntent {
    let intent = INStartWorkoutIntent(
      workoutName: INSpeakableString(spokenPhrase: "run"), goalValue: 3,
      workoutGoalUnitType: .mile, workoutLocationType: .outdoor, isOpenEnded: false)
    SiriKitRuntime.setIdentifier("start-workout", of: intent)
    SiriKitRuntime.setIntentDescription("Start a 3 mile run", of: intent)
    return intent
  }

  /// Handlers of the two sides, with one type name, so that both logs name the same instances.
  enum SiriKitSide {
    /// Resolves three parameters, confirms and hands off to the app, as BNRun's handler does.
    final class StartWorkoutHandler: NSObject, INStartWorkoutIntentHandling {
      let name = INSpeakableString(spokenPhrase: "run")

      func resolveWorkoutName(
        for intent: INStartWorkoutIntent,
        with completion: @escaping (INSpeakableStringResolutionResult) -> Void
      ) {
        completion(SiriKitResolution.success(with: name))
      }

      func resolveGoalValue(
        for intent: INStartWorkoutIntent,
        with completion: @escaping (INDoubleResolutionResult) -> Void
      ) {
        completion(SiriKitResolution.success(with: intent.goalValue ?? 0))
      }

      func resolveWorkoutGoalUnitType(
        for intent: INStartWorkoutIntent,
        with completion: @escaping (INWorkoutGoalUnitTypeResolutionResult) -> Void
      ) {
        completion(SiriKitResolution.success(with: intent.workoutGoalUnitType))
      }

      func confirm(
        intent: INStartWorkoutIntent,
        completion: @escaping (INStartWorkoutIntentResponse) -> Void
      ) {
        completion(INStartWorkoutIntentResponse(code: .ready, userActivity: nil))
      }

      func handle(
        intent: INStartWorkoutIntent,
        completion: @escaping (INStartWorkoutIntentResponse) -> Void
      ) {
        completion(INStartWorkoutIntentResponse(code: .handleInApp, userActivity: nil))
      }
    }
  }

  enum ModelSide {
    /// The same answers in the model's types.
    final class StartWorkoutHandler: IntentResolving, IntentConfirming {
      let resolvableParameters = ["workoutName", "goalValue", "workoutGoalUnitType"]

      func resolve(
        parameter name: String, for intent: Intent,
        completion: @escaping @Sendable ([ResolutionResult]) -> Void
      ) {
        completion([.success(intent[name] ?? .null)])
      }

      func confirm(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
        completion(IntentResponse(className: "INStartWorkoutIntentResponse", code: .ready))
      }

      func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
        completion(
          IntentResponse(
            className: "INStartWorkoutIntentResponse",
            code: IntentResponse.Code(rawValue: 7, name: "handleInApp")))
      }
    }
  }

  static func recorder(in directory: TemporaryDirectory, _ name: String) throws -> Recorder {
    Recorder(
      directory: try directory.directory(name), session: "generated", role: .intentsExtension,
      options: RecorderOptions(clock: SteppingClock(), processID: 501, fixedThreadID: 1))
  }

  static func events(_ recorder: Recorder) throws -> [Event] {
    let reader = try LogReader(path: try #require(recorder.path))
    var events: [Event] = []
    while let record = try reader.next() { events.append(record.event) }
    #expect(reader.damages.isEmpty)
    return events
  }

  @Test func aRecordingHandlerWritesWhatTheModelRecorderWrites() throws {
    let directory = TemporaryDirectory()
    let bridged = try Self.recorder(in: directory, "bridged")
    let handler = SiriKitSide.StartWorkoutHandler()
    let wrapped = try #require(
      StartWorkoutIntentBridge.recordingHandler(wrapping: handler, recorder: bridged)
        as? any INStartWorkoutIntentHandling)
    let intent = Self.intent()
    let names = Collected<INSpeakableStringResolutionResult>()
    let goals = Collected<INDoubleResolutionResult>()
    let units = Collected<INWorkoutGoalUnitTypeResolutionResult>()
    let responses = Collected<INStartWorkoutIntentResponse>()
    // Optional requirements: called as iOS allows (the wrapper has each, as its handler does).
    #expect(callOptional(wrapped.resolveWorkoutName, intent) { names.append($0) })
    #expect(callOptional(wrapped.resolveGoalValue, intent) { goals.append($0) })
    #expect(callOptional(wrapped.resolveWorkoutGoalUnitType, intent) { units.append($0) })
    #expect(callOptional(wrapped.confirm, intent) { responses.append($0) })
    wrapped.handle(intent: intent) { responses.append($0) }
    bridged.close()
    #expect(names.count == 1 && goals.count == 1 && units.count == 1)
    #expect(responses.all.map(\.code) == [.ready, .handleInApp])
    // SiriKit keeps a result's value to itself on Apple platforms; the stand-in shows it.
    #if !os(iOS) && !os(watchOS)
    #expect(names.all.first?.standInContents.resolvedValue as? INSpeakableString === handler.name)
    #endif

    let model = try Self.recorder(in: directory, "model")
    let modelHandler = RecordingIntentHandler(
      wrapping: ModelSide.StartWorkoutHandler(), recorder: model)
    let modelIntent = SiriKitConverter().intent(intent).value
    for name in ["workoutName", "goalValue", "workoutGoalUnitType"] {
      modelHandler.resolve(parameter: name, for: modelIntent) { _ in }
    }
    modelHandler.confirm(intent: modelIntent) { _ in }
    modelHandler.handle(intent: modelIntent) { _ in }
    model.close()

    let expected = try Self.events(model)
    let actual = try Self.events(bridged)
    #expect(
      actual.map(\.kind)
        == [
          .header, .resolve, .resolveCompletion, .resolve, .resolveCompletion, .resolve,
          .resolveCompletion, .confirm, .confirmCompletion, .handle, .handleCompletion, .end,
        ])
    #expect(actual == expected)
    #expect(Set(actual.compactMap(\.instance)) == ["StartWorkoutHandler#1"])
  }
}
