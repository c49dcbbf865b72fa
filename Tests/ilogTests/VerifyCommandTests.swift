import Foundation
import InteractionLog
import InteractionTestSupport
import Testing

/// `ilog verify`, run as the built binary on logs written to a temporary directory.
@Suite(.enabled(if: ILogBinary.tool("gzip") != nil, "needs gzip to measure payloads"))
struct VerifyCommandTests {
  /// The uncompressed size of a log, as gzip sees it.
  static func payloadBytes(_ path: String) throws -> Int {
    let gzip = try ILogBinary.run(#require(ILogBinary.tool("gzip")), ["-dc", path])
    return gzip.outputData.count
  }

  static func bytesRow(_ path: String, compressed: Int64? = nil) throws -> String {
    let compressed = try compressed ?? LogSurgery.size(of: path)
    let payload = try payloadBytes(path)
    let ratio = String(format: "%.3f", Double(compressed) / Double(payload))
    return "  bytes      \(compressed) compressed, \(payload) uncompressed, ratio \(ratio)"
  }

  @Test func aCleanLogReportsEveryCountAndExits0() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("ui-extension.ilog")
    try SessionLogs.writeUIExtension(to: path)
    let outcome = try ILogBinary.run(["verify", path])
    #expect(
      outcome.outputLines == [
        path,
        "  status     clean, closed cleanly",
        "  blocks     1 (0 open)",
        "  events     8, sequence 1-8",
        "  kinds      configureView 2, configureViewCompletion 2, end 1, header 1, interaction 1, note 1",
        try Self.bytesRow(path),
        "  header     yes",
        "  end event  yes",
        "  damage     none",
        "1 file, 8 events: 1 clean",
      ])
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
  }

  @Test func aSessionDirectoryIsReportedFileByFile() throws {
    let directory = TemporaryDirectory()
    let session = try directory.directory("session")
    try SessionLogs.writeSession(in: session)
    let outcome = try ILogBinary.run(["verify", session])
    let lines = outcome.outputLines
    #expect(lines.count == 20)
    #expect(lines.first == "\(session)/intents-extension-4242.ilog")
    #expect(lines.contains("  events     12, sequence 1-12"))
    #expect(lines.contains("\(session)/ui-extension-4243.ilog"))
    #expect(lines.contains("  events     8, sequence 1-8"))
    #expect(lines.filter { $0 == "  status     clean, closed cleanly" }.count == 2)
    #expect(lines.dropLast().last == "session \(session): 2 files, every one closed cleanly")
    #expect(lines.last == "2 files, 20 events: 2 clean")
    #expect(outcome.status == 0)
  }

  @Test func eachSessionSaysWhichProcessesFilesWereNotClosedCleanly() throws {
    let directory = TemporaryDirectory()
    let clean = try directory.directory("clean")
    try SessionLogs.writeSession(in: clean)
    let broken = try directory.directory("broken")
    try SessionLogs.writeSession(in: broken)
    let torn = "\(broken)/ui-extension-4243.ilog"
    try LogSurgery.truncate(torn, to: try LogSurgery.size(of: torn) - 10)
    let single = directory.file("single.ilog")
    try SessionLogs.writeUIExtension(to: single)
    let outcome = try ILogBinary.run(["verify", clean, single, broken])
    #expect(
      outcome.outputLines.suffix(3).dropLast() == [
        "session \(clean): 2 files, every one closed cleanly",
        "session \(broken): 2 files, 1 not closed cleanly: ui-extension-4243.ilog (torn)",
      ])
    #expect(outcome.outputLines.last?.hasSuffix(" events: 4 clean, 1 torn") == true)
    #expect(outcome.status == 1)
  }

  @Test func aTornLogNamesTheTornBlockAndExits1() throws {
    let torn = try TornNotes()
    let outcome = try ILogBinary.run(["verify", torn.path])
    let events = try ILogBinary.run(["events", torn.path]).outputLines.count
    let lines = outcome.outputLines
    #expect(
      lines.contains(
        "  status     torn: torn tail at byte \(torn.lastBlockOffset); "
          + "not closed cleanly (no end event)"))
    #expect(lines.contains("  events     \(events), sequence 1-\(events)"))
    #expect(lines.contains("  header     yes"))
    #expect(lines.contains("  end event  no"))
    #expect(lines.contains("  damage     1"))
    #expect(
      lines.contains {
        $0.hasPrefix(
          "    byte \(torn.lastBlockOffset): torn-tail: the file ends inside the block that starts here"
        )
      })
    #expect(lines.last == "1 file, \(events) events: 1 torn")
    #expect(outcome.error == "")
    #expect(outcome.status == 1)
  }

  @Test func garbageAfterTheEndIsDamageAtItsOffsetAndExits1() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("ui-extension.ilog")
    try SessionLogs.writeUIExtension(to: path)
    let size = try LogSurgery.size(of: path)
    try LogSurgery.append(Array("not a gzip block\n".utf8), to: path)
    let outcome = try ILogBinary.run(["verify", path])
    let lines = outcome.outputLines
    #expect(lines.contains("  status     damaged: corrupt-block at byte \(size)"))
    #expect(lines.contains("  events     8, sequence 1-8"))
    #expect(lines.contains("  end event  yes"))
    #expect(
      lines.contains(
        "    byte \(size): corrupt-block: expected gzip magic 0x1f 0x8b, found 0x6e 0x6f"))
    #expect(lines.last == "1 file, 8 events: 1 damaged")
    #expect(outcome.status == 1)
  }

  @Test func aLogThatStopsBetweenBlocksIsNotClosedCleanlyAndExits1() throws {
    let torn = try TornNotes(cut: .atLastBlock)
    let outcome = try ILogBinary.run(["verify", torn.path])
    let lines = outcome.outputLines
    #expect(lines.contains("  status     not closed cleanly: not closed cleanly (no end event)"))
    #expect(lines.contains("  damage     none"))
    #expect(lines.contains(try Self.bytesRow(torn.path)))
    #expect(lines.last == "1 file, \(torn.eventsBeforeLastBlock) events: 1 not closed cleanly")
    #expect(outcome.status == 1)
  }

  @Test func oneBadFileAmongCleanOnesFailsTheRun() throws {
    let torn = try TornNotes()
    let outcome = try ILogBinary.run(["verify", torn.cleanPath, torn.path])
    #expect(outcome.outputLines.first == torn.cleanPath)
    #expect(outcome.outputLines.contains(torn.path))
    #expect(outcome.outputLines.last?.hasSuffix(": 1 clean, 1 torn") == true)
    #expect(outcome.status == 1)
  }

  @Test(
    .enabled(
      if: PseudoTerminalCommand.installed != nil,
      Comment(rawValue: PseudoTerminalCommand.unavailableReason)))
  func aLongVerifyOnATerminalShowsProgressThenClearsIt() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("big.ilog")
    // Long enough that verifying takes well over the meter's half-second delay on a quiet, fast
    // machine too, read on one thread: 40 000 events read on two took 0.41 s in a debug build
    // on such a machine, and the meter never showed; 100 000 on one take about 1.5 s.
    let writer = try ILogBinary.run(
      ILogBinary.path(of: "log-writer-child"), [path, "--count", "100000"])
    #expect(writer.status == 0)
    let ilog = try ILogBinary.path()
    let outcome = try #require(
      PseudoTerminalCommand("ILOG_READ_THREADS=1 \(ilog) verify \(path)")
    ).run()
    // On a terminal both streams arrive together: the meter, its clearing, then the report.
    let text = outcome.output
    #expect(text.hasPrefix("\r\u{1B}[Kverify  "), "\(text.prefix(80))")
    #expect(text.contains("\r\u{1B}[K\(path)\r\n"))
    #expect(text.hasSuffix("1 file, 100002 events: 1 clean\r\n"))
  }
}
