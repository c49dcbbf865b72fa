import Foundation
import InteractionLog
import InteractionTestSupport
import Testing

/// `ilog tail`, run as the built binary.
///
/// The last events, and `-f` on a log another process is writing (Tools/log-writer-child).
/// Serialized: the following tests watch the clock.
@Suite(.serialized) struct TailCommandTests {
  /// The sequence numbers at the start of printed text lines.
  static func sequences(_ lines: [String]) -> [UInt64] {
    lines.compactMap { UInt64($0.prefix(6).trimmingCharacters(in: .whitespaces)) }
  }

  @Test func theLastTenEventsByDefaultAndNOnRequest() throws {
    let directory = TemporaryDirectory()
    let notes = directory.file("notes.ilog")
    try SessionLogs.writeNotes(60, to: notes)
    let all = try ILogBinary.run(["events", notes]).outputLines
    let ten = try ILogBinary.run(["tail", notes])
    #expect(ten.outputLines == Array(all.suffix(10)))
    #expect(ten.error == "")
    #expect(ten.status == 0)
    let three = try ILogBinary.run(["tail", "-n", "3", "--json", notes])
    let json = try ILogBinary.run(["events", "--json", notes]).outputLines
    #expect(three.outputLines == Array(json.suffix(3)))
    let none = try ILogBinary.run(["tail", "-n", "0", notes])
    #expect(none.output == "" && none.status == 0)
    let more = try ILogBinary.run(["tail", "-n", "1000", notes])
    #expect(more.outputLines == all)
  }

  @Test func aSessionIsMergedByTimeAndFiltersApply() throws {
    let directory = TemporaryDirectory()
    let session = try directory.directory("session")
    try SessionLogs.writeSession(in: session)
    let outcome = try ILogBinary.run(["tail", "-n", "4", session])
    #expect(outcome.outputLines == Array(EventsCommandTests.sessionLines.suffix(4)))
    let resolves = try ILogBinary.run([
      "tail", "-n", "1", "--intent", "INStartWorkoutIntent", "--kind", "resolve", session,
    ])
    #expect(resolves.outputLines == [EventsCommandTests.sessionLines[6]])
  }

  @Test func aTornTailIsTheWriterAtWorkNotDamage() throws {
    let torn = try TornNotes()
    let outcome = try ILogBinary.run(["tail", "-n", "2", torn.path])
    let events = try ILogBinary.run(["events", torn.path]).outputLines
    #expect(outcome.outputLines == Array(events.suffix(2)))
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
  }

  @Test func damageIsReportedAfterTheEventsAndExits1() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("ui-extension.ilog")
    try SessionLogs.writeUIExtension(to: path)
    let size = try LogSurgery.size(of: path)
    try LogSurgery.append(Array("not a gzip block\n".utf8), to: path)
    let outcome = try ILogBinary.run(["tail", "-n", "1", path])
    #expect(outcome.outputLines == [EventsCommandTests.uiExtensionLines.last])
    #expect(
      outcome.error
        == "ilog: damage: \(path): byte \(size): corrupt-block: expected gzip magic 0x1f 0x8b, "
        + "found 0x6e 0x6f\n")
    #expect(outcome.status == 1)
  }

  /// Starts log-writer-child on `path` and waits until it reported `reported` appends.
  static func startWriter(_ path: String, count: Int, intervalMilliseconds: Int, reported: Int)
    async throws -> ILogBinary.Running
  {
    let child = try ILogBinary.start(
      ILogBinary.path(of: "log-writer-child"),
      [path, "--count", String(count), "--interval-ms", String(intervalMilliseconds)])
    let started = await child.wait(until: { child.outputLines.count >= reported })
    #expect(started, "log-writer-child reported \(child.outputLines.count) appends")
    return child
  }

  @Test func followsALogAnotherProcessIsWritingUntilItsEnd() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("live.ilog")
    let release = directory.file("release")
    // The writer stops after 30 events until the test releases it, so tail is seen printing
    // while the log is certainly still being written, however late a busy machine starts tail.
    let child = try ILogBinary.start(
      ILogBinary.path(of: "log-writer-child"),
      [path, "--count", "60", "--interval-ms", "20", "--hold-after", "30", "--release", release])
    #expect(await child.wait(until: { child.outputLines.count >= 30 }))
    let tail = try ILogBinary.start([
      "tail", "-f", "--until-end", "-n", "1000", "--interval", "0.05", path,
    ])
    // The header and the 30 events written so far, while the writer waits, then its end.
    let caughtUp = await tail.wait(until: { tail.outputLines.count >= 31 })
    #expect(caughtUp, "tail printed \(tail.outputLines.count) lines of 31 while the writer held")
    #expect(child.outputLines.count == 30 && child.process.isRunning)
    #expect(tail.process.isRunning, "tail stopped before the log's end")
    _ = FileManager.default.createFile(atPath: release, contents: nil)
    let written = try await child.wait()
    #expect(written.status == 0)
    let outcome = try await tail.wait(timeout: 20)
    #expect(outcome.exitedNormally)
    #expect(outcome.status == 0)
    #expect(outcome.error == "")
    // The header, 60 events, the end: each once, in order.
    #expect(Self.sequences(outcome.outputLines) == Array(1...62))
    #expect(outcome.outputLines.last?.contains("  end  ") == true)
    let events = try ILogBinary.run(["events", path])
    #expect(outcome.outputLines == events.outputLines)
  }

  @Test func ctrlCStopsFollowingCleanly() async throws {
    let directory = TemporaryDirectory()
    let path = directory.file("live.ilog")
    let writer = try await Self.startWriter(
      path, count: 100_000, intervalMilliseconds: 20, reported: 3)
    defer {
      // SIGKILL: the child inherits the test runner's blocked signals, SIGTERM among them.
      kill(writer.process.processIdentifier, SIGKILL)
      writer.process.waitUntilExit()
    }
    let tail = try ILogBinary.start([
      "tail", "-f", "-n", "0", "--interval", "0.05", "--json", path,
    ])
    #expect(await tail.wait(until: { tail.outputLines.count >= 3 }))
    tail.interrupt()
    let outcome = try await tail.wait(timeout: 10)
    #expect(outcome.exitedNormally)
    #expect(outcome.status == 0)
    #expect(outcome.error == "")
    // Only whole lines, each a JSON event that follows the one before.
    #expect(outcome.output.hasSuffix("\n"))
    let sequences = outcome.outputLines.compactMap { line -> UInt64? in
      guard let range = line.range(of: #""seq":"#) else { return nil }
      return UInt64(line[range.upperBound...].prefix { $0.isNumber })
    }
    #expect(sequences.count == outcome.outputLines.count)
    #expect(zip(sequences, sequences.dropFirst()).allSatisfy { $0 + 1 == $1 })
  }

  @Test func aSessionDirectoryPicksUpAProcessThatStartsLater() async throws {
    let directory = TemporaryDirectory()
    let session = try directory.directory("session")
    let first = "\(session)/first.ilog"
    let early = try await Self.startWriter(first, count: 3, intervalMilliseconds: 1, reported: 3)
    #expect(try await early.wait().status == 0)
    // --until-end would stop at once: the only file there has ended.
    let tail = try ILogBinary.start([
      "tail", "-f", "-n", "100", "--interval", "0.05", "--json", session,
    ])
    #expect(await tail.wait(until: { tail.outputLines.count == 5 }))
    let late = try await Self.startWriter(
      "\(session)/second.ilog", count: 4, intervalMilliseconds: 10, reported: 4)
    #expect(try await late.wait().status == 0)
    #expect(await tail.wait(until: { tail.outputLines.count == 5 + 6 }))
    tail.interrupt()
    let outcome = try await tail.wait(timeout: 10)
    #expect(outcome.status == 0)
    #expect(outcome.error == "")
    #expect(outcome.outputLines.filter { $0.contains(#""kind":"end""#) }.count == 2)
  }
}
