// For `contains(_:)` with a string: without Foundation it is the one from macOS 13.
import Foundation
import InteractionHost
import InteractionModel
import InteractionReplay
import InteractionSamples
import InteractionTestSupport
import Testing

/// The replayer against the sample extensions and the committed recordings: each mode, the
/// bugs the samples carry, and determinism.
@MainActor
@Suite struct SampleReplayTests {
  static func recording(_ name: String) -> String {
    "\(packageRoot)/Recordings/\(name)"
  }

  /// Options that never wait: every sample completes on the calling thread or never.
  static func options(_ mode: ReplayMode = .exact, answers: AnswerComparison = .modeDefault)
    -> ReplayOptions
  {
    ReplayOptions(mode: mode, timeout: 0, sleep: { _ in }, answers: answers)
  }

  static func replay(
    _ name: String, _ subjects: ReplaySubjects, options: ReplayOptions = options()
  ) async throws -> ReplayReport {
    try await Replayer(contentsOf: recording(name), options: options).replay(subjects)
  }

  @Test func workoutControllerPassesExactReplayOfTheDocumentedRecording() async throws {
    let report = try await Self.replay(
      "start-workout",
      .types(provider: { SampleIntentsExtension() }, controller: { WorkoutViewController() }))
    #expect(report.passed, "\(report)")
    #expect(report.interactions == ["S1"])
    // Five dispatches, each followed by its call, then the empty set and the description.
    #expect(report.steps.count == 12)
    #expect(
      report.steps.compactMap(\.replayed).filter { $0.call.kindName == "configureView" }
        .map(\.instance) == ["WorkoutViewController#1", "WorkoutViewController#2"])
    #expect(
      report.description.hasPrefix(
        "✔ Replay matched the recording (mode exact; 1 interaction, 12 steps, replayed twice)."))
  }

  @Test func aControllerThatIgnoresTheOrderShowsTheHeaderAsAFooter() async throws {
    // BNRun's controller answers the empty set last exactly as recorded: the answers cannot
    // tell, what the user sees does.
    let report = try await Self.replay(
      "start-workout", .types(controller: { WorkoutViewController() }),
      options: Self.options(.chaos(ChaosPlan(delivery: .emptySetLast))))
    let offered = report.steps.compactMap(\.replayed?.call.offeredParameters)
    #expect(offered == [[Parameter("INStartWorkoutIntent.intentDescription")], []])
    #expect(report.answerDifferences == [])
    #expect(report.divergences.map(\.kind) == [.codeFinding])
    let finding = try #require(report.divergences.first)
    #expect(finding.field == "header-not-on-top")
    #expect(finding.step == 2)
    #expect(finding.interaction == "S1")
    #expect(finding.instance == "WorkoutViewController#2")
    #expect(
      finding.actual.first
        == "header-not-on-top: the empty-set view of call 2 (44 pt high) is shown below call 1: "
        + "the header appears as a footer")
    #expect(
      report.description.contains("--mode chaos --delivery empty-set-last --step --until-step 2"))
    // The recorded answers of an exact replay match all the same: a regression test of a clean
    // recording cannot see it.
    let exact = try await Self.replay(
      "start-workout", .types(controller: { WorkoutViewController() }))
    #expect(exact.passed, "\(exact)")
  }

  @Test func aControllerThatAdaptsToTheOrderPassesWithItsAnswersListed() async throws {
    let notes = AdaptiveHeaderViewController.Notes()
    let report = try await Self.replay(
      "start-workout", .types(controller: { AdaptiveHeaderViewController(notes: notes) }),
      options: Self.options(.chaos(ChaosPlan(delivery: .emptySetLast))))
    // The workout view draws the header on top, and the header call then hides it.
    #expect(report.passed, "\(report)")
    #expect(report.answerDifferences.map(\.kind) == [.answerDiffers, .answerDiffers])
    #expect(report.answerDifferences.last?.actual.last == "size: 0×0")
    let divergence = try #require(report.answerDifferences.first)
    #expect(divergence.interaction == "S1")
    #expect(divergence.sequence == 5)
    #expect(divergence.expected.last == "size: 320×180")
    #expect(divergence.actual.last == "size: 320×224")
    #expect(report.description.contains("Answers that differ from the recording, not failures"))
    // Compared, they fail, and the next steps replay with the same comparison.
    var comparing = Self.options(.chaos(ChaosPlan(delivery: .emptySetLast)))
    comparing.answers = .always
    let compared = try await Self.replay(
      "start-workout", .types(controller: { AdaptiveHeaderViewController(notes: notes) }),
      options: comparing)
    #expect(compared.divergences.map(\.kind) == [.answerDiffers, .answerDiffers])
    #expect(
      compared.description.contains(
        "--mode chaos --delivery empty-set-last --compare-answers --step --until-step 1"))
    // In the documented order it answers as recorded.
    let fresh = AdaptiveHeaderViewController.Notes()
    let documented = try await Self.replay(
      "start-workout", .types(controller: { AdaptiveHeaderViewController(notes: fresh) }),
      options: Self.options(.chaos(ChaosPlan(delivery: .documented))))
    #expect(documented.passed, "\(documented)")
  }

  @Test(arguments: [2, 4, 42] as [UInt64])
  func aClaimBeyondTheOfferedSetPassesWhenItsRowsComeLater(seed: UInt64) async throws {
    // The pickup-location view claims drop-off and pickup time too: when it comes before them,
    // SiriKit does not offer what was claimed again.
    let report = try await Self.replay(
      "superset-claim", .types(controller: { RideStatusViewController() }),
      options: Self.options(.chaos(seed: seed)))
    #expect(report.passed, "\(report)")
  }

  @Test func aClaimBeyondTheOfferedSetShowsARowTwiceWhenTheRowCameFirst() async throws {
    // Seed 1 offers the drop-off location before the pickup location: SiriKit's default view
    // shows it (success false), then the pickup view claims and shows it again.
    let report = try await Self.replay(
      "superset-claim", .types(controller: { RideStatusViewController() }),
      options: Self.options(.chaos(seed: 1)))
    #expect(report.divergences.map(\.failureName) == ["parameter-shown-twice"])
    #expect(
      report.divergences.first?.actual.first
        == "parameter-shown-twice: INRequestRideIntentResponse.rideStatus.dropOffLocation is "
        + "displayed by call 1 (SiriKit's default view) and again by call 2 (its own view)")
  }

  @Test func underChaosAClaimOtherThanRecordedStillDiverges() async throws {
    // Claiming only what is offered, the pickup-location call claims less than recorded: an
    // answer that differs, and the rows SiriKit offers because of it.
    let report = try await Self.replay(
      "superset-claim", .types(controller: { ClaimsWhatIsOffered() }),
      options: Self.options(.chaos(ChaosPlan(delivery: .documented)), answers: .always))
    #expect(report.divergences.map(\.kind).contains(.answerDiffers))
    #expect(report.divergences.filter { $0.kind == .callAdded }.count == 2)
    #expect(!report.divergences.contains { $0.kind == .callMissing })
  }

  @Test func doubleCompletionControllerIsCaught() async throws {
    let report = try await Self.replay(
      "double-completion", .types(controller: { MessageViewController() }))
    #expect(report.divergences.map(\.kind) == [.completionRepeated])
    let divergence = try #require(report.divergences.first)
    #expect(divergence.sequence == 7)
    #expect(divergence.field == "completions")
    #expect(divergence.actual.first == "completions: 2")
  }

  @Test func cachingHandlerFailsWhenEachMethodGetsAFreshCopy() async throws {
    // Recorded with the sample message handler, which handles with success.
    let report = try await Self.replay(
      "double-completion", .types(provider: { CachingHandlerProvider() }),
      options: ReplayOptions(timeout: 0, sleep: { _ in }, subjectName: "caching-handler"))
    let handle = try #require(report.divergences.first { $0.call.hasPrefix("handle(") })
    #expect(handle.kind == .answerDiffers)
    #expect(handle.expected.contains("code: success (3)"))
    #expect(handle.actual.contains("code: failure (4)"))
    // Every method went to its own handler.
    let instances = report.steps.compactMap(\.replayed).filter { $0.call.kindName != "dispatch" }
      .map(\.instance)
    #expect(Set(instances).count == instances.count)
  }

  @Test func theHandlingsAnswersFailUnderTheHostsRulesToo() async throws {
    // No plan changes the handling calls: a handle that answers otherwise is a failure in host
    // mode, not an answer listed as the order's doing.
    let report = try await Self.replay(
      "double-completion", .types(provider: { CachingHandlerProvider() }),
      options: Self.options(.host))
    let handle = try #require(report.divergences.first { $0.call.hasPrefix("handle(") })
    #expect(handle.kind == .answerDiffers)
    #expect(!report.answerDifferences.contains { $0.call.hasPrefix("handle(") })
  }

  @Test func reportsAreByteIdenticalAcrossRuns() async throws {
    var texts: [String] = []
    for _ in 0..<3 {
      let report = try await Self.replay(
        "killed-mid-interaction",
        .types(provider: { SampleIntentsExtension() }, controller: { WorkoutViewController() }),
        options: Self.options(.chaos(seed: 7)))
      texts.append(report.description)
    }
    #expect(Set(texts).count == 1)
    #expect(texts[0].contains("seeded permutation, seed 7"))
  }

  @Test func forgottenCompletionIsADivergenceNotAHang() async throws {
    let report = try await Self.replay(
      "completion-missing", .types(controller: { ForgetfulViewController() }))
    #expect(report.divergences.map(\.kind) == [.completionMissing])
    #expect(report.divergences.first?.actual == ["completion: none"])
  }

  @Test func aControllerThatClaimsMoreThanRecordedMissesACall() async throws {
    // The header claims the description too, so SiriKit never offers it: the answer differs,
    // and the description's call, which the recorded claims would have brought, is missing.
    let report = try await Self.replay(
      "start-workout", .types(controller: { HeaderClaimsTheWorkout() }),
      options: Self.options(.chaos(ChaosPlan(delivery: .documented)), answers: .always))
    #expect(report.divergences.map(\.kind) == [.answerDiffers, .callMissing])
    let missing = try #require(report.divergences.last)
    #expect(missing.sequence == 5)
    #expect(
      missing.call
        == "configureView(for: [INStartWorkoutIntent.intentDescription], "
        + "interactiveBehavior: none, context: siriSnippet)")
  }

  @Test func hostModeOffersTheRowsAControllerNoLongerClaims() async throws {
    // The recorded controller claimed pickup, drop-off and pickup time in one answer; one that
    // claims only what it is offered gets the suppressed rows offered on their own.
    let report = try await Self.replay(
      "superset-claim", .types(controller: { ClaimsWhatIsOffered() }),
      options: Self.options(.host, answers: .always))
    let offered = report.steps.compactMap(\.replayed?.call.offeredParameters)
      .map { $0.map(\.description).sorted() }
    #expect(
      offered == [
        [], ["INRequestRideIntentResponse.rideStatus.pickupLocation"],
        ["INRequestRideIntentResponse.rideStatus.dropOffLocation"],
        ["INRequestRideIntentResponse.rideStatus.estimatedPickupDate"],
        ["INRequestRideIntentResponse.rideStatus.driver"],
      ])
    #expect(report.divergences.filter { $0.kind == .callAdded }.count == 2)
    // The same controller as recorded gets the recorded timeline.
    let same = try await Self.replay(
      "superset-claim", .types(controller: { RideStatusViewController() }),
      options: Self.options(.host))
    #expect(same.passed, "\(same)")
  }

  @Test func untilStopsAndTheHookSeesEveryStepWithItsState() async throws {
    var seen: [ReplayStepContext] = []
    let report = try await Replayer(
      contentsOf: Self.recording("start-workout"),
      options: ReplayOptions(
        until: 3, timeout: 0, sleep: { _ in }, beforeStep: { seen.append($0) })
    ).replay(.types(controller: { WorkoutViewController() }))
    #expect(report.stoppedAt == 3)
    #expect(report.steps.count == 1)
    #expect(seen.map(\.sequence) == [3])
    #expect(
      seen.first?.state.outstanding == [[Parameter("INStartWorkoutIntent.intentDescription")]])
    #expect(seen.first?.matches(kind: "configureView", instance: "WorkoutViewController") == true)
    #expect(seen.first?.matches(parameter: "INStartWorkoutIntent.intentDescription") == false)
  }

  @Test func mapsUpdatesGoToTheInstanceConfiguredFirst() async throws {
    let report = try await Self.replay(
      "maps-ride-card",
      .types(provider: { SampleIntentsExtension() }, controller: { RideCardViewController() }))
    #expect(report.passed, "\(report)")
    #expect(report.interactions == ["S5", "S5-status"])
    let configured = report.steps.compactMap(\.replayed).filter { $0.call.kindName == "configure" }
    #expect(configured.map(\.instance) == Array(repeating: "RideCardViewController#1", count: 3))
  }

  @Test func aSelectionThatMatchesNothingThrows() async throws {
    let replayer = try Replayer(
      contentsOf: Self.recording("start-workout"),
      options: ReplayOptions(selection: .interaction("S9")))
    await #expect(throws: ReplayError.self) {
      _ = try await replayer.replay(.types(controller: { WorkoutViewController() }))
    }
  }
}

/// Shows the workout in the header and claims its description there.
@MainActor
final class HeaderClaimsTheWorkout: ParameterViewConfiguring {
  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    completion(
      true, [Parameter("INStartWorkoutIntent.intentDescription")], Size(width: 320, height: 224))
  }
}

/// Claims exactly the parameters it is offered and shows a row for each.
@MainActor
final class ClaimsWhatIsOffered: ParameterViewConfiguring {
  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    completion(true, parameters, Size(width: 320, height: parameters.isEmpty ? 0 : 40))
  }
}
