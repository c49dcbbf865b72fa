import Foundation
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// Lines of varied length, each ending in a newline.
func sampleLines(_ count: Int, seed: UInt64 = 1) -> [[UInt8]] {
  var state = seed
  return (0..<count).map { index in
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let padding = String(repeating: "x", count: Int(state >> 58))
    return Array(
      "{\"seq\":\(index + 1),\"kind\":\"note\",\"text\":\"event \(index) \(padding)\"}\n".utf8)
  }
}

func writeLines(
  _ lines: [[UInt8]], to path: String, options: LogWriterOptions
) throws -> TailRecovery {
  let (file, recovery) = try LogFileOpening.open(path, .appendOrCreate, level: 6)
  let writer = try BlockFileWriter(file: file, offset: recovery.end, options: options) { _ in }
  for (offset, line) in lines.enumerated() {
    try line.withUnsafeBytes {
      try writer.append($0, sequence: recovery.nextSequence + UInt64(offset))
    }
  }
  try writer.close()
  return recovery
}

func readAll(_ path: String) throws -> (blocks: [BlockReader.Block], lines: [[UInt8]]) {
  var reader = try BlockReader(path: path)
  var blocks: [BlockReader.Block] = []
  var lines: [[UInt8]] = []
  while let block = try reader.next() {
    blocks.append(block)
    for range in block.lines { lines.append(Array(block.payload[range]) + [0x0A]) }
    if block.damage != nil { break }
  }
  return (blocks, lines)
}

@Suite struct BlockFileTests {
  static let modes: [LogWriterOptions.Mode] = [.writeThrough, .buffered()]

  @Test(arguments: modes)
  func linesReadBackInOrderAcrossBlocks(mode: LogWriterOptions.Mode) throws {
    let directory = TemporaryDirectory()
    let path = directory.file("a.ilog")
    // Over three buffered blocks of 256 KiB.
    let lines = sampleLines(12_000)
    let options = LogWriterOptions(mode: mode)
    _ = try writeLines(lines, to: path, options: options)
    let (blocks, read) = try readAll(path)
    #expect(read == lines)
    #expect(blocks.count > 2)
    #expect(blocks.allSatisfy { $0.damage == nil && $0.index?.isSealed == true })
    var expectedFirst: UInt64 = 1
    for block in blocks {
      #expect(block.index?.firstSequence == expectedFirst)
      #expect(Int(block.index?.payloadSize ?? 0) <= options.blockPayloadTarget)
      expectedFirst += UInt64(block.lines.count)
    }
  }

  @Test(arguments: modes)
  func systemGzipReadsTheLog(mode: LogWriterOptions.Mode) throws {
    let gzip = try #require(which("gzip"))
    let directory = TemporaryDirectory()
    let path = directory.file("a.ilog")
    let lines = sampleLines(2000)
    _ = try writeLines(lines, to: path, options: LogWriterOptions(mode: mode))
    #expect(try runProgram(gzip, ["-t", path]).status == 0)
    let result = try runProgram(gzip, ["-dc", path])
    #expect(result.status == 0)
    #expect(Array(result.outputData) == lines.flatMap { $0 })
  }

  @Test func truncationAtEveryOffsetOfTheLastTwoBlocksKeepsEveryCompleteBlock() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("a.ilog")
    let lines = sampleLines(400)
    _ = try writeLines(
      lines, to: path, options: LogWriterOptions(mode: .buffered(), blockPayloadTarget: 4096))
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let (blocks, _) = try readAll(path)
    #expect(blocks.count >= 3)
    let lastTwo = blocks.suffix(2)
    let start = Int(lastTwo.first!.offset)
    let cut = directory.file("cut.ilog")
    for length in start..<bytes.count {
      try bytes.prefix(length).write(to: URL(fileURLWithPath: cut))
      let (readBlocks, readLines) = try readAll(cut)
      let complete = blocks.filter { $0.end <= Int64(length) }
      let completeLines = complete.reduce(0) { $0 + $1.lines.count }
      #expect(readLines.count >= completeLines, "at \(length)")
      #expect(Array(readLines) == Array(lines.prefix(readLines.count)), "at \(length)")
      if blocks.contains(where: { $0.end == Int64(length) }) {
        // A cut exactly between blocks is a clean block boundary; the event layer reports
        // the missing end event.
        #expect(readBlocks.allSatisfy { $0.damage == nil }, "at \(length)")
      } else {
        #expect(readBlocks.last?.damage?.kind == .tornTail, "at \(length)")
      }
    }
  }
}
