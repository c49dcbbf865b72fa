import InteractionHost
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionReplay
import InteractionSiriKit
import InteractionTestSupport
import StartWorkout
import Testing

#if os(iOS)
import Intents
import IntentsUI
#else
import SiriKitStandIn
#endif

/// The example's recording lines at work: SiriKit's calls of BNRun's session (S1), made by hand
/// in the documented order on the example's classes with a recorder bound, give a recording
/// with the committed recording's calls that replays against the same classes.
@MainActor
@Suite struct StartWorkoutRecordingTests {
  /// The start-workout intent of the recordings: a 3 mile run outdoors.
  static func intent() -> INStartWorkoutIntent {
    INStartWorkoutIntent(
      workoutName: INSpeakableString(spokenPhrase: "run"), goalValue: 3,
      workoutGoalUnitType: .mile, workoutLocationType: .outdoor, isOpenEnded: false)
  }

  /// Calls the extensions as SiriKit does in S1: a handler per call, then a new controller per
  /// parameter set, the empty set first.
  ///
  /// `Examples/StartWorkout/Recordings/s1` is one such session, committed for the test that
  /// `ilog make-test --siri-kit` wrote from it.
  static func driveSession(in directory: String) throws {
    let intent = intent()
    let principal = IntentHandler()
    let handling = try #require(principal.handler(for: intent) as? any INStartWorkoutIntentHandling)
    #expect(handling === principal, "without a recorder, the extension handles the intent itself")
    // SiriKit asks for a handler before every call (D1).
    func handler() -> any INStartWorkoutIntentHandling {
      principal.handler(for: intent) as? any INStartWorkoutIntentHandling ?? handling
    }
    let intents = Recorder(directory: directory, session: "s1", role: .intentsExtension)
    // The optional methods as iOS allows them to be called, `method?(…)`, since the handler may
    // lack one; the stand-in declares them plain, which the optional takes too.
    typealias OptionalMethod<Answer> =
      ((INStartWorkoutIntent, @escaping @Sendable (Answer) -> Void) -> Void)?
    WorkoutLog.$intentsExtension.withValue(intents.siriKit) {
      let name: OptionalMethod<INSpeakableStringResolutionResult> = handler().resolveWorkoutName
      name?(intent) { _ in }
      let goal: OptionalMethod<INDoubleResolutionResult> = handler().resolveGoalValue
      goal?(intent) { _ in }
      let openEnded: OptionalMethod<INBooleanResolutionResult> = handler().resolveIsOpenEnded
      openEnded?(intent) { _ in }
      let confirm: OptionalMethod<INStartWorkoutIntentResponse> = handler().confirm
      confirm?(intent) { _ in }
      handler().handle(intent: intent) { _ in }
    }
    intents.close()
    let response = INStartWorkoutIntentResponse(code: .handleInApp, userActivity: nil)
    let interaction = INInteraction(intent: intent, response: response)
    // The recordings' name for BNRun's session, instead of a fresh UUID.
    interaction.identifier = "S1"
    let description = INParameter(for: INStartWorkoutIntent.self, keyPath: "intentDescription")
    let ui = Recorder(directory: directory, session: "s1", role: .uiExtension)
    WorkoutLog.$uiExtension.withValue(ui.siriKit) {
      for parameters in [[], [description]] as [Set<INParameter>] {
        IntentViewController().configureView(
          for: parameters, of: interaction, interactiveBehavior: .none, context: .siriSnippet
        ) { _, _, _ in }
      }
    }
    ui.close()
  }

  @Test func theRecordingLinesRecordTheCommittedCalls() async throws {
    let directory = TemporaryDirectory()
    try Self.driveSession(in: directory.path)
    // The replay adapters are named after the handler they wrap, so the recording replays
    // against the same classes exactly, handlers included.
    let options = ReplayOptions(timeout: 0, sleep: { _ in })
    let recorded = try await Replayer(contentsOf: "\(directory.path)/s1", options: options)
      .replay(StartWorkoutReplayTests.example)
    #expect(recorded.passed, "\(recorded)")
    #expect(recorded.divergences.isEmpty && recorded.accepted.isEmpty)
    let committed = try await StartWorkoutReplayTests.replay(
      "start-workout", StartWorkoutReplayTests.example)
    // The recorded calls and answers; the handler's class is the example's own.
    func calls(_ report: ReplayReport) -> [String] {
      report.steps.compactMap(\.recorded).map {
        [$0.step.call.kindName, StepText.answers($0.step.answers).joined(separator: " ")]
          .joined(separator: " → ")
      }
    }
    let handlers = calls(recorded).filter { $0.hasPrefix("dispatch") }
    #expect(handlers == Array(repeating: "dispatch → handler: IntentHandler", count: 5))
    #expect(
      calls(recorded).filter { !$0.hasPrefix("dispatch") }
        == calls(committed).filter { !$0.hasPrefix("dispatch") })
  }

  /// The start-workout intent in the model's terms, which the simulated host delivers: the
  /// recordings' 3 mile run.
  static let modelIntent = Intent(
    className: "INStartWorkoutIntent",
    properties: [
      "workoutName": "run", "goalValue": 3.0, "workoutGoalUnitType": "mile",
      "workoutLocationType": "outdoor", "isOpenEnded": false,
    ])

  /// Records a session through the simulated host, the example's classes driven through the
  /// bridge with its recorders bound, as a developer records without a device.
  static func recordThroughTheHost(in directory: String) async -> HostTranscript {
    let intents = Recorder(directory: directory, session: "host", role: .intentsExtension)
    let ui = Recorder(directory: directory, session: "host", role: .uiExtension)
    let transcript = await WorkoutLog.$intentsExtension.withValue(intents.siriKit) {
      await WorkoutLog.$uiExtension.withValue(ui.siriKit) {
        await SimulatedHost(options: HostOptions(timeout: 2)).run(
          modelIntent, provider: SiriKitReplay.provider(IntentHandler()),
          controller: { SiriKitReplay.controller(IntentViewController()) },
          interactionIdentifier: "S1")
      }
    }
    intents.close()
    ui.close()
    return transcript
  }

  @Test func theHostCallsOnlyTheMethodsTheExampleImplements() async throws {
    let directory = TemporaryDirectory()
    let transcript = await Self.recordThroughTheHost(in: directory.path)
    #expect(transcript.outcome == .completed)
    #expect(transcript.steps.allSatisfy { !$0.timedOut }, "\(transcript)")
    // INStartWorkoutIntentHandling's resolveWorkoutGoalUnitType is optional, and the example
    // does not implement it: SiriKit never calls it, and neither does the host.
    let resolved = transcript.steps.compactMap(\.call.resolvedParameter)
    #expect(resolved == ["workoutName", "goalValue", "workoutLocationType", "isOpenEnded"])
    #expect(transcript.steps.contains { $0.call.kind == .confirm })

    // The recording names the example's classes, holds no call the host did not make, and
    // replays against the same classes exactly.
    let options = ReplayOptions(timeout: 0, sleep: { _ in })
    let report = try await Replayer(contentsOf: "\(directory.path)/host", options: options)
      .replay(StartWorkoutReplayTests.example)
    #expect(report.passed, "\(report)")
    #expect(report.divergences.isEmpty && report.accepted.isEmpty)
    let instances = Set(report.steps.compactMap(\.recorded).map(\.step.instance))
    #expect(
      instances.allSatisfy {
        $0.hasPrefix("IntentHandler#") || $0.hasPrefix("IntentViewController#")
      }, "\(instances.sorted())")
    #expect(report.steps.compactMap(\.recorded).count == transcript.steps.count)
  }
}
