// For `contains(_:)` with a string: without Foundation it is the one from macOS 13.
import Foundation
import InteractionHost
import InteractionModel
import InteractionReplay
import InteractionSamples
import InteractionTestSupport
import Testing

/// The command a report's next steps print: the executable that can run it, and every option of
/// the plan that ran.
@MainActor
@Suite struct NextStepsTests {
  static func report(_ options: ReplayOptions) async throws -> String {
    var options = options
    options.timeout = .zero
    options.sleep = { _ in }
    // BNRun's controller: the empty set last is a header shown as a footer, at sequence 3.
    return try await Replayer(
      contentsOf: "\(packageRoot)/Recordings/start-workout", options: options
    ).replay(.types(controller: { WorkoutViewController() })).description
  }

  static let plan = ReplayMode.chaos(
    ChaosPlan(delivery: .seededPermutation(seed: 3), faults: [.reaskClaimed, .reuseInstance]))

  @Test func aUsersCommandGetsItsNameAndSubject() async throws {
    let text = try await Self.report(
      ReplayOptions(
        mode: .chaos(ChaosPlan(delivery: .emptySetLast)), sizes: .within(2), subjectName: "pay",
        command: .executable("my-replay")))
    #expect(
      text.contains(
        "2. Step through the replay up to the first problem: my-replay "
          + "\(packageRoot)/Recordings/start-workout --subject pay --mode chaos "
          + "--delivery empty-set-last --size-tolerance 2.0 --step --until-step 2\n"))
    #expect(
      text.contains("every order: expectEveryPlanPasses in a test, or the explore of a ReplayTool"))
  }

  @Test func withoutACommandItSaysHowToMakeOne() async throws {
    let text = try await Self.report(
      ReplayOptions(mode: .chaos(ChaosPlan(delivery: .emptySetLast)), replaysTwice: true))
    #expect(
      text.contains(
        "<your ReplayCommand executable> \(packageRoot)/Recordings/start-workout --subject <name> "
          + "--mode chaos --delivery empty-set-last --step --until-step 2"))
    #expect(text.contains("an executable target whose main runs ReplayCommand<YourCatalog>"))
  }

  static func formatted(_ mode: ReplayMode, sizes: SizeComparison = .within(0.5)) -> String {
    ReplayReport(
      invocation: ReplayInvocation(
        recording: "Recordings/x", subjectName: "workout", command: .ilog, mode: mode,
        sizes: sizes, acceptedDivergences: [.callAdded, .answerDiffers], replaysTwice: false),
      interactions: ["S1"], steps: [],
      divergences: [Divergence(kind: .answerDiffers, step: 2, interaction: "S1", call: "views")]
    ).description
  }

  @Test func everyFaultTheSeedAndTheAcceptedKindsAreNamed() {
    #expect(
      Self.formatted(Self.plan).contains(
        "ilog replay Recordings/x --sample workout --mode chaos --delivery permutation --seed 3 "
          + "--fault reask-claimed --fault reuse-instance --accept answer-differs "
          + "--accept call-added --once --step --until-step 2\n"))
  }

  @Test func anExplicitOrderIsGivenWithOrder() {
    let text = Self.formatted(
      .chaos(
        ChaosPlan(
          delivery: .explicit([["INStartWorkoutIntent.intentDescription"], []]), faults: .mixedAPI)),
      sizes: .within(2))
    #expect(
      text.contains(
        "--mode chaos --order '[INStartWorkoutIntent.intentDescription] []' --fault mixed-api "
          + "--size-tolerance 2.0 --accept"))
  }
}
