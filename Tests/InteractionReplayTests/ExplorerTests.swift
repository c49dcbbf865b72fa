import InteractionHost
import InteractionModel
import InteractionReplay
import InteractionSamples
import InteractionTestSupport
import Testing

/// The explorer against the committed recordings: the plans it tries, what it finds, and how it
/// shrinks.
@MainActor
@Suite struct ExplorerTests {
  static let description = Parameter("INStartWorkoutIntent.intentDescription")

  static func explorer(
    _ name: String, limits: ExplorationLimits = ExplorationLimits(),
    answers: AnswerComparison = .modeDefault
  ) throws -> Explorer {
    try Explorer(
      contentsOf: "\(packageRoot)/Recordings/\(name)",
      options: ReplayOptions(timeout: 0, sleep: { _ in }, answers: answers),
      limits: limits)
  }

  static func plan(_ order: [Set<Parameter>], _ faults: HostFaults = []) -> ExploredPlan {
    ExploredPlan(
      interaction: "S1", order: order, faults: faults, documentedOrder: [[], [description]])
  }

  /// The progress counts the plans there are, not the budget: 16 for two sets, with a budget
  /// of 200.
  @Test func theProgressCountsThePlansThereAre() async throws {
    var planned: Set<Int> = []
    var replayed = 0
    let report = try await Self.explorer("empty-set-last")
      .explore(
        .types(controller: { AdaptiveHeaderViewController() }),
        progress: { progress in
          planned.insert(progress.planned)
          replayed = max(replayed, progress.replayed)
        })
    #expect(report.plansReplayed == 16)
    #expect(planned == [16])
    #expect(replayed <= 16)
  }

  @Test func movedCallsCountFromTheDocumentedOrder() {
    let a = Parameter("INRequestRideIntentResponse.rideStatus.pickupLocation")
    let b = Parameter("INRequestRideIntentResponse.rideStatus.driver")
    let documented: [Set<Parameter>] = [[], [a], [b]]
    func moved(_ order: [Set<Parameter>]) -> Int {
      ExploredPlan(interaction: "S5", order: order, documentedOrder: documented).movedCalls
    }
    #expect(moved(documented) == 0)
    #expect(moved([[a], [b], []]) == 1)
    #expect(moved([[b], [a], []]) == 2)
    #expect(Self.plan([[Self.description], []], [.reaskClaimed, .mixedAPI]).faultCount == 2)
  }

  @Test func aControllerThatIgnoresTheOrderShowsTheHeaderAsAFooterWithTheWorkoutFirst()
    async throws
  {
    let report = try await Self.explorer("start-workout")
      .explore(.types(controller: { WorkoutViewController() }))
    // Two sets: two orders under each of the eight sets of faults, every plan there is.
    #expect(report.plansReplayed == 16)
    #expect(report.triedEveryPlan)
    #expect(report.failingPlans == 8)
    #expect(report.failures.count == 1)
    let failure = try #require(report.failures.first)
    #expect(failure.kind == .codeFinding)
    #expect(failure.failureName == "header-not-on-top")
    #expect(failure.interaction == "S1")
    #expect(failure.shrunk.order == [[Self.description], []])
    #expect(failure.shrunk.faults == [])
    #expect(failure.shrunk.movedCalls == 1)
    #expect(failure.divergence?.actual.first?.hasSuffix("the header appears as a footer") == true)
    #expect(report.controllerType == "WorkoutViewController")
    #expect(!report.passed)
    let text = report.description
    #expect(
      text.hasPrefix(
        "✘ Exploration found 1 failure in \(packageRoot)/Recordings/start-workout: 8 of 16 plans "
          + "failed (1 interaction, every plan there is); shrinking took 1 more replay.\n"))
    #expect(
      text.contains(
        "   shrunk: [INStartWorkoutIntent.intentDescription] [], no faults (1 moved call from "
          + "the documented order, 0 faults)\n"))
  }

  @Test func theControllerThatAdaptsPassesEveryPlan() async throws {
    let notes = AdaptiveHeaderViewController.Notes()
    let report = try await Self.explorer("empty-set-last")
      .explore(.types(controller: { AdaptiveHeaderViewController(notes: notes) }))
    #expect(report.passed, "\(report)")
    #expect(report.plansReplayed == 16)
    // Its answers differ from the recording's under half the plans: compared, they fail.
    let compared = try await Self.explorer("empty-set-last", answers: .always)
      .explore(.types(controller: { AdaptiveHeaderViewController(notes: notes) }))
    #expect(compared.failures.map(\.kind) == [.answerDiffers])
  }

  @Test func shrinkingDropsTheFaultsThatDoNotMatter() async throws {
    let subjects = ReplaySubjects.types(controller: { WorkoutViewController() })
    let explorer = try Self.explorer("start-workout")
    let noisy = Self.plan([[Self.description], []], [.reaskClaimed, .mixedAPI])
    let shrunk = try #require(
      await explorer.shrink(
        noisy, keeping: .codeFinding, named: "header-not-on-top", subjects: subjects))
    #expect(shrunk.plan == Self.plan([[Self.description], []]))
    #expect(shrunk.report.divergences.first?.field == "header-not-on-top")
    // A plan that does not fail has nothing to shrink, nor one that fails otherwise.
    #expect(
      await explorer.shrink(
        Self.plan([[], [Self.description]]), keeping: .codeFinding, subjects: subjects)
        == nil)
    #expect(
      await explorer.shrink(
        noisy, keeping: .codeFinding, named: "parameter-shown-twice", subjects: subjects) == nil)
  }

  @Test func aFaultAloneIsFoundAndShrunkToItself() async throws {
    // Reusing an instance changes its answers, not what the user sees: compared, they fail.
    let report = try await Self.explorer("start-workout", answers: .always)
      .explore(.types(controller: { FreshInstanceAssumingController() }))
    // It is BNRun's controller too: the header as a footer, then the answers reuse changes.
    #expect(report.failures.map(\.kind) == [.codeFinding, .answerDiffers])
    let failure = try #require(report.failures.last)
    #expect(failure.shrunk.faults == .reuseInstance)
    #expect(failure.shrunk.movedCalls == 0)
  }

  @Test func aClaimBeyondTheOfferedSetShowsARowTwiceWhenItIsAskedAgain() async throws {
    // Apple's pickup example claims drop-off and pickup time with the pickup location; where
    // the drop-off row comes first, SiriKit's default view shows it, and the pickup view again.
    let report = try await Self.explorer("superset-claim", limits: ExplorationLimits(plans: 60))
      .explore(.types(controller: { RideStatusViewController() }))
    #expect(report.plansReplayed == 60)
    #expect(!report.triedEveryPlan)
    #expect(report.failures.map(\.failureName) == ["parameter-shown-twice"])
    #expect(report.failures.first?.shrunk.faults == [])
    #expect(report.failures.first?.shrunk.movedCalls == 1)
    #expect(report.description.contains("(1 interaction, up to the budget of 60 each)"))
  }

  @Test func theSameExplorationGivesTheSameReport() async throws {
    var texts: Set<String> = []
    for _ in 0..<2 {
      let notes = AdaptiveHeaderViewController.Notes()
      texts.insert(
        try await Self.explorer("indexed-accounts", limits: ExplorationLimits(plans: 30, seed: 9))
          .explore(.types(controller: { AdaptiveHeaderViewController(notes: notes) })).description)
    }
    #expect(texts.count == 1)
  }

  @Test func aRecordingWithoutConfigureViewCallsHasNothingToExplore() async throws {
    await #expect(throws: ReplayError.self) {
      _ = try await Self.explorer("maps-ride-card")
        .explore(.types(controller: { RideCardViewController() }))
    }
    await #expect(throws: ReplayError.self) {
      _ = try await Self.explorer("start-workout").explore(
        .types(provider: { SampleIntentsExtension() }))
    }
  }
}

/// Answers the workout as the sample does on its first call, and claims nothing once it has
/// answered before: state an instance keeps, which SiriKit's new instance per call never shows.
@MainActor
final class FreshInstanceAssumingController: ParameterViewConfiguring {
  private var answered = false
  private let workout = WorkoutViewController()

  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    guard !answered else {
      completion(false, [], .zero)
      return
    }
    answered = true
    workout.configureView(
      for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
      context: context, completion: completion)
  }
}
