import InteractionHost
import InteractionLog
import InteractionReplay
import InteractionSamples
import InteractionTestSupport
import Testing

/// What a replay compares, said as choices rather than `Bool?`s whose `nil` was the mode's
/// default; and the report that holds the run it was asked for.
@MainActor
@Suite struct ReplayChoiceTests {
  nonisolated static let modes: [ReplayMode] = [
    .exact, .host, .chaos(ChaosPlan(delivery: .emptySetLast)),
  ]

  @Test(arguments: modes)
  func answersFailByDefaultOnlyInAnExactReplay(mode: ReplayMode) {
    #expect(AnswerComparison.modeDefault.fails(in: mode) == (mode == .exact))
    #expect(AnswerComparison.always.fails(in: mode))
    #expect(!AnswerComparison.never.fails(in: mode))
  }

  @Test(arguments: modes)
  func findingsFailByDefaultInEveryMode(mode: ReplayMode) {
    #expect(FindingCheck.modeDefault.fails(in: mode))
    #expect(FindingCheck.always.fails(in: mode))
    #expect(!FindingCheck.never.fails(in: mode))
  }

  /// The adaptive controller answers otherwise when the empty set comes last: its two differing
  /// answers fail only when answers are always compared.
  @Test(arguments: [AnswerComparison.always, .modeDefault, .never])
  func theComparisonDecidesWhetherDifferingAnswersFail(answers: AnswerComparison) async throws {
    let options = ReplayOptions(
      mode: .chaos(ChaosPlan(delivery: .emptySetLast)), timeout: 0, sleep: { _ in },
      replaysTwice: false, answers: answers)
    let report = try await Replayer(
      contentsOf: "\(packageRoot)/Recordings/start-workout", options: options
    ).replay(.types(controller: { AdaptiveHeaderViewController() }))
    let failing = answers == .always
    #expect(report.passed == !failing)
    #expect(report.divergences.map(\.kind) == (failing ? [.answerDiffers, .answerDiffers] : []))
    #expect(report.answerDifferences.count == (failing ? 0 : 2))
    #expect(report.comparedAnswers == failing)
    #expect(report.invocation.answers == answers)
  }

  /// The `Bool?` spelling still compiles and says the same choices.
  @available(*, deprecated)
  @Test func theDeprecatedBooleansForwardToTheChoices() {
    #expect(ReplayOptions(comparesAnswers: true).answers == .always)
    #expect(ReplayOptions(comparesAnswers: false).answers == .never)
    #expect(ReplayOptions(comparesAnswers: nil).answers == .modeDefault)
    #expect(ReplayOptions(checksFindings: false).findings == .never)
    #expect(ReplayOptions(checksFindings: true).findings == .always)
    var options = ReplayOptions(mode: .host, findings: .never)
    #expect(options.checksFindings == false)
    #expect(options.comparesAnswers == nil)
    options.comparesAnswers = true
    #expect(options.answers == .always)
    options.checksFindings = nil
    #expect(options.findings == .modeDefault)
    #expect(ReplayOptions(commandName: "ilog replay").command == .ilog)
  }

  /// The report holds the invocation it ran, and the names it had before forward to it.
  @available(*, deprecated)
  @Test func theReportHoldsTheRunItWasAskedFor() async throws {
    let path = "\(packageRoot)/Recordings/start-workout"
    let options = ReplayOptions(
      mode: .host, until: 1, sizes: .ignored, timeout: 0, sleep: { _ in },
      subjectName: "workout", command: .tool("my-tool"), acceptedDivergences: [.handlerDiffers],
      findings: .never, acceptedLosses: [.gap])
    let report = try await Replayer(contentsOf: path, options: options)
      .replay(.types(controller: { WorkoutViewController() }))
    #expect(report.invocation == ReplayInvocation(recording: path, options: options))
    #expect(report.invocation.command?.explore == "my-tool explore")
    #expect(report.commandName == "my-tool replay")
    #expect(report.subjectName == "workout")
    #expect(report.acceptedKinds == [.handlerDiffers])
    #expect(report.acceptedLossKinds == [.gap])
    #expect(report.replayedTwice)
    #expect(report.sizes == .ignored)
    #expect(report.timeout == 0)
    #expect(!report.checkedFindings)
    // The run again is the one asked for, stopped where the replay stopped.
    #expect(ReplayInvocation(report).until == report.stoppedAt)
    // The initialiser that took the run's parts makes the same report.
    var parts = ReplayReport(
      recording: path, mode: .host, interactions: report.interactions, steps: report.steps,
      divergences: report.divergences, accepted: report.accepted,
      answerDifferences: report.answerDifferences, acceptedKinds: [.handlerDiffers],
      replayedTwice: true, stoppedAt: report.stoppedAt, subjectName: "workout",
      commandName: "my-tool replay", sizes: .ignored, damage: report.damage, timeout: 0)
    parts.checkedFindings = false
    parts.acceptedLossKinds = [.gap]
    #expect(parts.invocation.command == report.invocation.command)
    #expect(parts.description == report.description)
  }
}
