import Foundation
import InteractionModel
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// `LogRecovery` and `LogCopier`: a clean copy of what is readable, keeping sequence numbers.
@Suite struct LogRecoveryTests {
  /// A closed log of notes in small sealed blocks, with its events and blocks.
  struct Fixture {
    let directory = TemporaryDirectory("recovery")
    let path: String
    let events: [Event]
    let blocks: [BlockReader.Block]

    init(count: Int = 120) throws {
      path = directory.file("log.ilog")
      try writeLog(
        at: path, count: count,
        options: LogWriterOptions(
          mode: .buffered(pendingBlockLimit: 1 << 20), blockPayloadTarget: 1024))
      events = try readLog(path, policy: .strict).records.map(\.event)
      blocks = try blockList(path)
    }

    var copyPath: String { directory.file("copy.ilog") }

    /// Every record of the copy read strictly, and its summary.
    func copy() throws -> (events: [Event], summary: FileSummary) {
      let (records, damages, summaries) = try readLog(copyPath, policy: .strict)
      #expect(damages.isEmpty)
      return (records.map(\.event), try #require(summaries.first))
    }

    /// Flips a byte of block `index`'s CRC-32, so that it reads as a corrupt block whatever
    /// its deflate data (a flipped data byte may inflate past the block's size instead).
    func corrupt(block index: Int) throws {
      var data = try bytes(of: path)
      data[Int(blocks[index].end) - 8] ^= 0x5A
      try write(data, to: path)
    }
  }

  @Test func aCleanLogIsCopiedEventForEventAndTheCopyIsCleanlyClosed() throws {
    let fixture = try Fixture()
    let before = try bytes(of: fixture.path)
    let report = try LogRecovery.recover(fixture.path, to: fixture.copyPath)
    let copy = try fixture.copy()
    #expect(copy.events == fixture.events)
    #expect(copy.summary.isCleanlyClosed)
    #expect(report.isComplete)
    #expect(report.copiedEvents == fixture.events.count)
    #expect(report.writtenEvents == fixture.events.count)
    #expect(!report.addedEnd && !report.addedHeader && report.gaps.isEmpty)
    #expect(try bytes(of: fixture.path) == before, "the original was written to")
  }

  @Test func aTornTailKeepsTheCompleteEventsThenAnErrorAndANewEnd() throws {
    let fixture = try Fixture()
    let last = try #require(fixture.blocks.last)
    var data = try bytes(of: fixture.path)
    data.removeLast(Int(last.end - last.offset) / 2)
    try write(data, to: fixture.path)

    let report = try LogRecovery.recover(fixture.path, to: fixture.copyPath)
    let copy = try fixture.copy()
    #expect(!report.isComplete)
    #expect(report.summary.damages.map(\.kind) == [.tornTail])
    #expect(report.addedEnd)
    #expect(report.gaps.isEmpty)
    let kept = report.copiedEvents
    #expect(Array(copy.events.prefix(kept)) == Array(fixture.events.prefix(kept)))
    #expect(copy.events.count == kept + 2)
    let error = copy.events[kept]
    #expect(error.sequence == UInt64(kept + 1))
    guard case .error(let message, nil) = error.payload else {
      Issue.record("expected an error event, found \(error.payload)")
      return
    }
    #expect(
      message
        == "ilog recover: torn-tail at byte \(last.offset); what followed in the original is lost")
    #expect(copy.events.last?.payload == .end(events: UInt64(kept + 2), dropped: 0, errors: 0))
    #expect(copy.events.last?.time == copy.events[kept - 1].time)
    #expect(copy.summary.isCleanlyClosed)
  }

  @Test func aCorruptBlockInTheMiddleBecomesAGapAndLaterEventsKeepTheirNumbers() throws {
    let fixture = try Fixture()
    #expect(fixture.blocks.count > 4)
    try fixture.corrupt(block: 2)
    let lost = fixture.blocks[2].lines.count
    let first = fixture.blocks[..<2].reduce(0) { $0 + $1.lines.count } + 1

    let report = try LogRecovery.recover(fixture.path, to: fixture.copyPath)
    let copy = try fixture.copy()
    #expect(!report.isComplete)
    #expect(report.summary.damages.map(\.kind) == [.corruptBlock])
    #expect(
      report.gaps == [
        RecoveryReport.Gap(
          firstSequence: UInt64(first), count: UInt64(lost), damages: report.summary.damages)
      ])
    #expect(report.lostEvents == UInt64(lost))
    let gap = try #require(copy.events.first { $0.kind == .gap })
    #expect(gap.sequence == UInt64(first))
    #expect(
      gap.payload
        == .gap(
          dropped: UInt64(lost),
          reason: "ilog recover: corrupt-block at byte \(fixture.blocks[2].offset)"))
    // Every other event is there with its own number; the numbers jump after the gap.
    let originals = copy.events.filter { $0.kind != .gap && $0.kind != .end }
    let expected = fixture.events.filter {
      ($0.sequence < UInt64(first) || $0.sequence >= UInt64(first + lost)) && $0.kind != .end
    }
    #expect(originals == expected)
    // The original end no longer counts the copy's events: it is replaced, envelope kept.
    let end = try #require(copy.events.last)
    let originalEnd = try #require(fixture.events.last)
    #expect(end.time == originalEnd.time)
    #expect(
      end.payload == .end(events: UInt64(copy.events.count), dropped: UInt64(lost), errors: 0))
    #expect(report.addedEnd)
    #expect(copy.summary.isCleanlyClosed)
  }

  @Test func aLostHeaderIsWrittenAgainWithNumberOne() throws {
    let fixture = try Fixture()
    try fixture.corrupt(block: 0)
    let lost = fixture.blocks[0].lines.count

    let report = try LogRecovery.recover(fixture.path, to: fixture.copyPath)
    let copy = try fixture.copy()
    #expect(report.addedHeader)
    #expect(copy.summary.hasHeader)
    #expect(copy.events[0].sequence == 1)
    #expect(
      copy.events[0].payload
        == .header(
          format: "ilog/1", tool: "ilog \(LogFormat.toolVersion)", platform: "unknown",
          metadata: ["recovered": "the original's header was lost"]))
    #expect(copy.events[1].sequence == 2)
    #expect(
      copy.events[1].payload
        == .gap(dropped: UInt64(lost), reason: "ilog recover: corrupt-block at byte 0"))
    #expect(copy.events[2] == fixture.events[lost])
    #expect(copy.summary.isCleanlyClosed)
  }

  @Test func aLogNotClosedCleanlyIsCompleteAndGetsAnEnd() throws {
    let fixture = try Fixture()
    let last = try #require(fixture.blocks.last)
    var data = try bytes(of: fixture.path)
    data.removeLast(Int(last.end - last.offset))
    try write(data, to: fixture.path)

    let report = try LogRecovery.recover(fixture.path, to: fixture.copyPath)
    let copy = try fixture.copy()
    #expect(report.isComplete)
    #expect(report.addedEnd)
    #expect(copy.events.dropLast() == fixture.events.prefix(copy.events.count - 1))
    #expect(copy.events.last?.sequence == copy.events.dropLast().last.map { $0.sequence + 1 })
    #expect(copy.summary.isCleanlyClosed)
  }

  @Test func theTransformSeesEveryOriginalEventAndCannotRenumber() throws {
    let fixture = try Fixture(count: 10)
    let report = try LogRecovery.recover(fixture.path, to: fixture.copyPath) { event in
      var changed = event
      if case .note = event.payload { changed.payload = .note(text: "x", metadata: [:]) }
      changed.sequence = 999
      return changed
    }
    let copy = try fixture.copy()
    #expect(report.isComplete)
    #expect(copy.events.map(\.sequence) == fixture.events.map(\.sequence))
    #expect(
      copy.events.filter { $0.kind == .note }.allSatisfy {
        $0.payload == .note(text: "x", metadata: [:])
      })
  }

  @Test func anExistingDestinationIsRefusedAndLeftAsItWas() throws {
    let fixture = try Fixture(count: 5)
    try write(Array("keep me".utf8), to: fixture.copyPath)
    #expect(throws: LogWriteError.fileExists(path: fixture.copyPath)) {
      try LogRecovery.recover(fixture.path, to: fixture.copyPath)
    }
    #expect(try bytes(of: fixture.copyPath) == Array("keep me".utf8))
  }

  @Test func nothingReadableThrowsTheDamageAndLeavesNoCopy() throws {
    let fixture = try Fixture(count: 5)
    var data = try bytes(of: fixture.path)
    data.removeLast(data.count - 30)
    try write(data, to: fixture.path)
    #expect(throws: LogReadError.self) {
      try LogRecovery.recover(fixture.path, to: fixture.copyPath)
    }
    #expect(!FileManager.default.fileExists(atPath: fixture.copyPath))
  }

  @Test func anInvalidLineAndAFutureKindAmongGoodOnes() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("foreign.ilog")
    let lines = [
      #"{"v":1,"seq":1,"kind":"header","time":"2026-11-21T19:38:00.000001Z","mono":1,"pid":7,"role":"app","thread":1,"session":"S","format":"ilog/1","tool":"t","platform":"p","metadata":{}}"#,
      #"{"v":1,"seq":2,"kind":"hologram","time":"2026-11-21T19:38:00.000002Z","mono":2,"pid":7,"role":"app","thread":1,"session":"S","depth":3}"#,
      #"{"v":2,"seq":3,"kind":"note","time":"2026-11-21T19:38:00.000003Z","mono":3,"pid":7,"role":"app","thread":1,"session":"S","text":"from the future"}"#,
      #"{"v":1,"seq":4,"kind":"note","time":"2026-11-21T19:38:00.000004Z","mono":4,"pid":7,"role":"app","thread":1,"session":"S","text":"after"}"#,
    ]
    let payload = Array(lines.map { $0 + "\n" }.joined().utf8)
    var block: [UInt8] = []
    let encoder = try BlockEncoder(level: 6)
    try payload.withUnsafeBytes { raw in
      try encoder.encodeSealedBlock(raw, firstSequence: 1, eventCount: lines.count, into: &block)
    }
    try write(block, to: path)

    let copyPath = directory.file("copy.ilog")
    let report = try LogRecovery.recover(path, to: copyPath)
    let (records, damages, summaries) = try readLog(copyPath, policy: .strict)
    #expect(damages.isEmpty)
    #expect(summaries.first?.isCleanlyClosed == true)
    #expect(report.summary.damages.map(\.kind) == [.invalidEvent])
    #expect(report.summary.damages.first?.line == 3)
    #expect(records.map(\.event.kind.rawValue) == ["header", "hologram", "gap", "note", "end"])
    #expect(records.map(\.event.sequence) == [1, 2, 3, 4, 5])
    #expect(
      records[2].event.payload
        == .gap(dropped: 1, reason: "ilog recover: invalid-event at byte 0, line 3"))
    #expect(
      records[1].event.payload
        == .unknown(kind: EventKind(rawValue: "hologram"), fields: ["depth": 3]))
  }

  @Test func theCopierRefusesASequenceThatDoesNotIncrease() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("copy.ilog")
    let copier = try LogCopier(path: path)
    try copier.append(Samples.event(.note(text: "a", metadata: [:]), sequence: 5))
    #expect(throws: LogWriteError.sequenceOutOfOrder(path: path, sequence: 5, previous: 5)) {
      try copier.append(Samples.event(.note(text: "b", metadata: [:]), sequence: 5))
    }
    try copier.append(Samples.event(.note(text: "c", metadata: [:]), sequence: 9))
    try copier.close()
    let records = try readLog(path, policy: .strict).records
    #expect(records.map(\.event.sequence) == [5, 9])
    #expect(copier.count == 2 && copier.lastSequence == 9)
  }

  @Test func theCopierWaitsForItsQueueInsteadOfDropping() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("copy.ilog")
    let copier = try LogCopier(path: path)
    let text = String(repeating: "lorem ipsum ", count: 300)
    for sequence in 1...1_000 {
      try copier.append(Samples.event(.note(text: text, metadata: [:]), sequence: UInt64(sequence)))
    }
    try copier.close()
    let (records, damages, summaries) = try readLog(path, policy: .strict)
    #expect(damages.isEmpty)
    #expect(records.count == 1_000)
    #expect(summaries.first?.openBlocks == 0)
    #expect((summaries.first?.blocks ?? 0) > 10)
  }
}
