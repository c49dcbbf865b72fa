import ArgumentParser
import InteractionHost
import InteractionModel
import InteractionReplay
import InteractionReplayCommand
import Testing

@testable import ilog

/// `replay` and `explore` read one option group into one ``ReplayInvocation``, and the command
/// line a report's next steps write from it parses back into the same run.
@Suite struct ReplayInvocationParseTests {
  static let workout: [Set<Parameter>] = [
    [Parameter("INStartWorkoutIntent.intentDescription")], [],
  ]

  static func invocation(_ mode: ReplayMode) -> ReplayInvocation {
    ReplayInvocation(
      recording: "Recordings/start-workout", subjectName: "workout", command: .ilog,
      mode: mode)
  }

  static let invocations: [ReplayInvocation] = {
    var cases = [
      invocation(.exact), invocation(.host),
      invocation(.chaos(ChaosPlan(delivery: .emptySetLast, faults: [.reaskClaimed, .mixedAPI]))),
      invocation(.chaos(ChaosPlan(delivery: .documented, faults: .reuseInstance))),
      invocation(.chaos(seed: 42)),
    ]
    var selected = invocation(.host)
    selected.selection = .interaction("S1")
    selected.until = 7
    selected.answers = .always
    cases.append(selected)
    var sized = invocation(.exact)
    sized.sizes = .within(2)
    sized.replaysTwice = false
    sized.acceptedDivergences = [.answerDiffers, .handlerDiffers]
    cases.append(sized)
    var ignored = invocation(.chaos(ChaosPlan(delivery: .emptySetLast)))
    ignored.sizes = .ignored
    cases.append(ignored)
    return cases
  }()

  @Test(arguments: invocations)
  func theCommandLineAReportWritesParsesBackIntoTheSameRun(invocation: ReplayInvocation) throws {
    let parsed = try #require(
      try ILog.parseAsRoot(["replay"] + invocation.arguments()) as? ReplayCommand<SampleSubjects>)
    #expect(parsed.invocation(order: nil) == invocation)
  }

  /// `--order`'s text is read against the recording in `run()`; its sets make the same plan.
  @Test func anExplicitOrderParsesBackWithItsSets() throws {
    let invocation = Self.invocation(.chaos(ChaosPlan(delivery: .explicit(Self.workout))))
    let arguments = invocation.arguments()
    #expect(arguments.contains("--order"))
    #expect(!arguments.contains("--delivery"))
    let parsed = try #require(
      try ILog.parseAsRoot(["replay"] + arguments) as? ReplayCommand<SampleSubjects>)
    #expect(parsed.invocation(order: Self.workout) == invocation)
  }

  /// `explore` takes the same group: the same words give the same run but for the mode, which
  /// each plan sets.
  @Test func exploreReadsTheSameOptionGroup() throws {
    let shared = [
      "Recordings/start-workout", "--sample", "workout", "--interaction", "S1",
      "--size-tolerance", "2", "--timeout", "1", "--compare-answers", "--once",
    ]
    let replay = try #require(
      try ILog.parseAsRoot(["replay", "--mode", "host"] + shared)
        as? ReplayCommand<SampleSubjects>)
    let explore = try #require(
      try ILog.parseAsRoot(["explore"] + shared) as? ExploreCommand<SampleSubjects>)
    #expect(explore.invocation == replay.invocation(order: nil))
  }

  /// Every name of the faults' and deliveries' tables parses, and nothing else does.
  @Test func faultAndDeliveryNamesComeFromTheirTables() throws {
    for (fault, name, _, _) in HostFaults.named {
      let parsed = try #require(
        try ILog.parseAsRoot([
          "replay", "Recordings/start-workout", "--sample", "workout", "--mode", "chaos",
          "--fault", name,
        ]) as? ReplayCommand<SampleSubjects>)
      guard case .chaos(let plan) = parsed.invocation(order: nil).mode else {
        Issue.record("not chaos")
        continue
      }
      #expect(plan.faults == fault)
    }
    for name in DeliveryName.allCases {
      let parsed = try #require(
        try ILog.parseAsRoot([
          "replay", "Recordings/start-workout", "--sample", "workout", "--mode", "chaos",
          "--delivery", name.rawValue,
        ]) as? ReplayCommand<SampleSubjects>)
      guard case .chaos(let plan) = parsed.invocation(order: nil).mode else {
        Issue.record("not chaos")
        continue
      }
      #expect(DeliveryName(plan.delivery) == name)
    }
    #expect(throws: (any Error).self) {
      try ILog.parseAsRoot([
        "replay", "Recordings/start-workout", "--sample", "workout", "--mode", "chaos",
        "--fault", "reask",
      ])
    }
  }
}
