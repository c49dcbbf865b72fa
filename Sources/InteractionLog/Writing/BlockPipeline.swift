internal import Dispatch
import InteractionModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The buffered writer's stages, as pigz and `bgzip -@` arrange theirs: the caller queues
/// events unencoded; one serial queue encodes them in order and cuts the lines into block
/// payloads; a small pool compresses payloads in parallel; one serial queue writes the sealed
/// blocks in file order.
///
/// Memory is bounded in bytes: every queued item is counted (an event by its estimated line,
/// ``Event/estimatedLineBytes``, plus its own inline size; a line by its length) from the moment
/// it is accepted until its block is in the file, and an item that would take the count over
/// ``limit`` is refused. Only an item larger than the whole limit is let into an empty queue,
/// so that one large event is never refused for ever; and callers that checked
/// ``hasRoom(for:)`` first, or that must not drop (the `end` event), count theirs with `force`.
///
/// The caller's side (``reserve(_:)``, ``enqueue(_:)``, ``drain(seal:)``) is not thread-safe:
/// ``LogWriter`` and ``LogCopier`` serialize calls to it.
// @unchecked: each group of properties is touched on one queue only, as marked; `queued` is
// behind its lock.
final class BlockPipeline: @unchecked Sendable {
  /// One accepted item, with its sequence number set.
  enum Item {
    /// An event to encode on the encoding queue.
    case event(Event, cost: Int)
    /// A line already encoded, newline included.
    case line([UInt8], sequence: UInt64)
  }

  /// Bytes counted against ``limit`` now, and the most ever counted.
  struct Usage {
    var bytes = 0
    var mostBytes = 0
  }

  /// The most bytes counted at a time.
  let limit: Int
  private let target: Int
  private let sink: BlockSink
  private let usage = Locked(Usage())

  // The caller's side.
  private var pending: [Item] = []
  private var pendingCost = 0
  private let batchCost: Int

  // The encoding queue's side.
  private let encodeQueue = DispatchQueue(label: "interaction-log.writer.encode")
  private var encoder = EventEncoder()
  private var payload: [UInt8] = []
  private var payloadFirstSequence: UInt64 = 0
  private var payloadCount = 0
  private var payloadCost = 0
  private var nextTicket = 0

  /// The compressors: block `n` goes to `compressors[n % count]`.
  private let compressors: [Compressor]

  // The write queue's side.
  private let writeQueue = DispatchQueue(label: "interaction-log.writer.write")
  private var compressed: [Int: (block: [UInt8]?, cost: Int)] = [:]
  private var nextToWrite = 0

  /// Starts the stages in front of `sink`.
  ///
  /// - Parameters:
  ///   - sink: Where sealed blocks go.
  ///   - limit: The most bytes queued at a time.
  ///   - target: The payload after which a block is sealed.
  ///   - level: zlib's compression level.
  init(sink: BlockSink, limit: Int, target: Int, level: Int32) {
    self.sink = sink
    self.limit = max(1, limit)
    self.target = max(1, target)
    // Hand events to the encoding queue in batches: one dispatch per event would cost the
    // caller more than queueing it.
    batchCost = min(self.target, 32 * 1024)
    // No more compressors than cores, nor than the limit has blocks for.
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let count = max(1, min(cores, self.limit / self.target, 8))
    compressors = (0..<count).map {
      Compressor(label: "interaction-log.writer.deflate-\($0)", level: level)
    }
  }

  /// The bytes counted now and the most ever counted, for tests of the bound.
  var currentUsage: Usage { usage.withLock { $0 } }

  /// Whether an item of `cost` bytes would be accepted now.
  func hasRoom(for cost: Int) -> Bool {
    usage.withLock { $0.bytes == 0 || $0.bytes + cost <= limit }
  }

  /// Counts `cost` bytes if they fit, or whatever the count with `force`, and tells whether
  /// they were counted; the item must then be enqueued.
  func reserve(_ cost: Int, force: Bool = false) -> Bool {
    usage.withLock { usage in
      guard force || usage.bytes == 0 || usage.bytes + cost <= limit else { return false }
      usage.bytes += cost
      usage.mostBytes = max(usage.mostBytes, usage.bytes)
      return true
    }
  }

  /// Queues an item whose cost ``reserve(_:)`` counted.
  func enqueue(_ item: consuming Item, cost: Int) {
    pending.append(item)
    pendingCost += cost
    if pendingCost >= batchCost { handOver(seal: false) }
  }

  /// Hands the queued items on and, with `seal`, seals the block being filled after them; then
  /// waits until every block is written.
  func drain(seal: Bool) {
    handOver(seal: seal)
    encodeQueue.sync {}
    for compressor in compressors { compressor.queue.sync {} }
    writeQueue.sync {}
  }

  /// Hands the queued items on and seals the block being filled after them, without waiting:
  /// the buffered writer's time bound (``LogWriterOptions/bufferedFlushInterval``).
  func seal() {
    handOver(seal: true)
  }

  private func handOver(seal: Bool) {
    let items = pending
    // As many as last time, so that the next batch does not grow the array step by step.
    pending = []
    pending.reserveCapacity(items.count)
    pendingCost = 0
    guard !items.isEmpty || seal else { return }
    encodeQueue.async {
      for item in items { self.encode(item) }
      if seal { self.sealPayload() }
    }
  }

  // MARK: The encoding queue

  private func encode(_ item: Item) {
    switch item {
    case .event(let event, let cost):
      encoder.encode(event)
      add(encoder.writer.bytes, sequence: event.sequence, cost: cost)
    case .line(let line, let sequence):
      add(line, sequence: sequence, cost: line.count)
    }
  }

  /// Adds a line to the block being filled, as the write-through writer cuts blocks: sealed
  /// before it would pass the target, alone when larger.
  private func add(_ line: [UInt8], sequence: UInt64, cost: Int) {
    if payload.count + line.count > target, !payload.isEmpty { sealPayload() }
    if payload.isEmpty {
      payloadFirstSequence = sequence
      payload.reserveCapacity(target)
    }
    payload.append(contentsOf: line)
    payloadCount += 1
    payloadCost += cost
    if payload.count >= target { sealPayload() }
  }

  private func sealPayload() {
    guard !payload.isEmpty else { return }
    let ticket = nextTicket
    nextTicket += 1
    let block = payload
    let first = payloadFirstSequence
    let count = payloadCount
    let cost = payloadCost
    payload = []
    payloadCount = 0
    payloadCost = 0
    let compressor = compressors[ticket % compressors.count]
    let sink = sink
    compressor.queue.async {
      let sealed: [UInt8]?
      switch sink.failure == nil
        ? compressor.compress(block, firstSequence: first, eventCount: count) : nil
      {
      case .success(let bytes):
        sealed = bytes
      case .failure(let error):
        sink.report(.compression("\(error)"))
        sealed = nil
      case nil:
        sealed = nil
      }
      self.writeQueue.async { self.write(ticket, sealed, cost: cost) }
    }
  }

  // MARK: The write queue

  /// Writes block `ticket` when every block before it is written, then the ones after it
  /// that are ready.
  private func write(_ ticket: Int, _ block: [UInt8]?, cost: Int) {
    compressed[ticket] = (block, cost)
    while let next = compressed.removeValue(forKey: nextToWrite) {
      if let block = next.block { sink.writeSealedBlock(block) }
      nextToWrite += 1
      usage.withLock { $0.bytes -= next.cost }
    }
  }
}

extension BlockPipeline {
  /// One compressor of the pool: a serial queue and the deflate stream it alone uses.
  // @unchecked: `encoder` is touched only on `queue`.
  final class Compressor: @unchecked Sendable {
    let queue: DispatchQueue
    private let level: Int32
    private var encoder: BlockEncoder?

    init(label: String, level: Int32) {
      queue = DispatchQueue(label: label)
      self.level = level
    }

    /// Compresses one payload into a sealed block; the deflate stream is made on first use,
    /// so that an idle compressor holds no zlib memory.
    func compress(_ payload: [UInt8], firstSequence: UInt64, eventCount: Int)
      -> Result<[UInt8], ZlibError>
    {
      let encoder: BlockEncoder
      if let existing = self.encoder {
        encoder = existing
      } else {
        switch Result(catching: { () throws(ZlibError) in try BlockEncoder(level: level) }) {
        case .success(let made): encoder = made
        case .failure(let error): return .failure(error)
        }
        self.encoder = encoder
      }
      var block: [UInt8] = []
      block.reserveCapacity(payload.count / 4 + 64)
      let result = payload.withUnsafeBytes { raw in
        Result { () throws(ZlibError) in
          try encoder.encodeSealedBlock(
            raw, firstSequence: firstSequence, eventCount: eventCount, into: &block)
        }
      }
      return result.map { block }
    }
  }
}
