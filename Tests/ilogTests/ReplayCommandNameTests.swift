import ArgumentParser
import InteractionHost
import InteractionReplay
import InteractionReplayCommand
import Testing

@testable import ilog

/// A command's spelling is a value: `ilog`'s over the samples, a tool's with `replay` and
/// `explore`, or an executable run alone; each prints its commands, and what it prints parses
/// back into the same run in the executable it names.
@Suite struct ReplayCommandNameTests {
  /// A user's tool, `my-tool replay` and `my-tool explore`.
  typealias ToolSubjects = ReplayToolTests.ToolSubjects

  /// A user's executable that runs `ReplayCommand` alone.
  enum ExecutableSubjects: ReplaySubjectCatalog {
    static var subjects: KeyValuePairs<String, ReplaySubjects> { SampleSubjects.subjects }
    static let commandName = "my-replay"
  }

  struct Spelling: Sendable, CustomTestStringConvertible {
    var name: ReplayCommandName
    var replay: String
    var explore: String?
    var subjectOption: String
    var testDescription: String { replay }
  }

  static let spellings = [
    Spelling(
      name: .ilog, replay: "ilog replay", explore: "ilog explore", subjectOption: "--sample"),
    Spelling(
      name: .tool("my-tool"), replay: "my-tool replay", explore: "my-tool explore",
      subjectOption: "--subject"),
    Spelling(
      name: .tool("swift run my-tool"), replay: "swift run my-tool replay",
      explore: "swift run my-tool explore", subjectOption: "--subject"),
    Spelling(
      name: .executable("my-replay"), replay: "my-replay", explore: nil,
      subjectOption: "--subject"),
    Spelling(
      name: .executable("swift run my-replay"), replay: "swift run my-replay", explore: nil,
      subjectOption: "--subject"),
  ]

  @Test(arguments: spellings)
  func eachSpellingPrintsItsCommandsAndReadsBack(spelling: Spelling) {
    #expect(spelling.name.replay == spelling.replay)
    #expect(spelling.name.explore == spelling.explore)
    #expect(spelling.name.subjectOption == spelling.subjectOption)
    #expect(ReplayCommandName(replay: spelling.replay) == spelling.name)
  }

  @Test func catalogsSayTheirSpelling() {
    #expect(SampleSubjects.command == .ilog)
    // The tool's own catalog names the executable; its subcommands' catalog, the tool.
    #expect(ToolSubjects.command == .executable("my-tool"))
    #expect(ToolCatalog<ToolSubjects>.command == .tool("my-tool"))
    #expect(ExecutableSubjects.command == .executable("my-replay"))
  }

  static func invocation(_ command: ReplayCommandName, subjects: String = "workout")
    -> ReplayInvocation
  {
    var invocation = ReplayInvocation(
      recording: "Recordings/start-workout", subjectName: subjects, command: command,
      mode: .chaos(ChaosPlan(delivery: .emptySetLast)), selection: .interaction("S1"), until: 7,
      answers: .always, findings: .never)
    invocation.acceptedDivergences = [.answerDiffers]
    return invocation
  }

  /// The words a printed command line has after the command's own.
  static func arguments(_ line: String, after command: String) throws -> [String] {
    #expect(line.hasPrefix(command + " "), "\(line)")
    return line.dropFirst(command.count + 1).split(separator: " ").map(String.init)
  }

  @Test func ilogsReplayLineParsesBackInIlog() throws {
    let invocation = Self.invocation(.ilog)
    let words = try Self.arguments(invocation.commandLine(), after: "ilog")
    let parsed = try #require(
      try ILog.parseAsRoot(words) as? ReplayCommand<SampleSubjects>, "\(words)")
    #expect(parsed.invocation(order: nil) == invocation)
  }

  @Test func aToolsReplayLineParsesBackInTheTool() throws {
    let invocation = Self.invocation(.tool("my-tool"))
    let words = try Self.arguments(invocation.commandLine(), after: "my-tool")
    let parsed = try #require(
      try ReplayTool<ToolSubjects>.parseAsRoot(words)
        as? ReplayCommand<ToolCatalog<ToolSubjects>>, "\(words)")
    #expect(parsed.invocation(order: nil) == invocation)
  }

  @Test func anExecutablesReplayLineParsesBackInTheExecutable() throws {
    let invocation = Self.invocation(.executable("my-replay"))
    let words = try Self.arguments(invocation.commandLine(), after: "my-replay")
    let parsed = try ReplayCommand<ExecutableSubjects>.parse(words)
    #expect(parsed.invocation(order: nil) == invocation)
  }

  /// The exploration a report prints beside a replay parses back into `explore` over the same
  /// run, in the executable the spelling names.
  @Test func theExploreLinesParseBack() throws {
    // Explore takes no --until nor --accept: it chooses what to replay itself.
    var invocation = Self.invocation(.ilog)
    invocation.until = nil
    invocation.acceptedDivergences = []
    let ilog = try Self.arguments(invocation.exploreCommandLine, after: "ilog")
    let explored = try #require(
      try ILog.parseAsRoot(ilog) as? ExploreCommand<SampleSubjects>, "\(ilog)")
    invocation.mode = .host
    #expect(explored.invocation == invocation)

    var tool = Self.invocation(.tool("my-tool"))
    tool.until = nil
    tool.acceptedDivergences = []
    let words = try Self.arguments(tool.exploreCommandLine, after: "my-tool")
    let toolExplored = try #require(
      try ReplayTool<ToolSubjects>.parseAsRoot(words)
        as? ExploreCommand<ToolCatalog<ToolSubjects>>, "\(words)")
    tool.mode = .host
    #expect(toolExplored.invocation == tool)
  }
}
