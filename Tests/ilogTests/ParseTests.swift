import ArgumentParser
// For `contains(_:)` with a string: without Foundation it is the one from macOS 13.
import Foundation
import ILogSupport
import InteractionInspector
import InteractionLog
import Testing

@testable import ilog

@Suite struct ParseTests {
  @Test func eventsDefaultsToTextPointInTimeAndEveryEvent() throws {
    let command = try #require(try ILog.parseAsRoot(["events", "a.ilog"]) as? ILog.Events)
    #expect(command.input.paths == ["a.ilog"])
    #expect(command.json == false)
    #expect(command.filterOptions.kinds.isEmpty)
    #expect(command.filterOptions.interaction == nil)
    #expect(command.fromSequence == nil)
    #expect(command.policy == .pointInTime)
    #expect(command.filter == EventFilter())
  }

  @Test func eventsTakesEveryOptionAndSeveralPaths() throws {
    let arguments = [
      "events", "--json", "--kind", "resolve", "--kind", "resolveCompletion", "--interaction",
      "I-1", "--from-seq", "40", "--policy", "salvage", "session", "other.ilog",
    ]
    let command = try #require(try ILog.parseAsRoot(arguments) as? ILog.Events)
    #expect(command.input.paths == ["session", "other.ilog"])
    #expect(command.json)
    #expect(command.filterOptions.kinds == ["resolve", "resolveCompletion"])
    #expect(command.filterOptions.interaction == "I-1")
    #expect(command.fromSequence == 40)
    #expect(command.policy == .salvage)
    #expect(command.filter.kinds == [.resolve, .resolveCompletion])
    #expect(command.filter.unknownKinds.isEmpty)
  }

  @Test(arguments: RecoveryPolicy.allCases)
  func everyPolicyParsesByItsName(policy: RecoveryPolicy) throws {
    let command = try #require(
      try ILog.parseAsRoot(["events", "--policy", policy.rawValue, "a.ilog"]) as? ILog.Events)
    #expect(command.policy == policy)
  }

  @Test func unknownKindsAreKeptForNewerWriters() throws {
    let command = try #require(
      try ILog.parseAsRoot(["events", "--kind", "futureKind", "--kind", "note", "a.ilog"])
        as? ILog.Events)
    #expect(command.filter.kinds == [EventKind(rawValue: "futureKind"), .note])
    #expect(command.filter.unknownKinds == [EventKind(rawValue: "futureKind")])
  }

  @Test func verifyTakesPaths() throws {
    let command = try #require(
      try ILog.parseAsRoot(["verify", "a.ilog", "session"]) as? ILog.Verify)
    #expect(command.input.paths == ["a.ilog", "session"])
  }

  @Test func eventsTakesTheNewFilters() throws {
    let arguments = [
      "events", "--role", "ui-extension", "--role", "app", "--pid", "4242", "--intent",
      "INStartWorkoutIntent", "--parameter", "workoutName", "--parameter",
      "INSearchForAccountsIntentResponse.accounts[1]", "--since", "2026-11-21T19:38:00Z",
      "--until", "2026-11-21T20:38:00.5+01:00", "s",
    ]
    let command = try #require(try ILog.parseAsRoot(arguments) as? ILog.Events)
    let filter = command.filter
    #expect(filter.roles == [.uiExtension, .app])
    #expect(filter.processIDs == [4242])
    #expect(filter.intents == ["INStartWorkoutIntent"])
    #expect(
      filter.parameters.map(\.description) == [
        "workoutName", "INSearchForAccountsIntentResponse.accounts[1]",
      ])
    #expect(filter.parameters.map(\.className) == [nil, "INSearchForAccountsIntentResponse"])
    #expect(filter.since == WallTime("2026-11-21T19:38:00Z"))
    #expect(filter.until == WallTime("2026-11-21T19:38:00.5Z"))
    #expect(filter.needsIntentClass)
  }

  @Test func tailDefaultsToTheLastTenWithoutFollowing() throws {
    let command = try #require(try ILog.parseAsRoot(["tail", "s"]) as? ILog.Tail)
    #expect(command.count == 10 && !command.follow && !command.untilEnd && !command.json)
    #expect(command.interval == 0.25)
    let follow = try #require(
      try ILog.parseAsRoot([
        "tail", "-f", "-n", "0", "--until-end", "--interval", "0.05", "--kind", "end", "s",
      ])
        as? ILog.Tail)
    #expect(follow.follow && follow.untilEnd && follow.count == 0 && follow.interval == 0.05)
    #expect(follow.filterOptions.filter.kinds == [.end])
  }

  @Test func exportTakesAFormat() throws {
    let plain = try #require(try ILog.parseAsRoot(["export", "s"]) as? ILog.Export)
    #expect(plain.format == .jsonl)
    let csv = try #require(
      try ILog.parseAsRoot(["export", "--format", "csv", "--policy", "salvage", "s"])
        as? ILog.Export)
    #expect(csv.format == .csv && csv.policy == .salvage)
  }

  @Test func recoverAndRedactTakeASourceAndAnOutput() throws {
    let recover = try #require(
      try ILog.parseAsRoot(["recover", "in.ilog", "-o", "out.ilog"]) as? ILog.Recover)
    #expect(recover.copy.source == "in.ilog" && recover.copy.output == "out.ilog")
    let redact = try #require(
      try ILog.parseAsRoot([
        "redact", "s", "--output", "o", "--key-path", "content", "--key-path", "a.b",
      ])
        as? ILog.Redact)
    #expect(redact.copy.source == "s" && redact.copy.output == "o")
    #expect(redact.policy.keyPaths == ["content", "a.b"] && !redact.policy.redactsAllStrings)
    let all = try #require(
      try ILog.parseAsRoot(["redact", "s", "-o", "o", "--all-strings"]) as? ILog.Redact)
    #expect(all.policy.redactsAllStrings && all.policy.keyPaths.isEmpty)
  }

  static let usageErrors: [([String], String)] = [
    (["events"], "Missing expected argument '<file-or-dir> ...'"),
    (["verify"], "Missing expected argument '<file-or-dir> ...'"),
    (["events", "--policy", "bogus", "a.ilog"], "The value 'bogus' is invalid for '--policy"),
    (["events", "--from-seq", "0", "a.ilog"], "--from-seq: sequence numbers start at 1."),
    (["events", "--from-seq", "first", "a.ilog"], "The value 'first' is invalid for '--from-seq"),
    (["events", "--kind", "", "a.ilog"], "--kind needs a kind name."),
    (["events", "--interaction", "", "a.ilog"], "--interaction needs an interaction identifier."),
    (["verify", "--json", "a.ilog"], "Unknown option '--json'"),
    (["inspect"], "Missing expected argument '<file-or-dir> ...'"),
    (["frobnicate", "a.ilog"], "2 unexpected arguments: 'frobnicate', 'a.ilog'"),
    (["events", "--since", "yesterday", "a.ilog"], "--since: expected an RFC 3339 time such as"),
    (
      ["events", "--since", "2026-11-21T19:38:01Z", "--until", "2026-11-21T19:38:00Z", "a.ilog"],
      "--until 2026-11-21T19:38:00.000000Z is before --since 2026-11-21T19:38:01.000000Z."
    ),
    (["events", "--pid", "me", "a.ilog"], "The value 'me' is invalid for '--pid"),
    (["events", "--parameter", "", "a.ilog"], "--parameter needs a parameter key path."),
    (["tail", "--lines=-1", "a.ilog"], "-n: the number of events cannot be negative."),
    (["tail", "--until-end", "a.ilog"], "--until-end goes with -f."),
    (["tail", "-f", "--interval", "0", "a.ilog"], "--interval: between 0 and 3600 seconds"),
    (["export", "--format", "xml", "a.ilog"], "The value 'xml' is invalid for '--format"),
    (["recover", "a.ilog"], "Missing expected argument '--output <out>'"),
    (["recover", "a.ilog", "b.ilog", "-o", "c"], "Unexpected argument 'b.ilog'"),
    (
      ["redact", "a.ilog", "-o", "b"],
      "Say what to redact: --key-path <path> (repeatable) or --all-strings."
    ),
    (["redact", "a.ilog", "-o", "b", "--key-path", "."], "--key-path needs a key path"),
  ]

  @Test(arguments: usageErrors)
  func usageErrorsExitWithStatus2(arguments: [String], message: String) throws {
    let error = try #require(throws: (any Error).self) { try ILog.parseAsRoot(arguments) }
    // ArgumentParser alone would exit with 64 (EX_USAGE); main() maps it to 2.
    #expect(ILog.exitCode(for: error) == .validationFailure)
    let failure = try #require(ILog.failure(for: error))
    #expect(failure.status == 2)
    #expect(failure.message.hasPrefix("ilog: \(message)"))
    #expect(failure.message.contains("Usage: ilog"))
  }

  @Test func unreadableInputExitsWith2AndDamageWith1() throws {
    let input = try #require(
      ILog.failure(for: InputError(what: "not a log (empty file)", location: "e.ilog")))
    #expect(input.status == 2)
    #expect(input.message == "ilog: not a log (empty file): e.ilog")

    let missing = try #require(
      ILog.failure(for: LogReadError.notALogPath("session")))
    #expect(missing.status == 2)
    #expect(missing.message == "ilog: not a log file or a directory of *.ilog files: session")

    let damage = LogDamage(kind: .tornTail, file: "t.ilog", offset: 40, message: "the end")
    let damaged = try #require(ILog.failure(for: LogReadError.damaged(damage)))
    #expect(damaged.status == 1)
    #expect(damaged.message == "ilog: damage: t.ilog: byte 40: torn-tail: the end")
  }

  @Test func aReportJSONCannotWriteExitsWith2NamingTheMember() throws {
    let error = JSONEncodeError(path: "stats.compressionRatio", reason: "JSON has no text for nan")
    let failure = try #require(ILog.failure(for: error))
    #expect(failure.status == 2)
    #expect(
      failure.message
        == "ilog: cannot write stats.compressionRatio as JSON: JSON has no text for nan")
  }

  @Test func helpVersionAndChosenExitCodesAreLeftToArgumentParser() {
    #expect(ILog.failure(for: CleanExit.helpRequest()) == nil)
    #expect(ILog.failure(for: ExitCode(1)) == nil)
    #expect(ILog.exitCode(for: ExitCode(1)) == ExitCode(1))
    #expect(ILog.configuration.version == LogFormat.toolVersion)
  }

  @Test func rootHelpListsTheExitCodes() {
    let help = ILog.helpMessage(columns: 100)
    #expect(help.contains("EXIT STATUS:"))
    #expect(help.contains("  0  all is well"))
    #expect(help.contains("  1  findings: damage, a torn tail, or a file not closed cleanly"))
    #expect(help.contains("  2  usage error, or unreadable input"))
    for command in ["events", "verify", "tail", "watch", "export", "recover", "redact"] {
      #expect(help.contains("  \(command) "), "\(command) is not listed")
    }
  }

  static let commands = ["events", "verify", "tail", "watch", "export", "recover", "redact"]

  @Test(arguments: commands)
  func eachCommandsHelpHasAnExample(command: String) throws {
    let subcommand = try #require(
      ILog.configuration.subcommands.first { $0._commandName == command })
    let help = ILog.helpMessage(for: subcommand, columns: 100)
    #expect(help.contains("EXAMPLES:"))
    #expect(help.contains("$ ilog \(command) session/"))
  }
}
