import Foundation
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// htslib's test_bgzf truncation and Kafka's corrupt-segment recovery, on real logs.
@Suite struct TruncationAndCorruptionTests {
  /// A closed buffered log with small blocks, its bytes, blocks and note texts.
  struct Fixture {
    let directory = TemporaryDirectory()
    let path: String
    let bytes: [UInt8]
    let blocks: [BlockReader.Block]
    let texts: [String]

    init(count: Int = 300, blockPayloadTarget: Int = 2048) throws {
      path = directory.file("log.ilog")
      let written = try writeLog(
        at: path, count: count,
        options: LogWriterOptions(
          mode: .buffered(pendingBlockLimit: 1 << 20), blockPayloadTarget: blockPayloadTarget))
      texts = noteTexts(written)
      bytes = try InteractionLogTests.bytes(of: path)
      blocks = try blockList(path)
    }

    /// Notes in the blocks that end at or before `offset`.
    func notes(before offset: Int) -> Int {
      // Block 0 holds the header event, the last block the end event.
      var count = 0
      for block in blocks where block.end <= Int64(offset) { count += block.lines.count }
      return max(0, min(count - 1, texts.count))
    }
  }

  @Test func truncationAtEveryByteOfTheLastTwoBlocks() throws {
    let fixture = try Fixture()
    #expect(fixture.blocks.count >= 4)
    let start = Int(fixture.blocks[fixture.blocks.count - 2].offset)
    let cut = fixture.directory.file("cut.ilog")
    for length in start..<fixture.bytes.count {
      try write(Array(fixture.bytes[..<length]), to: cut)
      let (records, damages, summaries) = try readLog(cut)
      let texts = noteTexts(records)
      // Every event of every complete block, in order, and nothing that was not written.
      #expect(texts.count >= fixture.notes(before: length), "cut at \(length)")
      #expect(texts == Array(fixture.texts.prefix(texts.count)), "cut at \(length)")
      // Never a clean end for a torn file.
      #expect(summaries.first?.isCleanlyClosed == false, "cut at \(length)")
      let atBoundary = fixture.blocks.contains { $0.end == Int64(length) }
      if !atBoundary {
        #expect(damages.first?.kind == .tornTail, "cut at \(length)")
        #expect(damages.first.map { Int($0.offset) <= length } == true, "cut at \(length)")
      }
    }
  }

  @Test(arguments: 1...10)
  func garbageFromARandomOffsetKeepsExactlyThePrefix(seed: UInt64) throws {
    let fixture = try Fixture()
    var random = SplitMix64(seed: seed)
    let offset = Int.random(in: 40..<fixture.bytes.count, using: &random)
    var damaged = Array(fixture.bytes[..<offset])
    for _ in offset..<fixture.bytes.count {
      damaged.append(UInt8.random(in: 0...255, using: &random))
    }
    let path = fixture.directory.file("garbage.ilog")
    try write(damaged, to: path)
    let (records, damages, _) = try readLog(path, policy: .pointInTime)
    let texts = noteTexts(records)
    #expect(!damages.isEmpty, "garbage from \(offset) went unnoticed")
    #expect(texts.count >= fixture.notes(before: offset))
    #expect(texts == Array(fixture.texts.prefix(texts.count)), "garbage from \(offset)")
    #expect(records.map(\.event.sequence) == Array(1...UInt64(records.count)))
  }

  @Test func aWipedMiddleBlockIsSkippedBySalvageAndFatalUnderStrict() throws {
    let fixture = try Fixture()
    let middle = fixture.blocks[fixture.blocks.count / 2]
    var wiped = fixture.bytes
    for index in Int(middle.offset)..<Int(middle.end) { wiped[index] = 0 }
    let path = fixture.directory.file("wiped.ilog")
    try write(wiped, to: path)

    let before = fixture.blocks.filter { $0.end <= middle.offset }.reduce(0) { $0 + $1.lines.count }
    let lost = middle.lines.count
    let salvaged = try readLog(path, policy: .salvage)
    #expect(salvaged.records.count == fixture.texts.count + 2 - lost)
    #expect(salvaged.damages.count == 1)
    #expect(salvaged.damages.first?.offset == middle.offset)
    let sequences = salvaged.records.map(\.event.sequence)
    #expect(Array(sequences.prefix(before)) == Array(1...UInt64(before)))
    #expect(sequences.dropFirst(before).first == UInt64(before + lost + 1))

    let pointInTime = try readLog(path, policy: .pointInTime)
    #expect(pointInTime.records.count == before)

    #expect(throws: LogReadError.self) { try readLog(path, policy: .strict) }
    do {
      _ = try readLog(path, policy: .strict)
    } catch let LogReadError.damaged(damage) {
      #expect(damage.offset == middle.offset)
      #expect(damage.file == path)
      #expect(damage.kind == .corruptBlock)
    }
  }

  @Test func aFlippedBitInACompleteBlockIsACRCOrDeflateError() throws {
    let fixture = try Fixture()
    let block = fixture.blocks[1]
    var flipped = fixture.bytes
    flipped[Int(block.offset) + 60] ^= 0x10
    let path = fixture.directory.file("flipped.ilog")
    try write(flipped, to: path)
    let (records, damages, _) = try readLog(path, policy: .salvage)
    #expect(damages.count == 1)
    #expect(damages.first?.offset == block.offset)
    #expect(damages.first?.kind == .corruptBlock)
    #expect(records.count == fixture.texts.count + 2 - block.lines.count)
  }
}
