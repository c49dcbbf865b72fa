import InteractionHost
import InteractionLog
import InteractionRecorder
import InteractionReplay
import InteractionSiriKit
import InteractionTestSupport
import StartWorkout
import Testing

#if canImport(IntentsUI)
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
    WorkoutLog.$intentsExtension.withValue(intents.siriKit) {
      handler().resolveWorkoutName(for: intent) { _ in }
      handler().resolveGoalValue(for: intent) { _ in }
      handler().resolveIsOpenEnded(for: intent) { _ in }
      handler().confirm(intent: intent) { _ in }
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
}
