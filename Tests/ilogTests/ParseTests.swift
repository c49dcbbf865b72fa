import ArgumentParser
import InteractionLog
import Testing

@testable import ilog

@Suite struct ParseTests {
  @Test func eventsDefaultsToTextPointInTimeAndEveryEvent() throws {
    let command = try #require(try ILog.parseAsRoot(["events", "a.ilog"]) as? ILog.Events)
    #expect(command.input.paths == ["a.ilog"])
    #expect(command.json == false)
    #expect(command.kinds.isEmpty)
    #expect(command.interaction == nil)
    #expect(command.fromSequence == nil)
    #expect(command.policy == .pointInTime)
    #expect(command.filter == EventFilter(kinds: [], interaction: nil))
  }

  @Test func eventsTakesEveryOptionAndSeveralPaths() throws {
    let arguments = [
      "events", "--json", "--kind", "resolve", "--kind", "resolveCompletion", "--interaction",
      "I-1", "--from-seq", "40", "--policy", "salvage", "session", "other.ilog",
    ]
    let command = try #require(try ILog.parseAsRoot(arguments) as? ILog.Events)
    #expect(command.input.paths == ["session", "other.ilog"])
    #expect(command.json)
    #expect(command.kinds == ["resolve", "resolveCompletion"])
    #expect(command.interaction == "I-1")
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
    #expect(help.contains("events"))
    #expect(help.contains("verify"))
  }

  @Test(arguments: [("events", "$ ilog events session/"), ("verify", "$ ilog verify session/")])
  func eachCommandsHelpHasAnExample(command: String, example: String) throws {
    let subcommand: any ParsableCommand.Type =
      command == "events" ? ILog.Events.self : ILog.Verify.self
    let help = ILog.helpMessage(for: subcommand, columns: 100)
    #expect(help.contains("EXAMPLES:"))
    #expect(help.contains(example))
  }
}
