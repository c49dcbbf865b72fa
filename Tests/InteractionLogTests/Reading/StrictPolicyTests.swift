import InteractionTestSupport
import Testing

@testable import InteractionLog

/// The strict policy ends reading at the first damage: nothing read past it is ever returned.
@Suite struct StrictPolicyTests {
  /// A closed log of small blocks whose middle block is overwritten with zeros.
  struct WipedLog {
    let directory = TemporaryDirectory()
    let path: String
    let middle: BlockReader.Block

    init() throws {
      let original = directory.file("log.ilog")
      try writeLog(
        at: original, count: 300,
        options: LogWriterOptions(
          mode: .buffered(pendingBlockLimit: 1 << 20), blockPayloadTarget: 2048))
      let blocks = try blockList(original)
      middle = blocks[blocks.count / 2]
      var wiped = try bytes(of: original)
      for index in Int(middle.offset)..<Int(middle.end) { wiped[index] = 0 }
      path = directory.file("wiped.ilog")
      try write(wiped, to: path)
    }
  }

  /// The sequence numbers `next` returns until it throws, whether it threw, and what three
  /// further calls return.
  func readUntilThrow(_ next: () throws(LogReadError) -> LogRecord?) -> (
    sequences: [UInt64], thrown: LogDamage?, after: [UInt64?]
  ) {
    var sequences: [UInt64] = []
    var thrown: LogDamage?
    do {
      while let record = try next() { sequences.append(record.event.sequence) }
    } catch {
      if case .damaged(let damage) = error { thrown = damage }
    }
    let after = (0..<3).map { _ in (try? next())?.event.sequence }
    return (sequences, thrown, after)
  }

  @Test func aFileReaderReturnsNothingAfterItThrew() throws {
    let log = try WipedLog()
    let reader = try LogFileReader(path: log.path, policy: .strict)
    let result = readUntilThrow { () throws(LogReadError) in try reader.next() }
    #expect(result.thrown?.offset == log.middle.offset)
    #expect(result.sequences == Array(1...UInt64(result.sequences.count)))
    #expect(result.after == [nil, nil, nil])
  }

  @Test func aMergingReaderNeitherRepeatsNorGoesOnAfterAThrow() throws {
    let log = try WipedLog()
    let reader = try LogReader(path: log.path, policy: .strict)
    let result = readUntilThrow { () throws(LogReadError) in try reader.next() }
    #expect(result.thrown?.offset == log.middle.offset)
    #expect(result.sequences == Array(1...UInt64(result.sequences.count)))
    #expect(result.after == [nil, nil, nil])
  }

  /// A damaged line (not a damaged block) under strict: the block's lines before it are not
  /// returned after the throw either.
  @Test func anInvalidLineEndsReadingWithoutItsBlocksEarlierLines() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("bad-line.ilog")
    let payload =
      HostileLogs.event(seq: 1) + HostileLogs.event(seq: 2, extra: #""text":5"#)
      + HostileLogs.event(seq: 3)
    try write(try HostileLogs.block(payload), to: path)
    let reader = try LogFileReader(path: path, policy: .strict)
    let result = readUntilThrow { () throws(LogReadError) in try reader.next() }
    #expect(result.thrown?.line == 2)
    #expect(result.sequences.isEmpty)
    #expect(result.after == [nil, nil, nil])
  }
}
