import ArgumentParser
// For `contains(_:)` with a string: without Foundation it is the one from macOS 13.
import Foundation
import InteractionInspector
import InteractionLog
import Testing

@testable import ilog

/// `inspect`, `stats` and `diff` parsed through `parseAsRoot`, and the choices their options
/// make: colour, sessions, filter.
@Suite struct InspectParseTests {
  @Test func inspectDefaultsToTextEverythingAndNotStrict() throws {
    let command = try #require(try ILog.parseAsRoot(["inspect", "session"]) as? ILog.Inspect)
    #expect(command.input.paths == ["session"])
    #expect(command.output.format == .text)
    #expect(command.output.color == .auto)
    #expect(command.strict == false)
    #expect(command.codes.isEmpty && command.interaction == nil && command.intentClass == nil)
    #expect(command.expectedOrder == nil)
    #expect(command.policy == .pointInTime)
    #expect(command.filter == InspectionFilter())
  }

  @Test func inspectTakesEveryOption() throws {
    let arguments = [
      "inspect", "--strict", "--only", "reasked-claimed", "--only", "mixed-api", "--interaction",
      "S2", "--intent", "INSendMessageIntent", "--format", "markdown", "--color", "never",
      "--expected-order", "catalog", "--policy", "salvage", "a.ilog", "b.ilog",
    ]
    let command = try #require(try ILog.parseAsRoot(arguments) as? ILog.Inspect)
    #expect(command.input.paths == ["a.ilog", "b.ilog"])
    #expect(command.strict)
    #expect(command.output.format == .markdown)
    #expect(command.output.color == .never)
    #expect(command.expectedOrder == "catalog")
    #expect(command.policy == .salvage)
    #expect(
      command.filter
        == InspectionFilter(
          codes: [.reaskedClaimed, .mixedAPI], interaction: "S2",
          intentClass: "INSendMessageIntent"))
    #expect(
      command.filter.options
        == "--only mixed-api --only reasked-claimed --intent INSendMessageIntent --interaction S2")
  }

  @Test(arguments: OutputFormat.allCases)
  func everyFormatParsesByItsName(format: OutputFormat) throws {
    for name in ["inspect", "stats"] {
      let command = try ILog.parseAsRoot([name, "--format", format.rawValue, "a.ilog"])
      let output = (command as? ILog.Inspect)?.output ?? (command as? ILog.Stats)?.output
      #expect(output?.format == format)
    }
    let diff = try #require(
      try ILog.parseAsRoot(["diff", "--format", format.rawValue, "a", "b"]) as? ILog.Diff)
    #expect(diff.output.format == format)
  }

  @Test func statsAndDiffTakeTheirArguments() throws {
    let stats = try #require(try ILog.parseAsRoot(["stats", "a", "b"]) as? ILog.Stats)
    #expect(stats.input.paths == ["a", "b"])
    #expect(stats.policy == .pointInTime)
    let diff = try #require(try ILog.parseAsRoot(["diff", "before", "after"]) as? ILog.Diff)
    #expect(diff.expected == "before" && diff.actual == "after")
  }

  static let usageErrors: [([String], String)] = [
    (["inspect"], "Missing expected argument '<file-or-dir> ...'"),
    (["stats"], "Missing expected argument '<file-or-dir> ...'"),
    (["diff", "a"], "Missing expected argument '<actual>'"),
    (["diff", "a", "b", "c"], "Unexpected argument 'c'"),
    (
      ["inspect", "--only", "bogus", "a.ilog"],
      "--only: unknown code 'bogus'; the codes are empty-set-not-first, reasked-claimed"
    ),
    (
      ["inspect", "--format", "yaml", "a.ilog"],
      "The value 'yaml' is invalid for '--format <format>'"
    ),
    (
      ["inspect", "--color", "sometimes", "a.ilog"],
      "The value 'sometimes' is invalid for '--color <when>'"
    ),
    (["inspect", "--interaction", "", "a.ilog"], "--interaction needs an interaction identifier."),
    (["inspect", "--intent", "", "a.ilog"], "--intent needs an intent class."),
    (
      ["inspect", "--expected-order", "", "a.ilog"],
      "--expected-order needs `catalog` or a recording's path."
    ),
    (["stats", "--strict", "a.ilog"], "Unknown option '--strict'"),
  ]

  @Test(arguments: usageErrors)
  func usageErrorsExitWithStatus2(arguments: [String], message: String) throws {
    let error = try #require(throws: (any Error).self) { try ILog.parseAsRoot(arguments) }
    #expect(ILog.exitCode(for: error) == .validationFailure)
    let failure = try #require(ILog.failure(for: error))
    #expect(failure.status == 2)
    #expect(failure.message.hasPrefix("ilog: \(message)"), "\(failure.message)")
  }

  @Test func colourIsForTextOnlyAndFollowsColor() throws {
    func style(_ arguments: [String]) throws -> TextStyle {
      let command = try #require(
        try ILog.parseAsRoot(["inspect"] + arguments + ["a"]) as? ILog.Inspect)
      return command.output.style(environment: [:])
    }
    #expect(try style(["--color", "always"]) == .ansi)
    #expect(try style(["--color", "never"]) == .plain)
    #expect(try style(["--color", "always", "--format", "json"]) == .plain)
    #expect(try style(["--color", "always", "--format", "markdown"]) == .plain)
  }

  @Test func rootHelpListsTheCommandsAndTheExitCodes() {
    let help = ILog.helpMessage(columns: 100)
    for command in ["inspect", "stats", "diff", "report", "replay", "make-test"] {
      #expect(help.contains(command))
    }
    #expect(help.contains("  1  findings: damage, a torn tail, or a file not closed cleanly"))
    #expect(help.contains("for inspect, report and watch --strict: any exception"))
    #expect(help.contains("for replay: the replay diverged from the recording"))
    #expect(help.contains("diff: the recordings differ"))
  }

  @Test(arguments: [
    ("inspect", "$ ilog inspect session/"), ("stats", "$ ilog stats session/"),
    ("diff", "$ ilog diff Recordings/start-workout session/"),
  ])
  func eachCommandsHelpHasAnExampleAndItsExitStatus(command: String, example: String) throws {
    let type: any ParsableCommand.Type =
      switch command {
      case "inspect": ILog.Inspect.self
      case "stats": ILog.Stats.self
      default: ILog.Diff.self
      }
    let help = ILog.helpMessage(for: type, columns: 100)
    #expect(help.contains("EXAMPLES:"))
    #expect(help.contains(example))
    #expect(help.contains("EXIT STATUS: 0"))
  }
}
