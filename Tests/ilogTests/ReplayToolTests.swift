import ArgumentParser
import InteractionHost
import InteractionInspector
import InteractionModel
import InteractionReplay
import InteractionReplayCommand
import InteractionTestSupport
import Testing

@testable import ilog

/// A user's one executable with `replay` and `explore` subcommands: every command either prints
/// is one the same executable parses, and an explore executable run alone prints none its own
/// arguments would reject.
@MainActor
@Suite struct ReplayToolTests {
  /// The samples, as a user's `my-tool` registers its own.
  enum ToolSubjects: ReplaySubjectCatalog {
    static var subjects: KeyValuePairs<String, ReplaySubjects> { SampleSubjects.subjects }
    static let commandName = "my-tool"
  }

  /// An explore executable run alone under its default name: the process's own.
  enum AloneSubjects: ReplaySubjectCatalog {
    static var subjects: KeyValuePairs<String, ReplaySubjects> { SampleSubjects.subjects }
  }

  static let shared = ["Recordings/start-workout", "--subject", "workout", "--interaction", "S1"]

  @Test func exploresStepThroughCommandIsTheToolsReplay() throws {
    let explore = try #require(
      try ReplayTool<ToolSubjects>.parseAsRoot(["explore"] + Self.shared)
        as? ExploreCommand<ToolCatalog<ToolSubjects>>)
    // What the report prints to step through a shrunk plan: the invocation in its chaos mode.
    var plan = explore.invocation
    plan.mode = .chaos(ChaosPlan(delivery: .emptySetLast, faults: .reaskClaimed))
    #expect(plan.commandLine().hasPrefix("my-tool replay Recordings/start-workout --subject "))
    let words = Array(plan.commandLine().split(separator: " ").dropFirst().map(String.init))
    let replay = try #require(
      try ReplayTool<ToolSubjects>.parseAsRoot(words)
        as? ReplayCommand<ToolCatalog<ToolSubjects>>, "\(words)")
    #expect(replay.invocation(order: nil) == plan)
  }

  @Test func replayIsTheDefaultSubcommand() throws {
    let parsed = try ReplayTool<ToolSubjects>.parseAsRoot(Self.shared + ["--mode", "host"])
    #expect(parsed is ReplayCommand<ToolCatalog<ToolSubjects>>)
    #expect(throws: (any Error).self) {
      try ReplayTool<ToolSubjects>.parseAsRoot(["explore"] + Self.shared + ["--mode", "host"])
    }
  }

  /// The replay's next steps explore with the tool's own `explore`.
  @Test func aReplaysNextStepsExploreWithTheTool() async throws {
    var options = ReplayOptions(mode: .host, subjectName: "workout", command: .tool("my-tool"))
    options.replaysTwice = false
    let report = try await Replayer(
      contentsOf: "\(packageRoot)/Recordings/empty-set-last", options: options
    ).replay(SampleSubjects.subjects[0].value)
    #expect(!report.passed)
    #expect(
      "\(report)".contains(
        "then every order: my-tool explore \(packageRoot)/Recordings/empty-set-last "
          + "--subject workout --once\n"), "\(report)")
  }

  /// Run alone, an explore executable is the catalog's default command: it takes no `--mode`,
  /// so its report names no replay command; one the catalog names elsewhere, it does.
  @Test func anExploreExecutableRunAloneNamesNoCommandItRejects() throws {
    let alone = try ExploreCommand<AloneSubjects>.parse(Self.shared)
    #expect(alone.invocation.command == nil)
    let named = try ExploreCommand<ToolSubjects>.parse(Self.shared)
    #expect(named.invocation.command == .executable("my-tool"))
  }
}
