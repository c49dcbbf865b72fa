import Foundation
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// Plain gzip files (members without `IL`) read through `LogFileReader` as `zcat` reads them.
///
/// One stream across members (FORMAT.md §6.3). The files are made by the real `gzip`, Python's
/// `gzip` module and `bgzip`, from event lines composed as text.
@Suite struct PlainGzipTests {
  static let bgzipMissing = OptionalTool.bgzip.missingReason

  struct Read {
    var records: [LogRecord]
    var summary: FileSummary
    var sequences: [UInt64] { records.map(\.event.sequence) }
    var damages: [LogDamage] { summary.damages }
  }

  func readPlain(_ path: String, policy: RecoveryPolicy = .pointInTime) throws -> Read {
    let reader = try LogFileReader(path: path, policy: policy)
    var records: [LogRecord] = []
    while let record = try reader.next() { records.append(record) }
    return Read(records: records, summary: reader.summary)
  }

  func readPlain(_ bytes: [UInt8], policy: RecoveryPolicy = .pointInTime) throws -> Read {
    let directory = TemporaryDirectory()
    let path = directory.file("plain.jsonl.gz")
    try write(bytes, to: path)
    return try readPlain(path, policy: policy)
  }

  /// Each record's event as its canonical line, to compare with the lines written.
  func canonicalLines(_ records: [LogRecord]) -> [String] {
    var encoder = EventEncoder()
    return records.map { record in
      encoder.encode(record.event)
      return String(decoding: encoder.bytes.dropLast(), as: UTF8.self)
    }
  }

  @Test(.enabled(if: which("gzip") != nil))
  func gzipWithoutAFinalNewlineReadsEveryLine() throws {
    let lines = PlainGzip.eventLines(count: 40)
    let file = try PlainGzip.gzip(PlainGzip.jsonLines(lines, finalNewline: false))
    let read = try readPlain(file)
    #expect(read.damages.isEmpty)
    #expect(canonicalLines(read.records) == lines)
    #expect(read.summary.blocks == 1)
    #expect(read.records.last?.line == 40)
  }

  @Test(.enabled(if: which("python3") != nil))
  func pythonMembersSplitInsideLinesAreOneStream() throws {
    let lines = PlainGzip.eventLines(count: 30)
    let text = PlainGzip.jsonLines(lines)
    let first = PlainGzip.middle(ofLine: 9, in: text)
    let second = PlainGzip.middle(ofLine: 19, in: text)
    let directory = TemporaryDirectory()
    let path = directory.file("python.jsonl.gz")
    let offsets = try PlainGzip.writeWithPython(
      [Array(text[..<first]), Array(text[first..<second]), Array(text[second...])], to: path)
    #expect(offsets.count == 3)
    let read = try readPlain(path)
    #expect(read.damages.isEmpty)
    #expect(canonicalLines(read.records) == lines)
    #expect(read.summary.blocks == 3)
    // Line 10 starts in the first member and ends in the second: it is the first member's.
    try #require(read.records.count == lines.count)
    #expect(read.records[9].blockOffset == 0)
    #expect(read.records[9].line == 10)
    // The second member starts inside line 10, so the first line that starts in it is its 2nd.
    #expect(read.records[10].blockOffset == offsets[1])
    #expect(read.records[10].line == 2)
    #expect(read.records[20].blockOffset == offsets[2])
    #expect(read.records[20].line == 2)
  }

  @Test(.enabled(if: which("bgzip") != nil, Comment(rawValue: Self.bgzipMissing)))
  func bgzipMembersCutEvery64KiBAreOneStream() throws {
    let lines = PlainGzip.eventLines(count: 700)
    let file = try PlainGzip.bgzip(PlainGzip.jsonLines(lines))
    let read = try readPlain(file)
    #expect(read.damages.isEmpty)
    let same = canonicalLines(read.records) == lines
    #expect(same, "\(read.records.count) events read of \(lines.count)")
    try #require(read.records.count == lines.count)
    // About 300 KiB of text: five members or more, and bgzip's empty member at the end.
    #expect(read.summary.blocks >= 6)
    // Every record's place finds its line with `tail -c +N | zcat | sed -n Lp`; one zcat per
    // member where lines start.
    var byOffset: [Int64: [String]] = [:]
    for (index, record) in read.records.enumerated() {
      if byOffset[record.blockOffset] == nil {
        let directory = TemporaryDirectory()
        let path = directory.file("suffix.gz")
        try write(Array(file[Int(record.blockOffset)...]), to: path)
        byOffset[record.blockOffset] = PlainGzip.lines(of: try PlainGzip.zcat(path))
      }
      let suffixLines = byOffset[record.blockOffset] ?? []
      #expect(
        record.line <= suffixLines.count && suffixLines[record.line - 1] == lines[index],
        "line \(index + 1) placed at byte \(record.blockOffset), line \(record.line)")
    }
    #expect(byOffset.count >= 5)
  }

  @Test(.enabled(if: which("gzip") != nil))
  func concatenatedMembersWithAnEmptyOneBetweenAreOneStream() throws {
    let lines = PlainGzip.eventLines(count: 12)
    let text = PlainGzip.jsonLines(lines, finalNewline: false)
    let cut = PlainGzip.middle(ofLine: 5, in: text)
    let first = try PlainGzip.gzip(Array(text[..<cut]))
    let empty = try PlainGzip.gzip([])
    let file = first + empty + (try PlainGzip.gzip(Array(text[cut...])))
    let read = try readPlain(file)
    #expect(read.damages.isEmpty)
    #expect(canonicalLines(read.records) == lines)
    #expect(read.summary.blocks == 3)
    try #require(read.records.count == lines.count)
    #expect(read.records[5].blockOffset == 0)
    #expect(read.records[5].line == 6)
    #expect(read.records[6].blockOffset == Int64(first.count + empty.count))
    #expect(read.records[6].line == 2)
    #expect(read.summary.payloadBytes == Int64(text.count))
  }

  @Test(.enabled(if: which("gzip") != nil))
  func aMemberOverOneMiBIsReadInPiecesLineByLine() throws {
    // About 2.5 MiB in one member, as `gzip` writes any file.
    let lines = PlainGzip.eventLines(count: 2600, textLength: { ($0 * 53) % 1800 })
    let text = PlainGzip.jsonLines(lines)
    #expect(text.count > 2 * LogFormat.maximumBlockPayload)
    let read = try readPlain(try PlainGzip.gzip(text))
    #expect(read.damages.isEmpty)
    // Compared as one Bool: a failing diff of 2600 long lines would take the runner ages.
    let same = canonicalLines(read.records) == lines
    #expect(same, "\(read.records.count) events read of \(lines.count)")
    #expect(read.summary.blocks == 1)
    #expect(read.summary.payloadBytes == Int64(text.count))
    #expect(read.records.last?.blockOffset == 0)
    #expect(read.records.last?.line == 2600)
  }

  @Test(.enabled(if: which("gzip") != nil))
  func aLineOverOneMiBAcrossMembersIsLimitExceededAtItsStart() throws {
    let header = PlainGzip.jsonLines(PlainGzip.eventLines(count: 1))
    let huge = PlainGzip.jsonLines(
      PlainGzip.eventLines(count: 1, first: 2, textLength: { _ in 1_500_000 }))
    let after = PlainGzip.jsonLines(PlainGzip.eventLines(count: 1, first: 3))
    let half = huge.count / 2
    let first = try PlainGzip.gzip(header + huge[..<half])
    let second = try PlainGzip.gzip(Array(huge[half...]))
    let file = first + second + (try PlainGzip.gzip(after))
    let read = try readPlain(file)
    #expect(read.sequences == [1])
    #expect(read.damages.count == 1)
    #expect(read.damages.first?.kind == .limitExceeded)
    #expect(read.damages.first?.offset == 0)
    #expect(read.damages.first?.line == 2)
    #expect(
      read.damages.first?.message == "the line runs past 1048576 bytes without a newline")
    let salvaged = try readPlain(file, policy: .salvage)
    #expect(salvaged.sequences == [1, 3])
  }

  @Test(.enabled(if: which("gzip") != nil))
  func aPlainBombIsStoppedAtOneMiB() throws {
    // 64 MiB of spaces compress to about 64 KiB; no newline ever comes.
    let bomb = try PlainGzip.gzip([UInt8](repeating: 0x20, count: 64 * 1024 * 1024))
    let read = try readPlain(bomb)
    #expect(read.records.isEmpty)
    #expect(read.damages.map(\.kind) == [.limitExceeded])
    #expect(read.damages.first?.offset == 0)
    #expect(read.damages.first?.line == 1)
    #expect(read.summary.payloadBytes == 0)
  }

  @Test(.enabled(if: which("gzip") != nil))
  func aCorruptMemberLosesTheLinesRunningThroughIt() throws {
    let lines = PlainGzip.eventLines(count: 9)
    let text = PlainGzip.jsonLines(lines)
    let cuts = [PlainGzip.middle(ofLine: 3, in: text), PlainGzip.middle(ofLine: 5, in: text)]
    let first = try PlainGzip.gzip(Array(text[..<cuts[0]]))
    var middle = try PlainGzip.gzip(Array(text[cuts[0]..<cuts[1]]))
    middle[middle.count - 8] ^= 0xFF
    let file = first + middle + (try PlainGzip.gzip(Array(text[cuts[1]...])))
    let read = try readPlain(file)
    #expect(read.sequences == [1, 2, 3])
    #expect(read.damages.map(\.kind) == [.corruptBlock])
    #expect(read.damages.first?.offset == Int64(first.count))
    #expect(read.damages.first?.message.hasPrefix("CRC-32 mismatch") == true)
    // Salvage goes on at the next member as at the start of a line: the rest of line 6 is
    // no event, lines 7 to 9 are read.
    let salvaged = try readPlain(file, policy: .salvage)
    #expect(salvaged.sequences == [1, 2, 3, 7, 8, 9])
    #expect(salvaged.damages.map(\.kind) == [.corruptBlock, .invalidEvent])
    #expect(salvaged.damages.last?.offset == Int64(first.count + middle.count))
    #expect(salvaged.damages.last?.line == 1)
  }

  @Test(.enabled(if: which("gzip") != nil))
  func aTornLastMemberKeepsTheLinesCompletedInIt() throws {
    let lines = PlainGzip.eventLines(count: 10)
    let text = PlainGzip.jsonLines(lines)
    let cut = PlainGzip.middle(ofLine: 4, in: text)
    let first = try PlainGzip.gzip(Array(text[..<cut]))
    var last = try PlainGzip.gzip(Array(text[cut...]))
    last.removeLast(6)
    let read = try readPlain(first + last)
    #expect(read.sequences == Array(1...10))
    #expect(read.damages.map(\.kind) == [.tornTail])
    #expect(read.damages.first?.offset == Int64(first.count))
  }

  // MARK: Files that mix ilog/1 blocks and plain members

  @Test(.enabled(if: which("gzip") != nil))
  func plainMembersEndingInsideALineBeforeABlockAreDamage() throws {
    let lines = PlainGzip.eventLines(count: 6)
    let text = PlainGzip.jsonLines(lines)
    let cut = PlainGzip.middle(ofLine: 5, in: text)
    let plain = try PlainGzip.gzip(Array(text[..<cut]))
    let block = try HostileLogs.block(
      PlainGzip.jsonLines(PlainGzip.eventLines(count: 2, first: 7)), first: 7)
    let read = try readPlain(plain + block)
    #expect(read.sequences == [1, 2, 3, 4, 5])
    #expect(read.damages.map(\.kind) == [.corruptBlock])
    #expect(read.damages.first?.offset == 0)
    #expect(read.damages.first?.line == 6)
    #expect(
      read.damages.first?.message.contains("ilog/1 block follows at byte \(plain.count)") == true)
    // Salvage drops the cut line and reads the block; nothing is read twice.
    let salvaged = try readPlain(plain + block, policy: .salvage)
    #expect(salvaged.sequences == [1, 2, 3, 4, 5, 7, 8])
    #expect(salvaged.damages.count == 1)
    #expect(salvaged.summary.blocks == 2)
  }

  @Test(.enabled(if: which("gzip") != nil))
  func plainMembersEndingWithANewlineThenBlocksRead() throws {
    let plain = try PlainGzip.gzip(PlainGzip.jsonLines(PlainGzip.eventLines(count: 5)))
    let block = try HostileLogs.block(
      PlainGzip.jsonLines(PlainGzip.eventLines(count: 2, first: 6)), first: 6)
    let read = try readPlain(plain + block)
    #expect(read.damages.isEmpty)
    #expect(read.sequences == Array(1...7))
    #expect(read.records.last?.blockOffset == Int64(plain.count))
    #expect(read.records.last?.line == 2)
  }

  @Test(.enabled(if: which("gzip") != nil))
  func blocksThenPlainMembersSplittingALineRead() throws {
    let block = try HostileLogs.block(PlainGzip.jsonLines(PlainGzip.eventLines(count: 3)))
    let lines = PlainGzip.eventLines(count: 4, first: 4)
    let text = PlainGzip.jsonLines(lines, finalNewline: false)
    let cut = PlainGzip.middle(ofLine: 1, in: text)
    let first = try PlainGzip.gzip(Array(text[..<cut]))
    let file = block + first + (try PlainGzip.gzip(Array(text[cut...])))
    let read = try readPlain(file)
    #expect(read.damages.isEmpty)
    #expect(read.sequences == Array(1...7))
    try #require(read.records.count == 7)
    #expect(canonicalLines(Array(read.records[3...])) == lines)
    #expect(read.records[4].blockOffset == Int64(block.count))
    #expect(read.records[4].line == 2)
  }

  @Test(.enabled(if: which("gzip") != nil))
  func aBlockEndingInsideALineIsDamageEvenWhenAPlainMemberEndsTheLine() throws {
    let text = PlainGzip.jsonLines(PlainGzip.eventLines(count: 4))
    let cut = PlainGzip.middle(ofLine: 2, in: text)
    let block = try HostileLogs.block(Array(text[..<cut]), count: 2)
    let file = block + (try PlainGzip.gzip(Array(text[cut...])))
    let read = try readPlain(file)
    #expect(read.records.isEmpty)
    #expect(read.damages.map(\.kind) == [.corruptBlock])
    #expect(read.damages.first?.offset == 0)
    #expect(read.damages.first?.message == "the block's last event is not ended by a newline")
  }
}
