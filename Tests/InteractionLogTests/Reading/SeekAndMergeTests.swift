import Foundation
import InteractionModel
import InteractionTestSupport
import Testing

@testable import InteractionLog

@Suite struct SeekAndMergeTests {
  @Test func seekingSkipsSealedBlocksWithoutInflatingThem() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("a.ilog")
    try writeLog(at: path, count: 2000, options: LogWriterOptions(blockPayloadTarget: 4096))
    let blocks = try blockList(path)
    #expect(blocks.count > 10)
    let target: UInt64 = 1500
    let reader = try LogFileReader(path: path)
    try reader.seek(toSequence: target)
    var sequences: [UInt64] = []
    while let record = try reader.next() { sequences.append(record.event.sequence) }
    #expect(sequences == Array(target...2002))
    // Only the block holding 1500 and those after it were read.
    let holding = try #require(
      blocks.firstIndex { block in
        guard let index = block.index else { return false }
        return index.firstSequence + UInt64(index.eventCount) > target
      })
    #expect(reader.summary.blocks == blocks.count - holding)
    #expect(reader.summary.damages.isEmpty)
  }

  @Test func seekingPastTheEndReturnsNothing() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("a.ilog")
    try writeLog(at: path, count: 50)
    let reader = try LogFileReader(path: path)
    try reader.seek(toSequence: 10_000)
    #expect(try reader.next() == nil)
  }

  @Test func aSessionDirectoryIsMergedByTimeKeepingEachFilesOrder() throws {
    let directory = TemporaryDirectory()
    // Two processes whose clocks interleave: 1 ms steps, the UI one shifted by half a step.
    let intents = try LogWriter(
      path: directory.file("intents-extension.ilog"),
      identity: .init(role: .intentsExtension, session: "S", processID: 1, fixedThreadID: 1),
      clock: SteppingClock(start: 1_795_000_000_000_000))
    let ui = try LogWriter(
      path: directory.file("ui-extension.ilog"),
      identity: .init(role: .uiExtension, session: "S", processID: 2, fixedThreadID: 1),
      clock: SteppingClock(start: 1_795_000_000_000_500))
    for index in 0..<100 {
      intents.append(.note(text: "intents \(index)", metadata: [:]))
      ui.append(.note(text: "ui \(index)", metadata: [:]))
    }
    try intents.close()
    try ui.close()
    // A file that is not a log is left out of the session.
    try write(Array("notes".utf8), to: directory.file("README.txt"))

    let (records, damages, summaries) = try readLog(directory.path)
    #expect(damages.isEmpty)
    #expect(summaries.count == 2)
    #expect(records.count == 2 * 102)
    let times = records.map(\.event.time)
    #expect(times == times.sorted())
    for role in [ProcessRole.intentsExtension, .uiExtension] {
      let sequences = records.filter { $0.event.role == role }.map(\.event.sequence)
      #expect(sequences == Array(1...102))
    }
    #expect(Set(records.prefix(4).map(\.event.role)) == [.intentsExtension, .uiExtension])
  }

  @Test func aDirectoryWithoutLogsIsNotALogPath() throws {
    let directory = TemporaryDirectory()
    #expect(throws: LogReadError.notALogPath(directory.path)) {
      try LogReader(path: directory.path)
    }
  }
}
