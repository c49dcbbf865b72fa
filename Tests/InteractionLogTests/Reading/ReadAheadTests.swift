import Foundation
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// Blocks read ahead on other threads give what reading in order gives: the same events in the
/// same order, the same damage at the same offsets, under every policy; and a reader that stops
/// stops its workers.
@Suite struct ReadAheadTests {
  /// Reading ahead generously, and as little as it can: one block, whatever its size.
  static let readAheads = [ReadAhead(blocks: 8, bytes: 1 << 20), ReadAhead(blocks: 1, bytes: 0)]

  /// What reading gives: the records, the damage, the summaries and the error thrown.
  struct Outcome {
    var records: [LogRecord] = []
    var damages: [LogDamage] = []
    var summaries: [FileSummary] = []
    var error: LogReadError?
  }

  static func read(_ paths: [String], policy: RecoveryPolicy, _ readAhead: ReadAhead) throws
    -> Outcome
  {
    let reader = try LogReader(paths: paths, policy: policy, detail: .full, readAhead: readAhead)
    var outcome = Outcome()
    do {
      while let record = try reader.next() { outcome.records.append(record) }
    } catch {
      outcome.error = error
    }
    outcome.damages = reader.damages
    outcome.summaries = reader.summaries
    return outcome
  }

  /// Reads `paths` in order and with each of ``readAheads``, expects the same from all, and
  /// returns what reading in order gave.
  @discardableResult
  static func expectSameReads(
    _ paths: [String], policy: RecoveryPolicy, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Outcome {
    let inOrder = try read(paths, policy: policy, .sequential)
    for readAhead in readAheads {
      let ahead = try read(paths, policy: policy, readAhead)
      let context = Comment(rawValue: "\(policy.rawValue), \(readAhead)")
      let differing = ahead.records.indices.first {
        $0 < inOrder.records.count && ahead.records[$0] != inOrder.records[$0]
      }
      #expect(
        differing == nil, "first differing record \(differing ?? -1); \(context)",
        sourceLocation: sourceLocation)
      #expect(ahead.records.count == inOrder.records.count, context, sourceLocation: sourceLocation)
      #expect(ahead.damages == inOrder.damages, context, sourceLocation: sourceLocation)
      #expect(ahead.summaries == inOrder.summaries, context, sourceLocation: sourceLocation)
      #expect(ahead.error == inOrder.error, context, sourceLocation: sourceLocation)
    }
    return inOrder
  }

  // MARK: Logs composed here

  /// A log composed line by line: each block's JSON lines written here and compressed by zlib
  /// into a sealed `ilog/1` block, without our writer.
  struct ComposedLog {
    var bytes: [UInt8] = []
    /// Where each block (or plain gzip member) starts.
    var starts: [Int] = []
    var nextSequence = 1
    /// Added to every event's time, so that the files of a session interleave.
    var timeOffset = 0

    /// A block holding the header, then `blocks` blocks of `perBlock` notes; the block
    /// numbered `badLineIn` has its sixth line cut short.
    static func make(blocks: Int, perBlock: Int, timeOffset: Int = 0, badLineIn: Int? = nil)
      throws -> ComposedLog
    {
      var log = ComposedLog(timeOffset: timeOffset)
      try log.appendBlock(log.lines(1, kind: "header"))
      for number in 0..<blocks {
        var lines = log.lines(perBlock)
        if number == badLineIn { lines[5] = HostileLogs.line(#"{"v":1,"seq":"#) }
        try log.appendBlock(lines)
      }
      return log
    }

    /// The next `count` events' lines: notes, or the header.
    mutating func lines(_ count: Int, kind: String = "note") -> [[UInt8]] {
      (0..<count).map { _ in
        defer { nextSequence += 1 }
        let micros = nextSequence * 1000 + timeOffset
        let time =
          "2026-11-21T00:\(Self.two(micros / 60_000_000 % 60)):"
          + "\(Self.two(micros / 1_000_000 % 60)).\(String(micros % 1_000_000 + 1_000_000).dropFirst())Z"
        let fields =
          kind == "header"
          ? #""format":"ilog/1","tool":"composed","platform":"test","metadata":{}"#
          : #""text":"event \#(nextSequence)""#
        return HostileLogs.line(
          #"{"v":1,"seq":\#(nextSequence),"kind":"\#(kind)","time":"\#(time)","mono":\#(micros),"#
            + #""pid":1,"role":"test","thread":1,"session":"s",\#(fields)}"#)
      }
    }

    mutating func appendBlock(_ lines: [[UInt8]]) throws {
      let first = UInt64(nextSequence - lines.count)
      starts.append(bytes.count)
      bytes += try HostileLogs.block(lines.flatMap { $0 }, first: first)
    }

    /// A plain gzip member of `lines`, compressed by the `gzip` program.
    mutating func appendPlain(_ lines: [[UInt8]]) throws {
      starts.append(bytes.count)
      bytes += try PlainGzip.gzip(lines.flatMap { $0 })
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
  }

  /// What a test does to a log of 40 blocks, and the first damage that makes.
  enum Damage: String, CaseIterable, CustomTestStringConvertible {
    case none, corruptBlock, tornTail, declaredOverLimit, inflatesPastDeclared, wrongBlockSize
    case invalidLine, sequenceMismatch, openLastBlock, plainMemberBetween, plainLineCutByBlock

    var testDescription: String { rawValue }

    /// The log's bytes, and the kind and offset of the first damage, if any.
    func log() throws -> (bytes: [UInt8], damage: (LogDamage.Kind, Int)?) {
      var log = try ComposedLog.make(
        blocks: 40, perBlock: 12, badLineIn: self == .invalidLine ? 19 : nil)
      let middle = log.starts[20]
      switch self {
      case .none:
        return (log.bytes, nil)
      case .corruptBlock:
        log.bytes[middle + 60] ^= 0xFF
        return (log.bytes, (.corruptBlock, middle))
      case .tornTail:
        let last = log.starts[log.starts.count - 1]
        return (Array(log.bytes[..<((last + log.bytes.count) / 2)]), (.tornTail, last))
      case .declaredOverLimit:
        HostileLogs.patch(UInt32(2 << 20), into: &log.bytes, at: middle + 24)
        return (log.bytes, (.limitExceeded, middle))
      case .inflatesPastDeclared:
        HostileLogs.patch(UInt32(100), into: &log.bytes, at: middle + 24)
        return (log.bytes, (.limitExceeded, middle))
      case .wrongBlockSize:
        let size = log.starts[21] - middle
        HostileLogs.patch(UInt32(size + 16), into: &log.bytes, at: middle + 20)
        return (log.bytes, (.corruptBlock, middle))
      case .invalidLine:
        return (log.bytes, (.invalidEvent, middle))
      case .sequenceMismatch:
        let first = log.bytes[(middle + 28)..<(middle + 36)].reversed().reduce(UInt64(0)) {
          $0 << 8 | UInt64($1)
        }
        HostileLogs.patch(first + 5, into: &log.bytes, at: middle + 28)
        return (log.bytes, (.sequence, middle))
      case .openLastBlock:
        let lines = log.lines(12)
        log.bytes += try HostileLogs.openBlock(
          lines.flatMap { $0 }, first: UInt64(log.nextSequence - 12))
        return (log.bytes, nil)
      case .plainMemberBetween:
        try log.appendPlain(log.lines(12))
        for _ in 0..<10 { try log.appendBlock(log.lines(12)) }
        return (log.bytes, nil)
      case .plainLineCutByBlock:
        var lines = log.lines(12)
        lines[11].removeLast(20)
        try log.appendPlain(lines)
        let cut = log.starts[log.starts.count - 1]
        for _ in 0..<10 { try log.appendBlock(log.lines(12)) }
        return (log.bytes, (.corruptBlock, cut))
      }
    }
  }

  // MARK: Same reads

  @Test(arguments: Damage.allCases, RecoveryPolicy.allCases)
  func readingAheadGivesWhatReadingInOrderGives(damage: Damage, policy: RecoveryPolicy) throws {
    let directory = TemporaryDirectory()
    let path = directory.file("composed.ilog")
    let (bytes, expected) = try damage.log()
    try write(bytes, to: path)
    let inOrder = try Self.expectSameReads([path], policy: policy)
    // The damage each case makes is found where it was made, so the comparison covers it.
    let first = inOrder.damages.first
    #expect(first?.kind == expected?.0)
    #expect(first.map { Int($0.offset) } == expected?.1)
    if policy == .strict, let first {
      #expect(inOrder.error == .damaged(first))
    } else {
      #expect(inOrder.error == nil)
    }
    #expect(inOrder.records.count > 200)
  }

  static let recordings = sampleRecordings

  @Test(arguments: recordings)
  func everyRecordingReadsTheSameAhead(recording: String) throws {
    for policy in RecoveryPolicy.allCases {
      let inOrder = try Self.expectSameReads(
        ["\(packageRoot)/Recordings/\(recording)"], policy: policy)
      #expect(!inOrder.records.isEmpty)
    }
  }

  @Test func theRecordingsAreThere() {
    #expect(Self.recordings.count >= 10)
  }

  // MARK: Order

  @Test(arguments: [1, 3, 16])
  func manySmallBlocksComeInFileOrder(window: Int) throws {
    let directory = TemporaryDirectory()
    let path = directory.file("small-blocks.ilog")
    let log = try ComposedLog.make(blocks: 3000, perBlock: 1)
    try write(log.bytes, to: path)
    let ahead = try Self.read(
      [path], policy: .pointInTime, ReadAhead(blocks: window, bytes: 1 << 20))
    #expect(ahead.records.map(\.event.sequence) == Array(1...3001))
    #expect(ahead.records.map { Int($0.blockOffset) } == log.starts)
    #expect(ahead.damages.isEmpty)
    #expect(ahead.summaries.first?.blocks == 3001)
  }

  @Test func aSessionOfManySmallBlocksMergesAsInOrder() throws {
    let directory = TemporaryDirectory()
    var paths: [String] = []
    for file in 0..<3 {
      let path = directory.file("process-\(file).ilog")
      let log = try ComposedLog.make(blocks: 800, perBlock: 1 + file, timeOffset: 333 * file)
      try write(log.bytes, to: path)
      paths.append(path)
    }
    let inOrder = try Self.expectSameReads([directory.path], policy: .pointInTime)
    // The files interleave: the merge, not one file after another, ordered what was read.
    let files = inOrder.records.prefix(12).map(\.file)
    #expect(Set(files).count == 3)
    #expect(inOrder.records.count == 1 + 800 + 1 + 1600 + 1 + 2400)
  }

  // MARK: Stopping

  /// A log of 400 blocks of 20 events, far more than any reader here reads ahead.
  static func largeLog(in directory: TemporaryDirectory) throws -> (String, ComposedLog) {
    let path = directory.file("large.ilog")
    let log = try ComposedLog.make(blocks: 400, perBlock: 20)
    try write(log.bytes, to: path)
    return (path, log)
  }

  @Test func aReaderReleasedAfterOneEventStopsItsWorkers() throws {
    let directory = TemporaryDirectory()
    let (path, _) = try Self.largeLog(in: directory)
    let window = ReadAhead(blocks: 4, bytes: 1 << 20)
    var reader: LogFileReader? = try LogFileReader(
      path: path, policy: .pointInTime, detail: .full, readAhead: window)
    #expect(try reader?.next()?.event.sequence == 1)
    let workers = try #require(reader?.pipeline?.workers)
    reader = nil
    // Returns once every worker started has returned: none is left running or waiting.
    workers.waitUntilIdle()
    #expect(workers.isCancelled)
    // The header's block, and at most the blocks planned ahead of it.
    #expect((1...(1 + window.blocks)).contains(workers.blocksRead))
  }

  /// Workers still queued when the reader is released do not keep its state, and so its
  /// file's descriptor, until Dispatch runs them: a fleet's sessions would otherwise hold the
  /// descriptors of files long read while the threads are busy with the next sessions. (It has
  /// teeth where Dispatch keeps a queue's threads to the cores, as on Linux; where it adds
  /// threads for blocked ones at once, the workers run and it passes either way.)
  @Test func aReleasedReadersQueuedWorkersDoNotKeepItsFileOpen() throws {
    let directory = TemporaryDirectory()
    let (path, _) = try Self.largeLog(in: directory)
    // Dispatch's threads are kept busy, so the workers the reader plans stay queued.
    let busy = BusyThreads(.global(), count: ProcessInfo.processInfo.activeProcessorCount)
    defer { busy.release() }
    var reader: LogFileReader? = try LogFileReader(
      path: path, policy: .pointInTime, detail: .full,
      readAhead: ReadAhead(blocks: 4, bytes: 1 << 20))
    #expect(try reader?.next()?.event.sequence == 1)
    weak let workers = reader?.pipeline?.workers
    #expect(workers != nil)
    reader = nil
    // A worker that Dispatch ran on a thread beyond the busy ones holds the state while it
    // reads its block, briefly; one still queued would hold it for as long as the threads stay
    // busy (here until Dispatch adds threads for the blocked ones, about a second).
    let deadline = ContinuousClock.now + .milliseconds(300)
    while workers != nil, ContinuousClock.now < deadline { usleep(1000) }
    #expect(workers == nil)
  }

  @Test func aStrictReaderStopsItsWorkersAtTheDamage() throws {
    let directory = TemporaryDirectory()
    let (path, log) = try Self.largeLog(in: directory)
    var bytes = log.bytes
    bytes[log.starts[3] + 60] ^= 0xFF
    try write(bytes, to: path)
    let window = ReadAhead(blocks: 4, bytes: 1 << 20)
    let reader = try LogFileReader(path: path, policy: .strict, detail: .full, readAhead: window)
    var events = 0
    var thrown: LogReadError?
    do {
      while try reader.next() != nil { events += 1 }
    } catch {
      thrown = error
    }
    guard case .damaged(let damage) = thrown else {
      Issue.record("expected the damage to be thrown, got \(String(describing: thrown))")
      return
    }
    #expect(damage.offset == Int64(log.starts[3]))
    #expect(events == 1 + 2 * 20)
    let workers = try #require(reader.pipeline?.workers)
    // Stopped while the reader is still held.
    #expect(workers.isCancelled)
    workers.waitUntilIdle()
    #expect(workers.blocksRead <= 4 + window.blocks)
    #expect(try reader.next() == nil)
  }

  @Test func aSessionReaderReleasedAfterOneEventStopsEveryFilesWorkers() throws {
    let directory = TemporaryDirectory()
    for file in 0..<2 {
      let log = try ComposedLog.make(blocks: 300, perBlock: 20, timeOffset: 500 * file)
      try write(log.bytes, to: directory.file("process-\(file).ilog"))
    }
    var reader: LogReader? = try LogReader(
      paths: [directory.path], policy: .pointInTime, detail: .full,
      readAhead: ReadAhead(blocks: 3, bytes: 1 << 20)
    )
    #expect(try reader?.next() != nil)
    let workers = (reader?.readers ?? []).compactMap { $0.pipeline?.workers }
    #expect(workers.count == 2)
    reader = nil
    for file in workers {
      file.waitUntilIdle()
      #expect(file.isCancelled)
      #expect(file.blocksRead <= 1 + 3)
    }
  }

  // MARK: Bounds

  @Test func oneThreadReadsInOrderAndMoreShareTheirBlocksBetweenFiles() {
    #expect(ReadAhead.automatic(files: 1, threads: 1) == .sequential)
    #expect(ReadAhead.automatic(files: 1, threads: 2).blocks == 4)
    #expect(ReadAhead.automatic(files: 2, threads: 2).blocks == 2)
    // Many files: one block ahead each, and never less than one block's bytes.
    let many = ReadAhead.automatic(files: 100, threads: 8)
    #expect(many.blocks == 1)
    #expect(many.bytes == LogFormat.maximumBlockPayload)
  }
}
