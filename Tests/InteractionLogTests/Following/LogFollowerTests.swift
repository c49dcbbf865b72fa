import Foundation
import InteractionModel
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// `LogFollower`: the events appended since the last poll, each once, while a writer works.
@Suite struct LogFollowerTests {
  static func note(_ text: String) -> EventPayload { .note(text: text, metadata: [:]) }

  static func texts(_ records: [LogRecord]) -> [String] { noteTexts(records) }

  @Test func eventsOfAnOpenWriteThroughBlockComeAsEachAppendReturns() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("live.ilog")
    let writer = try LogWriter(path: path, identity: Samples.identity, clock: SteppingClock())
    let follower = try LogFollower(paths: [path])
    #expect(try follower.poll().map(\.event.kind) == [.header])
    #expect(try follower.poll().isEmpty)
    writer.append(Self.note("one"))
    writer.append(Self.note("two"))
    #expect(Self.texts(try follower.poll()) == ["one", "two"])
    writer.append(Self.note("three"))
    #expect(Self.texts(try follower.poll()) == ["three"])
    #expect(!follower.allFilesEnded)
    try writer.close()
    let last = try follower.poll()
    #expect(last.map(\.event.kind) == [.end])
    #expect(follower.allFilesEnded)
    #expect(try follower.poll().isEmpty)
    #expect(follower.damages.isEmpty)
  }

  @Test func everyEventComesOnceAcrossSealedBlocks() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("live.ilog")
    let writer = try LogWriter(
      path: path, identity: Samples.identity,
      options: LogWriterOptions(blockPayloadTarget: 512), clock: SteppingClock())
    let follower = try LogFollower(paths: [path])
    var seen: [LogRecord] = []
    for index in 0..<200 {
      writer.append(Self.note("note \(index) " + String(repeating: "x", count: index % 40)))
      if index % 7 == 0 { seen += try follower.poll() }
    }
    try writer.close()
    seen += try follower.poll()
    #expect(seen.map(\.event.sequence) == Array(1...202))
    #expect(follower.damages.isEmpty)
  }

  @Test func startNearLastSkipsSealedBlocksUnread() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("notes.ilog")
    try writeLog(
      at: path, count: 300,
      options: LogWriterOptions(
        mode: .buffered(pendingBlockLimit: 1 << 20), blockPayloadTarget: 1024))
    let follower = try LogFollower(paths: [path], startNearLast: 10)
    let records = try follower.poll()
    #expect(records.count >= 10)
    #expect(records.count < 100)
    #expect(records.last?.event.kind == .end)
    #expect(records.last?.event.sequence == 302)
    #expect(
      zip(records, records.dropFirst()).allSatisfy { $0.event.sequence + 1 == $1.event.sequence })
  }

  @Test func aDirectoryPicksUpFilesThatAppearLater() throws {
    let directory = TemporaryDirectory()
    let session = directory.file("session")
    try FileManager.default.createDirectory(atPath: session, withIntermediateDirectories: true)
    let first = try LogWriter(
      path: "\(session)/a.ilog", identity: Samples.identity, clock: SteppingClock())
    let follower = try LogFollower(paths: [session])
    #expect(try follower.poll().count == 1)
    let second = try LogWriter(
      path: "\(session)/b.ilog", identity: Samples.identity,
      clock: SteppingClock(start: 1_796_000_000_000_000))
    first.append(Self.note("from a"))
    second.append(Self.note("from b"))
    let records = try follower.poll()
    #expect(records.map(\.file) == ["\(session)/a.ilog", "\(session)/b.ilog", "\(session)/b.ilog"])
    #expect(follower.followedFiles.count == 2)
    try first.close()
    _ = try follower.poll()
    #expect(!follower.allFilesEnded)
    try second.close()
    _ = try follower.poll()
    #expect(follower.allFilesEnded)
  }

  @Test func damageIsReportedOnceAndOnlyWhenASecondReadFindsItToo() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("notes.ilog")
    try writeLog(at: path, count: 5)
    let size = try bytes(of: path).count
    try write(try bytes(of: path) + Array("garbage, not a block".utf8), to: path)
    let follower = try LogFollower(paths: [path])
    #expect(try follower.poll().count == 7)
    #expect(follower.damages.isEmpty)
    #expect(try follower.poll().isEmpty)
    #expect(follower.damages.map(\.kind) == [.corruptBlock])
    #expect(follower.damages.first?.offset == Int64(size))
    #expect(try follower.poll().isEmpty)
    #expect(follower.damages.count == 1)

    let once = try LogFollower(paths: [path])
    #expect(try once.poll(confirmingDamage: false).count == 7)
    #expect(once.damages.count == 1)
  }

  @Test func aReopenedWriterThatRescuesATornTailRepeatsNothing() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("torn.ilog")
    try writeLog(at: path, count: 20, close: false)
    var data = try bytes(of: path)
    data.removeLast(3)
    try write(data, to: path)
    let follower = try LogFollower(paths: [path])
    let before = try follower.poll()
    #expect(follower.damages.isEmpty, "a torn tail is the writer at work")
    let writer = try LogWriter(
      path: path, disposition: .append, identity: Samples.identity, clock: SteppingClock())
    writer.append(Self.note("after"))
    try writer.close()
    let after = try follower.poll()
    let all = (before + after).map(\.event.sequence)
    #expect(all == Array(1...UInt64(all.count)))
    #expect(after.map(\.event.kind).suffix(3) == [.error, .note, .end])
    #expect(follower.damages.isEmpty)
  }

  @Test func aFileReplacedByAShorterOneIsReadFromItsStart() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("log.ilog")
    try writeLog(at: path, count: 200)
    let follower = try LogFollower(paths: [path])
    #expect(try follower.poll().count == 202)
    try FileManager.default.removeItem(atPath: path)
    try writeLog(at: path, count: 2)
    #expect(try follower.poll().map(\.event.sequence) == [1, 2, 3, 4])
  }

  @Test func followStopsWhenAskedAndHandsOverEachBatch() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("log.ilog")
    try writeLog(at: path, count: 3)
    let follower = try LogFollower(paths: [path])
    var batches: [[LogRecord]] = []
    try follower.follow(
      every: 0.01, until: { follower.allFilesEnded },
      handler: { batches.append($0) })
    #expect(batches.map(\.count) == [5])
  }

  @Test func aMissingPathOrADirectoryWithoutLogsIsRefused() throws {
    let directory = TemporaryDirectory()
    #expect(throws: LogReadError.self) { try LogFollower(paths: [directory.file("missing.ilog")]) }
    #expect(throws: LogReadError.notALogPath(directory.path)) {
      try LogFollower(paths: [directory.path])
    }
  }

  @Test(.enabled(if: which("gzip") != nil))
  func plainGzipMembersThatSplitLinesComeOnceAsTheyAreAppended() throws {
    let lines = PlainGzip.eventLines(count: 20)
    let text = PlainGzip.jsonLines(lines)
    let cuts =
      [0] + [3, 9, 15].map { PlainGzip.middle(ofLine: $0, in: text) } + [text.count]
    let members = try (0..<cuts.count - 1).map { index in
      try PlainGzip.gzip(Array(text[cuts[index]..<cuts[index + 1]]))
    }
    let directory = TemporaryDirectory()
    let path = directory.file("plain.jsonl.gz")
    try write(members[0], to: path)
    let follower = try LogFollower(paths: [path])
    var seen = try follower.poll()
    for member in members.dropFirst() {
      // Half a member first, as a writer caught mid-write leaves it: a torn tail, not damage.
      try write(try bytes(of: path) + member[..<(member.count / 2)], to: path)
      seen += try follower.poll()
      try write(try bytes(of: path) + member[(member.count / 2)...], to: path)
      seen += try follower.poll()
    }
    seen += try follower.poll()
    #expect(seen.map(\.event.sequence) == Array(1...20))
    #expect(follower.damages.isEmpty)
  }
}
