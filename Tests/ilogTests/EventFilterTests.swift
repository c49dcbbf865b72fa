import Foundation
import InteractionLog
import InteractionModel
import Testing

@testable import ilog

/// `ilog events`' filters by writer, intent, parameter and time: the built binary on a session,
/// and the matching rules on their own.
@Suite struct EventFilterTests {
  static let lines = EventsCommandTests.sessionLines

  static func kind(_ line: String) -> String { EventsCommandTests.kind(of: line) }

  static func session() throws -> (TemporaryDirectory, String) {
    let directory = TemporaryDirectory("filters")
    let session = try directory.directory("session")
    try SessionLogs.writeSession(in: session)
    return (directory, session)
  }

  @Test func roleAndProcessIDKeepOneWriter() throws {
    let (directory, session) = try Self.session()
    _ = directory
    let ui = try ILogBinary.run(["events", "--role", "ui-extension", session])
    #expect(ui.outputLines == Self.lines.filter { $0.contains("  ui-extension  ") })
    #expect(ui.outputLines.count == 8)
    let pid = try ILogBinary.run(["events", "--pid", "4242", session])
    #expect(pid.outputLines == Self.lines.filter { $0.contains("  intents-extension  ") })
    let both = try ILogBinary.run(["events", "--pid", "4242", "--pid", "4243", session])
    #expect(both.outputLines == Self.lines)
    let none = try ILogBinary.run(["events", "--role", "app", session])
    #expect(none.output == "" && none.status == 0)
  }

  @Test func intentKeepsTheCallsLinkedToIt() throws {
    let (directory, session) = try Self.session()
    _ = directory
    let outcome = try ILogBinary.run(["events", "--intent", "INStartWorkoutIntent", session])
    // Everything but the headers, the note and the ends: resolves and completions included,
    // through their handler and call, and the UI's calls through their interaction.
    let unrelated: Set = ["header", "end", "note"]
    #expect(outcome.outputLines == Self.lines.filter { !unrelated.contains(Self.kind($0)) })
    let other = try ILogBinary.run(["events", "--intent", "INSendMessageIntent", session])
    #expect(other.output == "")
  }

  @Test func parameterKeepsTheCallsThatMentionIt() throws {
    let (directory, session) = try Self.session()
    _ = directory
    let outcome = try ILogBinary.run(["events", "--parameter", "workoutName", session])
    #expect(
      outcome.outputLines
        == Self.lines.filter {
          $0.contains("parameter=workoutName")
            || $0.contains("parameters=[INStartWorkoutIntent.workoutName]")
            || $0.contains("claimed=[INStartWorkoutIntent.workoutName]")
        })
    #expect(outcome.outputLines.count == 4)
    let qualified = try ILogBinary.run([
      "events", "--parameter", "INStartWorkoutIntent.workoutName", session,
    ])
    #expect(qualified.outputLines == outcome.outputLines)
    let otherClass = try ILogBinary.run([
      "events", "--parameter", "INOtherIntent.workoutName", session,
    ])
    #expect(otherClass.output == "")
  }

  @Test func sinceAndUntilAreInclusive() throws {
    let (directory, session) = try Self.session()
    _ = directory
    let outcome = try ILogBinary.run([
      "events", "--since", "2026-11-21T19:38:00.003Z", "--until", "2026-11-21T20:38:00.005+01:00",
      session,
    ])
    #expect(outcome.outputLines == Array(Self.lines[2...4]))
  }

  @Test func filtersCombine() throws {
    let (directory, session) = try Self.session()
    _ = directory
    let outcome = try ILogBinary.run([
      "events", "--intent", "INStartWorkoutIntent", "--kind", "resolveCompletion", "--parameter",
      "goalValue", session,
    ])
    #expect(outcome.outputLines == [Self.lines[7]])
  }

  @Test func parameterPatternsMatchKeyPathsAndWhatLiesBelow() {
    let accounts = ParameterPattern("accounts")
    #expect(accounts.className == nil && accounts.keyPath == "accounts")
    #expect(
      accounts.matches(className: "INSearchForAccountsIntentResponse", keyPath: "accounts[1]"))
    #expect(accounts.matches(className: nil, keyPath: "accounts.nickname"))
    #expect(!accounts.matches(className: nil, keyPath: "accountsTotal"))
    let indexed = ParameterPattern("INSearchForAccountsIntentResponse.accounts[1]")
    #expect(indexed.className == "INSearchForAccountsIntentResponse")
    #expect(
      indexed.matches(
        className: "INSearchForAccountsIntentResponse", keyPath: "accounts[1].balance"))
    #expect(
      !indexed.matches(className: "INSearchForAccountsIntentResponse", keyPath: "accounts[2]"))
    #expect(!indexed.matches(className: "INSearchForAccountsIntent", keyPath: "accounts[1]"))
    // A resolve parameter whose intent the log does not link is given the benefit of the doubt.
    #expect(indexed.matches(className: nil, keyPath: "accounts[1]"))
    let nested = ParameterPattern("rideStatus.driver")
    #expect(nested.className == nil)
    #expect(nested.matches(className: "R", keyPath: "rideStatus.driver.name"))
  }

  @Test func anEmptyFilterKeepsEverythingAndNeedsNoLinks() {
    let filter = EventFilter()
    #expect(!filter.needsIntentClass)
    let event = EventRendererTests.event(.note(text: "n", metadata: [:]))
    #expect(filter.accepts(event))
    #expect(!EventFilter(parameters: [ParameterPattern("x")]).needsIntentClass)
    #expect(EventFilter(parameters: [ParameterPattern("A.x")]).needsIntentClass)
  }
}

/// `ilog export`, as JSON Lines and as CSV.
@Suite struct ExportCommandTests {
  @Test(.enabled(if: ILogBinary.tool("gzip") != nil))
  func jsonlIsTheLogsOwnLines() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("ui.ilog")
    try SessionLogs.writeUIExtension(to: path)
    let outcome = try ILogBinary.run(["export", path])
    let gzip = try ILogBinary.run(#require(ILogBinary.tool("gzip")), ["-dc", path])
    #expect(outcome.outputData == gzip.outputData)
    #expect(outcome.status == 0)
  }

  @Test func csvHasAHeaderAndARowPerEventQuotedAsRFC4180Says() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("ui.ilog")
    try SessionLogs.writeUIExtension(to: path)
    let outcome = try ILogBinary.run(["export", "--format", "csv", path])
    #expect(outcome.status == 0)
    let rows = outcome.output.components(separatedBy: "\r\n")
    #expect(rows.last == "")
    #expect(rows.count == 1 + 8 + 1)
    #expect(rows[0] == "seq,time,role,pid,kind,interaction,instance,call,summary")
    #expect(
      rows[3]
        == "3,2026-11-21T19:38:00.003000Z,ui-extension,4243,configureView,I-1,IntentViewController#1,1,"
        + "parameters=[] behavior=none context=siriSnippet")
    // The note's text holds double quotes: the field is quoted and they are doubled.
    #expect(
      rows[7]
        == "7,2026-11-21T19:38:00.007000Z,ui-extension,4243,note,,,,"
        + #""text=""tapped \""Start\"""" metadata={by=tester}""#)
  }

  @Test func filtersApplyToExport() throws {
    let directory = TemporaryDirectory()
    let session = try directory.directory("session")
    try SessionLogs.writeSession(in: session)
    let outcome = try ILogBinary.run([
      "export", "--format", "csv", "--role", "ui-extension", "--kind", "end", session,
    ])
    #expect(outcome.output.components(separatedBy: "\r\n").count == 3)
  }

  @Test func csvFieldsAreQuotedOnlyWhenTheyMustBe() {
    #expect(EventCSV.field("plain") == "plain")
    #expect(EventCSV.field("a,b") == "\"a,b\"")
    #expect(EventCSV.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
    #expect(EventCSV.field("two\nlines") == "\"two\nlines\"")
    #expect(EventCSV.field("cr\r") == "\"cr\r\"")
    #expect(EventCSV.field("") == "")
    #expect(EventCSV.row(["1", "x,y"]) == "1,\"x,y\"\r\n")
  }

  @Test func aTornLogExportsWhatPrecedesTheTearAndExits1() throws {
    let torn = try TornNotes()
    let outcome = try ILogBinary.run(["export", torn.path])
    #expect(outcome.status == 1)
    #expect(outcome.errorLines.count == 1)
    #expect(
      outcome.error.hasPrefix("ilog: damage: \(torn.path): byte \(torn.lastBlockOffset): torn-tail")
    )
  }
}

/// The progress line: drawn on a terminal only, throttled, cleared at the end.
@Suite struct ProgressMeterTests {
  final class Recorder {
    var now = ContinuousClock.now
    var written: [String] = []
  }

  static func meter(_ recorder: Recorder, enabled: Bool = true) -> ProgressMeter {
    ProgressMeter(
      "verify", files: [], isEnabled: enabled,
      environment: .init(now: { recorder.now }, write: { recorder.written.append($0) }))
  }

  @Test func nothingDuringTheFirstHalfSecondThenAtMostTenTimesASecond() {
    let recorder = Recorder()
    let meter = Self.meter(recorder)
    for _ in 0..<1024 { meter.advance(file: "a", to: 0) }
    #expect(recorder.written.isEmpty)
    recorder.now += .milliseconds(600)
    for _ in 0..<256 { meter.advance(file: "a", to: 0) }
    #expect(recorder.written == ["\r\u{1B}[Kverify  100%  0.0 MB of 0.0 MB  1280 events"])
    for _ in 0..<512 { meter.advance(file: "a", to: 0) }
    #expect(recorder.written.count == 1)
    recorder.now += .milliseconds(150)
    for _ in 0..<256 { meter.advance(file: "a", to: 0) }
    #expect(recorder.written.count == 2)
    meter.finish()
    #expect(recorder.written.last == "\r\u{1B}[K")
    meter.finish()
    #expect(recorder.written.count == 3)
  }

  @Test func nothingAtAllWhenNotATerminal() {
    let recorder = Recorder()
    let meter = Self.meter(recorder, enabled: false)
    recorder.now += .seconds(5)
    for _ in 0..<10_000 { meter.advance(file: "a", to: 0) }
    meter.finish()
    #expect(recorder.written.isEmpty)
  }

  @Test func megabytesHaveOneDecimal() {
    #expect(ProgressMeter.megabytes(0) == "0.0 MB")
    #expect(ProgressMeter.megabytes(12_345_678) == "12.3 MB")
    #expect(ProgressMeter.megabytes(999_999) == "1.0 MB")
  }

  @Test(.enabled(if: ILogBinary.tool("script") != nil, "needs script(1) for a terminal"))
  func aLongVerifyOnATerminalShowsProgressThenClearsIt() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("big.ilog")
    let writer = try ILogBinary.run(
      ILogBinary.path(of: "log-writer-child"), [path, "--count", "12000"])
    #expect(writer.status == 0)
    let ilog = try ILogBinary.path()
    let outcome = try ILogBinary.run(
      #require(ILogBinary.tool("script")), ["-qec", "\(ilog) verify \(path)", "/dev/null"])
    // On a terminal both streams arrive together: the meter, its clearing, then the report.
    let text = outcome.output
    #expect(text.hasPrefix("\r\u{1B}[Kverify  "), "\(text.prefix(80))")
    #expect(text.contains("\r\u{1B}[K\(path)\r\n"))
    #expect(text.hasSuffix("1 file, 12002 events: 1 clean\r\n"))
  }
}
