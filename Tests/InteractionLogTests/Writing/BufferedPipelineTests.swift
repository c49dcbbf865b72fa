import Foundation
import InteractionModel
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// The buffered writer's pipeline: events queued unencoded and counted in bytes, encoded in
/// order, compressed on a pool, written in order.
@Suite struct BufferedPipelineTests {
  /// A note whose text grows and shrinks with `index`, up to about 1.5 KiB.
  static func note(_ prefix: String, _ index: Int) -> EventPayload {
    .note(
      text: "\(prefix) \(index) " + String(repeating: "pipeline", count: (index * 37) % 190),
      metadata: index % 5 == 0 ? ["index": String(index)] : [:])
  }

  @Test func manyThreadsEventsComeBackInOrderAndCompleteAcrossParallelCompression() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("threads.ilog")
    // Small blocks, so that hundreds of them go through the compressors at once.
    let writer = try LogWriter(
      path: path, identity: Samples.identity,
      options: LogWriterOptions(
        mode: .buffered(pendingBlockLimit: 1 << 20), blockPayloadTarget: 2048))
    let threads = 8
    let perThread = 2_500
    let returned = Locked([[UInt64]](repeating: [], count: threads))
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      var sequences: [UInt64] = []
      for index in 0..<perThread {
        if let sequence = writer.append(Self.note("t\(thread)", index)).sequence {
          sequences.append(sequence)
        }
      }
      returned.withLock { $0[thread] = sequences }
    }
    try writer.close()
    #expect(writer.droppedCount == 0)
    let (records, damages, _) = try readLog(path, policy: .strict)
    #expect(damages.isEmpty)
    #expect(records.count == threads * perThread + 2)
    #expect(records.map(\.event.sequence) == Array(1...UInt64(records.count)))
    #expect(try blockList(path).count > 100)
    var textAt: [UInt64: String] = [:]
    for record in records {
      if case .note(let text, _) = record.event.payload { textAt[record.event.sequence] = text }
    }
    for (thread, sequences) in returned.withLock({ $0 }).enumerated() {
      #expect(sequences.count == perThread)
      #expect(sequences == sequences.sorted())
      let texts = sequences.map { textAt[$0] }
      let expected = (0..<perThread).map { index -> String? in
        guard case .note(let text, _) = Self.note("t\(thread)", index) else { return nil }
        return text
      }
      #expect(texts == expected, "thread \(thread)")
    }
  }

  @Test func dropsWhileTheQueueIsFullAreCountedExactlyByGapEvents() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("gaps.ilog")
    let files = GatedFileSystem(open: false)
    let writer = try LogWriter(
      path: path, identity: Samples.identity,
      options: LogWriterOptions(
        mode: .buffered(pendingBlockLimit: 4), blockPayloadTarget: 4096),
      fileSystem: files)
    var expectedGaps: [UInt64] = []
    /// The sequence number each gap must come just before: the next event accepted.
    var acceptedAfterGap: [UInt64] = []
    var index = 0
    for round in 0..<4 {
      // With the file shut nothing leaves the queue: it fills, then every event is dropped.
      var dropped: UInt64 = 0
      while dropped < 50 + UInt64(round) * 7 {
        switch writer.append(Self.note("r\(round)", index)) {
        case .appended(let sequence):
          #expect(dropped == 0, "an event was accepted after a drop with the file shut")
          if round > 0, acceptedAfterGap.count < round { acceptedAfterGap.append(sequence) }
        case .dropped: dropped += 1
        case .failed(let error): throw error
        }
        index += 1
      }
      expectedGaps.append(dropped)
      let queued = writer.queuedBytes
      #expect(queued.now <= queued.limit)
      files.open()
      try writer.flush()
      files.shut()
    }
    files.open()
    try writer.close()
    let total = expectedGaps.reduce(0, +)
    #expect(writer.droppedCount == total)
    let (records, damages, _) = try readLog(path, policy: .strict)
    #expect(damages.isEmpty)
    #expect(records.map(\.event.sequence) == Array(1...UInt64(records.count)))
    var gaps: [UInt64] = []
    var gapSequences: [UInt64] = []
    for record in records {
      if case .gap(let count, _) = record.event.payload {
        gaps.append(count)
        gapSequences.append(record.event.sequence)
      }
    }
    #expect(gaps == expectedGaps)
    // Each gap but the last comes right before the first event accepted after its drops; the
    // last comes right before the end event.
    #expect(Array(gapSequences.dropLast()) == acceptedAfterGap.map { $0 - 1 })
    #expect(gapSequences.last.map { $0 + 1 } == records.last?.event.sequence)
    guard case .end(_, let endDropped, _) = records.last?.event.payload else {
      Issue.record("no end event")
      return
    }
    #expect(endDropped == total)
  }

  @Test func flushAndCloseWriteEverythingQueued() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("flush.ilog")
    let files = GatedFileSystem(open: false)
    // The default blocks of 256 KiB: nothing is sealed before flush does it.
    let writer = try LogWriter(
      path: path, identity: Samples.identity,
      options: LogWriterOptions(mode: .buffered(pendingBlockLimit: 64)), fileSystem: files)
    for index in 0..<300 { #expect(writer.append(Self.note("first", index)).sequence != nil) }
    #expect(try bytes(of: path).isEmpty)
    files.open()
    try writer.flush()
    let (flushed, _, _) = try readLog(path)
    #expect(flushed.count == 301)
    #expect(noteTexts(flushed).count == 300)
    // Close while the file is shut: it waits for the queue, which waits for the gate.
    files.shut()
    for index in 0..<500 { #expect(writer.append(Self.note("second", index)).sequence != nil) }
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { files.open() }
    try writer.close()
    let (records, damages, _) = try readLog(path, policy: .strict)
    #expect(damages.isEmpty)
    #expect(records.count == 802)
    #expect(records.map(\.event.sequence) == Array(1...802))
    let expected =
      (0..<300).map { Self.note("first", $0) } + (0..<500).map { Self.note("second", $0) }
    #expect(noteTexts(records) == noteTexts(expected))
    #expect(writer.queuedBytes.now == 0)
  }

  @Test func bytesQueuedNeverPassTheLimit() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("bound.ilog")
    let files = GatedFileSystem(open: false)
    let writer = try LogWriter(
      path: path, identity: Samples.identity,
      options: LogWriterOptions(
        mode: .buffered(pendingBlockLimit: 4), blockPayloadTarget: 16 * 1024),
      fileSystem: files)
    #expect(writer.queuedBytes.limit == 64 * 1024)
    var accepted = 0
    var dropped = 0
    for index in 0..<2_000 {
      if writer.append(Self.note("bound", index)).sequence != nil {
        accepted += 1
      } else {
        dropped += 1
      }
      let queued = writer.queuedBytes
      #expect(queued.now <= queued.limit, "after event \(index)")
    }
    #expect(dropped > 0, "the queue never filled; the test proves nothing")
    let full = writer.queuedBytes
    // Filled to within one event of the limit, by more than the events' encoded lines alone.
    #expect(full.now > full.limit - 4 * 1024)
    files.open()
    try writer.close()
    let (records, _, _) = try readLog(path)
    // What was queued when the queue was full: the header and the accepted notes, each counted
    // at least by its line.
    var encoder = EventEncoder()
    var lines = 0
    for record in records.prefix(accepted + 1) {
      encoder.encode(record.event)
      lines += encoder.bytes.count
    }
    #expect(lines <= full.now)
    #expect(writer.queuedBytes.now == 0)
    #expect(writer.queuedBytes.most <= writer.queuedBytes.limit)
    #expect(noteTexts(records).count == accepted)
  }

  @Test func anEventsEstimateBoundsItsLine() throws {
    var encoder = EventEncoder()
    let plain = Event(
      sequence: 12_345_678_901, time: WallTime(microsecondsSinceEpoch: 1_795_290_000_000_000),
      monotonicNanoseconds: .max, processID: .max, role: .intentsExtension, thread: .max,
      session: "S-estimate", interaction: "I-1", instance: "Handler#1", call: .max,
      payload: .note(text: "plain text", metadata: ["key": "value"]))
    encoder.encode(plain)
    #expect(plain.estimatedLineBytes >= encoder.bytes.count)
    // Control characters are escaped to six bytes each: the worst case stays within 6 times.
    var escaped = plain
    escaped.payload = .note(
      text: String(repeating: "\u{1}", count: 4_000), metadata: ["\u{2}": "\u{3}\u{4}"])
    encoder.encode(escaped)
    #expect(escaped.estimatedLineBytes < encoder.bytes.count)
    #expect(6 * escaped.estimatedLineBytes >= encoder.bytes.count)
  }
}
