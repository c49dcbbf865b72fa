import InteractionHost
import InteractionModel
import InteractionReplay
import InteractionSamples
import InteractionTestSupport
import Testing

/// The explorer and the user's time: a recorded silence trusted, an exploration cut short with
/// what it found, and each failure's plans counted within its interaction.
@MainActor
@Suite struct ExplorationTimeTests {
  /// The seconds each wait of a replay asked for, the waits returning at once.
  final class Waits: Sendable {
    let asked = Locked<[Double]>([])
    var sleep: ReplayOptions.Sleep { { [asked] seconds in asked.withLock { $0.append(seconds) } } }
  }

  static func recording(_ name: String) throws -> Recording {
    try Recording(contentsOf: "\(packageRoot)/Recordings/\(name)")
  }

  /// The forgetful controller's `configureView` for the workout never answers, as recorded: an
  /// exact replay waits the whole timeout by default, and only the grace when it trusts the
  /// recording.
  @Test(arguments: [(RecordedSilence.awaited, 5.0), (.trusted, RecordedSilence.grace)])
  func aRecordedSilenceIsWaitedForOrTrusted(silence: RecordedSilence, wait: Double) async throws {
    let waits = Waits()
    var options = ReplayOptions(timeout: 5, sleep: waits.sleep, replaysTwice: false)
    options.recordedSilence = silence
    let report = try await Replayer(
      recording: Self.recording("completion-missing"), options: options
    ).replay(.types(controller: { ForgetfulViewController() }))
    #expect(report.divergences.map(\.kind).contains(.completionMissing))
    // The calls answered at once never waited; the silent one asked for its wait.
    #expect(waits.asked.withLock { $0 } == [wait])
  }

  /// A log cut off under a call says nothing of its completion: the timeout is waited for.
  @Test func aCallOfAnInteractionCutOffIsWaitedFor() async throws {
    var recording = try Self.recording("completion-missing")
    recording.interactions = recording.interactions.map { interaction in
      var cutOff = interaction
      cutOff.isCutOff = true
      return cutOff
    }
    let waits = Waits()
    var options = ReplayOptions(timeout: 5, sleep: waits.sleep, replaysTwice: false)
    options.recordedSilence = .trusted
    _ = try await Replayer(recording: recording, options: options)
      .replay(.types(controller: { ForgetfulViewController() }))
    #expect(waits.asked.withLock { $0 } == [5])
  }

  /// Every plan of the explorer trusts the recording, in chaos mode: 16 plans, each replayed
  /// twice, each silent call given the grace.
  @Test func theExplorerTrustsTheRecordedSilence() async throws {
    let waits = Waits()
    let report = try await Explorer(
      recording: Self.recording("completion-missing"),
      options: ReplayOptions(timeout: 5, sleep: waits.sleep)
    ).explore(.types(controller: { ForgetfulViewController() }))
    #expect(report.failures.map(\.kind) == [.completionMissing])
    let asked = waits.asked.withLock { $0 }
    #expect(!asked.isEmpty)
    #expect(asked.allSatisfy { $0 == RecordedSilence.grace }, "\(asked)")
  }

  /// Two interactions, the second interrupted after 4 of its 16 plans: the report holds what
  /// was found, names the plans not tried, and counts each failure's plans in its interaction.
  @Test func anInterruptionKeepsWhatWasFoundAndCountsPlansPerInteraction() async throws {
    var recording = try Self.recording("start-workout")
    let first = try #require(recording.interactions.first { $0.identifier == "S1" })
    var second = first
    second.identifier = "S2"
    recording.interactions = [first, second]
    var exploredInSecond = 0
    let report = try await Explorer(
      recording: recording, options: ReplayOptions(timeout: 0, sleep: { _ in })
    ).explore(
      .types(controller: { WorkoutViewController() }),
      progress: { progress in
        if progress.interaction == "S2", progress.phase == "exploring" { exploredInSecond += 1 }
      },
      interrupted: { exploredInSecond >= 4 })
    #expect(report.cutShort == .interrupted)
    #expect(!report.passed)
    #expect(report.plansReplayed == 20)
    #expect(report.plansReplayedByInteraction == ["S1": 16, "S2": 4])
    #expect(report.plansPlannedByInteraction == ["S1": 16, "S2": 16])
    #expect(report.unexplored.map(\.interaction) == ["S2"])
    #expect(report.unexplored.map(\.replayed) == [4])
    let text = report.description
    #expect(text.contains("(2 interactions, cut short)"), "\(text)")
    #expect(
      text.contains(
        "Cut short by an interruption (Ctrl-C): 20 of 32 planned plans replayed; each failure is "
          + "shrunk as far as the time allowed.\nNot explored: S2 (12 of 16 plans).\n"), "\(text)")
    #expect(text.contains("header-not-on-top in interaction S1: 8 of 16 plans failed"), "\(text)")
    let inSecond = try #require(report.failures.first { $0.interaction == "S2" }, "\(text)")
    #expect(
      text.contains(
        "header-not-on-top in interaction S2: \(inSecond.failingPlans) of 4 plans failed"),
      "\(text)")
    // Not shrunk once interrupted: the plan found is the plan reported.
    #expect(inSecond.shrunk == inSecond.found)
  }

  /// A deadline already passed replays nothing and says which interactions were not explored.
  @Test func aDeadlinePassedReplaysNothing() async throws {
    let report = try await Explorer(
      recording: Self.recording("empty-set-last"),
      options: ReplayOptions(timeout: 0, sleep: { _ in }),
      limits: ExplorationLimits(deadline: 0)
    ).explore(.types(controller: { AdaptiveHeaderViewController() }))
    #expect(report.cutShort == .deadline(0))
    #expect(report.plansReplayed == 0)
    #expect(report.passed)
    #expect(
      report.description
        == "✔ Every plan tried passed in \(packageRoot)/Recordings/empty-set-last: 0 plans "
        + "(1 interaction, cut short).\n"
        + "Cut short by the deadline of 0 s (--deadline): 0 of 16 planned plans replayed.\n"
        + "Not explored: S2 (16 plans).\n")
  }
}
