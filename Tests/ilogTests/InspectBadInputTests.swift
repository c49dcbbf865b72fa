import Foundation
import InteractionLog
import InteractionTestSupport
import Testing

/// Input `inspect`, `stats` and `diff` cannot read, damaged input, and input from a newer
/// writer: a one-line message and status 2 for what is unreadable, the report up to the damage
/// and status 1 for what is damaged, never a crash.
@Suite struct InspectBadInputTests {
  @Test(arguments: BadInputTests.Input.allCases, ["inspect", "stats"])
  func unreadableInputExits2WithOneLine(input: BadInputTests.Input, command: String) throws {
    let directory = TemporaryDirectory()
    let (path, what) = try input.make(in: directory)
    let argument = input == .textFileInADirectory ? directory.file("session") : path
    let outcome = try ILogBinary.run([command, argument])
    #expect(!outcome.crashed, "\(outcome.error)")
    #expect(outcome.output == "")
    #expect(outcome.error == "ilog: \(what): \(path)\n")
    #expect(outcome.status == 2)
  }

  @Test(arguments: BadInputTests.Input.allCases, [true, false])
  func diffWithAnUnreadableSideExits2(input: BadInputTests.Input, first: Bool) throws {
    let directory = TemporaryDirectory()
    let (path, what) = try input.make(in: directory)
    let argument = input == .textFileInADirectory ? directory.file("session") : path
    let good = try directory.directory("good")
    try SessionLogs.writeSession(in: good)
    let outcome = try ILogBinary.run(["diff"] + (first ? [argument, good] : [good, argument]))
    #expect(!outcome.crashed, "\(outcome.error)")
    #expect(outcome.output == "")
    #expect(outcome.error == "ilog: \(what): \(path)\n")
    #expect(outcome.status == 2)
  }

  @Test(arguments: ["inspect", "stats"])
  func anUnreadableInputBesideAGoodSessionStopsBeforePrintingAnything(command: String) throws {
    let directory = TemporaryDirectory()
    let good = try directory.directory("good")
    try SessionLogs.writeSession(in: good)
    let outcome = try ILogBinary.run([command, good, directory.file("missing.ilog")])
    #expect(outcome.output == "")
    #expect(
      outcome.errorLines == [
        "ilog: cannot open (No such file or directory): \(directory.file("missing.ilog"))"
      ])
    #expect(outcome.status == 2)
  }

  @Test func aTornLogIsInspectedUpToTheTearWithStatus1() throws {
    let torn = try TornNotes()
    let outcome = try ILogBinary.run(["inspect", torn.path])
    let lines = outcome.outputLines
    #expect(!outcome.crashed)
    #expect(lines.first == torn.path)
    #expect(
      lines.contains {
        $0.hasPrefix("  torn.ilog  app")
          && $0.hasSuffix("torn at byte \(torn.lastBlockOffset), no end event")
      })
    #expect(
      lines.contains {
        $0.hasPrefix(
          "  damage  torn.ilog: byte \(torn.lastBlockOffset): torn-tail: the file ends inside the block"
        )
      })
    #expect(
      lines.last
        == "  the log is torn (its process stopped mid-write): everything before the tear is inspected"
    )
    #expect(outcome.error == "")
    #expect(outcome.status == 1)
  }

  @Test(arguments: ["json", "markdown"])
  func withDataOnStandardOutputTheDamageIsAlsoOnStandardError(format: String) throws {
    let torn = try TornNotes()
    let outcome = try ILogBinary.run(["inspect", "--format", format, torn.path])
    #expect(
      outcome.errorLines.first?.hasPrefix(
        "ilog: damage: \(torn.path): byte \(torn.lastBlockOffset): torn-tail:") == true)
    #expect(outcome.errorLines.count == 1)
    #expect(outcome.status == 1)
  }

  @Test func strictPolicyFailsAtTheTearWithTheDamage() throws {
    let torn = try TornNotes()
    let outcome = try ILogBinary.run(["inspect", "--policy", "strict", torn.path])
    #expect(!outcome.crashed)
    #expect(
      outcome.error.hasPrefix(
        "ilog: damage: \(torn.path): byte \(torn.lastBlockOffset): torn-tail: "))
    #expect(outcome.status == 1)
  }

  @Test(arguments: ["inspect", "stats"])
  func aLogThatStopsBetweenBlocksIsNotClosedCleanly(command: String) throws {
    let torn = try TornNotes(cut: .atLastBlock)
    let outcome = try ILogBinary.run([command, "--format", "json", torn.path])
    #expect(outcome.errorLines == ["ilog: \(torn.path): not closed cleanly (no end event)"])
    #expect(outcome.status == 1)
  }

  @Test func anEventOfAFutureKindIsKeptCountedAndNotAFailure() throws {
    let directory = TemporaryDirectory()
    var session = try ScriptedSession(in: directory)
    session.configureView([], on: "View#1", answers: [(true, [])])
    session.futureEvent()
    try session.close()
    let outcome = try ILogBinary.run(["inspect", session.directory])
    #expect(
      outcome.outputLines.contains { $0.hasSuffix("closed cleanly, 1 event of unknown kinds") })
    #expect(
      outcome.outputLines.last
        == "  events of kinds this version does not know, kept but not inspected: futureKind 1")
    #expect(outcome.status == 0)
    let stats = try ILogBinary.run(["stats", session.directory])
    #expect(
      stats.outputLines.contains {
        $0.hasPrefix("  futureKind (unknown kind)") && $0.hasSuffix(" 1")
      })
    #expect(stats.status == 0)
  }

  @Test func aLineOfAFutureFormatVersionIsDamageNamingBothVersions() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("future.ilog")
    // A newer writer's file: a header this reader reads, then a line of format version 2.
    var lines = [
      #"{"v":1,"seq":1,"kind":"header","time":"2026-11-21T09:30:00.000100Z","mono":1,"pid":9,"role":"ui-extension","thread":1,"session":"F-1","format":"ilog/1","tool":"newer 9.0","platform":"test","metadata":{}}"#,
      #"{"v":2,"seq":2,"kind":"hologram","time":"2026-11-21T09:30:00.000200Z","mono":2,"pid":9,"role":"ui-extension","thread":1,"session":"F-1"}"#,
    ]
    lines.append("")
    let gzip = try #require(ILogBinary.tool("gzip"))
    let plain = directory.file("future.txt")
    try lines.joined(separator: "\n").write(toFile: plain, atomically: true, encoding: .utf8)
    let compressed = try ILogBinary.run(gzip, ["-c", plain])
    try compressed.outputData.write(to: URL(fileURLWithPath: path))
    let outcome = try ILogBinary.run(["inspect", path])
    #expect(!outcome.crashed)
    #expect(
      outcome.outputLines.contains(
        "  damage  future.ilog: byte 0, line 2: invalid-event: format version 2, this reader reads version 1"
      ))
    #expect(outcome.status == 1)
  }
}
