import Foundation
import InteractionModel
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// The buffered writer's time bound: a partly filled block is sealed and written at most
/// ``LogWriterOptions/bufferedFlushInterval`` after its window's first event, with no flush.
///
/// The deadlines below are generous (10 s on a busy machine): they say that the events arrive
/// without a flush, not how fast.
@Suite struct BufferedWindowTests {
  /// Reads `path` (while its writer has it open) until `done` holds of its note texts, or 10 s.
  static func poll(_ path: String, until done: ([String]) -> Bool) throws -> [String] {
    let deadline = Date().addingTimeInterval(10)
    while true {
      let texts = noteTexts(try readLog(path, policy: .pointInTime).records)
      if done(texts) || Date() > deadline { return texts }
      usleep(10_000)
    }
  }

  @Test func theWindowIsOneSecondByDefault() {
    #expect(LogWriterOptions().bufferedFlushInterval == 1)
    #expect(LogWriterOptions(mode: .buffered()).bufferedFlushInterval == 1)
    #expect(LogWriterOptions(bufferedFlushInterval: 0.25).bufferedFlushInterval == 0.25)
  }

  @Test func anEventReachesTheFileAfterTheWindowWithoutAFlush() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("window.ilog")
    // A block far larger than the event: only the window can seal it.
    let writer = try LogWriter(
      path: path, identity: Samples.identity,
      options: LogWriterOptions(
        mode: .buffered(), blockPayloadTarget: LogFormat.bufferedBlockPayload,
        bufferedFlushInterval: 0.05))
    #expect(writer.append(.note(text: "within the window", metadata: [:])).sequence == 2)
    let texts = try Self.poll(path) { $0.contains("within the window") }
    #expect(texts == ["within the window"])
    // Later windows too: the next event opens a new one.
    #expect(writer.append(.note(text: "the next window", metadata: [:])).sequence == 3)
    let later = try Self.poll(path) { $0.count == 2 }
    #expect(later == ["within the window", "the next window"])
    try writer.close()
    let (records, damages, summaries) = try readLog(path, policy: .strict)
    #expect(damages.isEmpty)
    #expect(summaries.first?.isCleanlyClosed == true)
    #expect(records.map(\.event.sequence) == [1, 2, 3, 4])
  }

  @Test func eventsKeepTheirOrderAcrossWindowSealsAndFullBlocks() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("order.ilog")
    // Small blocks, so that bursts fill some, and a short window that seals the rest.
    let writer = try LogWriter(
      path: path, identity: Samples.identity,
      options: LogWriterOptions(
        mode: .buffered(pendingBlockLimit: 1 << 20), blockPayloadTarget: 2048,
        bufferedFlushInterval: 0.01))
    var written: [String] = []
    var index = 0
    for burst in 0..<30 {
      for _ in 0..<(burst * 7) % 23 + 1 {
        let text = "burst \(burst) event \(index) " + String(repeating: "w", count: index % 90)
        #expect(writer.append(.note(text: text, metadata: [:])).sequence != nil)
        written.append(text)
        index += 1
      }
      if burst % 3 != 0 { usleep(15_000) }
    }
    // The last block is partly filled: only the window writes it.
    let texts = try Self.poll(path) { $0.count == written.count }
    #expect(texts == written)
    try writer.close()
    #expect(writer.droppedCount == 0)
    let (records, damages, _) = try readLog(path, policy: .strict)
    #expect(damages.isEmpty)
    #expect(records.map(\.event.sequence) == Array(1...UInt64(written.count + 2)))
    #expect(noteTexts(records) == written)
    let blocks = try blockList(path)
    #expect(blocks.count > 1)
  }
}
