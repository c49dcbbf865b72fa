internal import Dispatch
import InteractionModel

/// Appends newline-terminated lines to one log file as `ilog/1` blocks, write-through or
/// buffered (see ``LogWriterOptions/Mode``).
///
/// Not thread-safe for callers: ``LogWriter`` serializes calls to it. In buffered mode it owns
/// a serial queue that compresses and writes sealed blocks off the caller's thread.
// @unchecked: the queue-side state (`sink`) is touched only on `queue`; the rest only by the
// one caller that LogWriter's lock admits at a time.
package final class BlockFileWriter: @unchecked Sendable {
  package let path: String
  private let options: LogWriterOptions
  private let sink: BlockSink
  // Write-through state.
  private let encoder: BlockEncoder
  private var output: [UInt8] = []
  private var blockStart: Int64 = 0
  // Buffered state.
  private let queue: DispatchQueue?
  private let pendingBlocks = Locked(0)
  private var payload: [UInt8] = []
  private var payloadFirstSequence: UInt64 = 0
  private var payloadCount = 0
  private var isClosed = false

  /// Starts writing blocks at `offset` of an open log file.
  ///
  /// - Parameters:
  ///   - file: the open, locked log file.
  ///   - offset: where the next block goes (the end of the file's valid blocks).
  ///   - options: write-through or buffered, block size, compression, synchronization.
  ///   - failureHandler: told about a failure on the background queue (buffered mode).
  /// - Throws: ``LogWriteError`` when zlib cannot start a compressor.
  package init(
    file: any LogFile, offset: Int64, options: LogWriterOptions,
    failureHandler: @escaping @Sendable (LogWriteError) -> Void
  ) throws(LogWriteError) {
    path = file.path
    self.options = options
    let level = Int32(clamping: options.compressionLevel)
    do {
      encoder = try BlockEncoder(level: level)
      sink = BlockSink(
        file: file, offset: offset, encoder: try BlockEncoder(level: level),
        synchronizeEveryBlock: options.synchronization == .everyBlock,
        failureHandler: failureHandler)
    } catch {
      throw .compression("\(error)")
    }
    if case .buffered = options.mode {
      queue = DispatchQueue(label: "interaction-log.writer")
      payload.reserveCapacity(options.blockPayloadTarget)
    } else {
      queue = nil
      output.reserveCapacity(4096)
    }
  }

  private var pendingBlockLimit: Int {
    if case .buffered(let limit) = options.mode { return max(1, limit) }
    return 0
  }

  /// Whether a line of `count` bytes would be accepted now; in buffered mode `false` means the
  /// background queue is behind and the event must be dropped rather than waited for.
  package func canAccept(_ count: Int) -> Bool {
    guard queue != nil else { return true }
    let free = pendingBlockLimit - pendingBlocks.withLock { $0 }
    if payload.count + count <= options.blockPayloadTarget { return true }
    // Sealing the current payload takes one slot; a line larger than a block takes another.
    let needed = (payload.isEmpty ? 0 : 1) + (count > options.blockPayloadTarget ? 1 : 0)
    return free >= needed
  }

  /// Whether `pendingBlockLimit` blocks wait for the queue (buffered mode), so that only a line
  /// that fits the block being filled would be accepted.
  package var isQueueFull: Bool {
    queue != nil && pendingBlocks.withLock { $0 } >= pendingBlockLimit
  }

  /// Whether `error` is the failure that the background queue already handed to the failure
  /// handler (buffered mode), so that callers do not report it a second time.
  package func hasReported(_ error: LogWriteError) -> Bool {
    sink.reportedFailure == error
  }

  /// Appends one line, which must end with a newline, as the event with `sequence`.
  package func append(_ line: UnsafeRawBufferPointer, sequence: UInt64) throws(LogWriteError) {
    guard !isClosed else { throw .closed(path: path) }
    if let failure = sink.failure { throw failure }
    guard line.count <= LogFormat.maximumBlockPayload else {
      throw .eventTooLarge(bytes: line.count, limit: LogFormat.maximumBlockPayload)
    }
    if queue != nil {
      appendBuffered(line, sequence: sequence)
    } else {
      try appendWriteThrough(line, sequence: sequence)
    }
  }

  private func appendWriteThrough(_ line: UnsafeRawBufferPointer, sequence: UInt64)
    throws(LogWriteError)
  {
    let alone = line.count > options.blockPayloadTarget
    if encoder.isOpen, alone || encoder.payloadSize + line.count > options.blockPayloadTarget {
      try sealWriteThroughBlock()
    }
    output.removeAll(keepingCapacity: true)
    if !encoder.isOpen {
      blockStart = sink.offset
      encoder.open(firstSequence: sequence, into: &output)
    }
    do {
      try encoder.append(line, into: &output)
    } catch {
      throw .compression("\(error)")
    }
    try sink.write(output)
    if alone { try sealWriteThroughBlock() }
  }

  private func sealWriteThroughBlock() throws(LogWriteError) {
    output.removeAll(keepingCapacity: true)
    let index: BlockIndex
    do {
      index = try encoder.seal(into: &output)
    } catch {
      throw .compression("\(error)")
    }
    // The trailer goes first, the sealed index second: a crash between them leaves a
    // complete member that readers accept and reopening reseals.
    try sink.write(output)
    try sink.patchIndex(index, blockStart: blockStart)
  }

  private func appendBuffered(_ line: UnsafeRawBufferPointer, sequence: UInt64) {
    if payload.count + line.count > options.blockPayloadTarget, !payload.isEmpty {
      handOffPayload()
    }
    if payload.isEmpty { payloadFirstSequence = sequence }
    payload.append(contentsOf: line)
    payloadCount += 1
    if payload.count >= options.blockPayloadTarget { handOffPayload() }
  }

  private func handOffPayload() {
    guard let queue, !payload.isEmpty else { return }
    pendingBlocks.withLock { $0 += 1 }
    let block = payload
    let first = payloadFirstSequence
    let count = payloadCount
    payload = []
    payload.reserveCapacity(options.blockPayloadTarget)
    payloadCount = 0
    let sink = sink
    let pending = self
    queue.async {
      sink.writeSealedBlock(block, firstSequence: first, eventCount: count)
      pending.pendingBlocks.withLock { $0 -= 1 }
    }
  }

  /// Writes everything accepted so far: seals a buffered payload and waits for the queue.
  ///
  /// In write-through mode every event is already written; the open block stays open.
  package func flush() throws(LogWriteError) {
    guard !isClosed else { throw .closed(path: path) }
    if let queue {
      handOffPayload()
      queue.sync {}
    }
    if let failure = sink.failure { throw failure }
  }

  /// Seals the last block, synchronizes as the options ask, and stops accepting lines.
  package func close() throws(LogWriteError) {
    guard !isClosed else { return }
    defer { isClosed = true }
    if let queue {
      handOffPayload()
      queue.sync {}
    } else if encoder.isOpen, sink.failure == nil {
      try sealWriteThroughBlock()
    }
    if let failure = sink.failure { throw failure }
    if options.synchronization != .never { try sink.synchronize() }
  }
}

/// The file side of a ``BlockFileWriter``: where the next byte goes and the first failure.
// @unchecked: `offset` and `encoder` are used either by the caller (write-through) or on the
// writer's serial queue (buffered), never both; `failure` sits behind a lock.
private final class BlockSink: @unchecked Sendable {
  let file: any LogFile
  private(set) var offset: Int64
  private let encoder: BlockEncoder
  private let synchronizeEveryBlock: Bool
  private let failureHandler: @Sendable (LogWriteError) -> Void
  private let firstFailure = Locked<(error: LogWriteError?, isReported: Bool)>((nil, false))
  private var blockBytes: [UInt8] = []

  init(
    file: any LogFile, offset: Int64, encoder: BlockEncoder, synchronizeEveryBlock: Bool,
    failureHandler: @escaping @Sendable (LogWriteError) -> Void
  ) {
    self.file = file
    self.offset = offset
    self.encoder = encoder
    self.synchronizeEveryBlock = synchronizeEveryBlock
    self.failureHandler = failureHandler
  }

  var failure: LogWriteError? { firstFailure.withLock { $0.error } }

  /// The first failure, if the failure handler was told of it.
  var reportedFailure: LogWriteError? {
    firstFailure.withLock { $0.isReported ? $0.error : nil }
  }

  func write(_ bytes: [UInt8]) throws(LogWriteError) {
    do {
      try file.write(bytes, at: offset)
    } catch {
      throw fail(.system(error))
    }
    offset += Int64(bytes.count)
  }

  func patchIndex(_ index: BlockIndex, blockStart: Int64) throws(LogWriteError) {
    do {
      try file.write(index.data, at: blockStart + Int64(GzipHeader.indexDataOffset))
      if synchronizeEveryBlock { try file.synchronize() }
    } catch {
      throw fail(.system(error))
    }
  }

  func writeSealedBlock(_ payload: [UInt8], firstSequence: UInt64, eventCount: Int) {
    guard failure == nil else { return }
    blockBytes.removeAll(keepingCapacity: true)
    let encoded = payload.withUnsafeBytes { raw in
      Result { () throws(ZlibError) in
        try encoder.encodeSealedBlock(
          raw, firstSequence: firstSequence, eventCount: eventCount, into: &blockBytes)
      }
    }
    if case .failure(let error) = encoded {
      report(.compression("\(error)"))
      return
    }
    do {
      try file.write(blockBytes, at: offset)
      offset += Int64(blockBytes.count)
      if synchronizeEveryBlock { try file.synchronize() }
    } catch {
      report(.system(error))
    }
  }

  func synchronize() throws(LogWriteError) {
    do {
      try file.synchronize()
    } catch {
      throw fail(.system(error))
    }
  }

  /// Records the first failure; the writer stops after it, since the file's end is unknown.
  private func fail(_ error: LogWriteError) -> LogWriteError {
    firstFailure.withLock { stored in
      if stored.error == nil { stored.error = error }
    }
    return error
  }

  /// Records a failure met on the queue as reported, then tells the failure handler: marked in
  /// the same step as it is recorded, so that a caller who meets it never reports it again.
  private func report(_ error: LogWriteError) {
    firstFailure.withLock { stored in
      if stored.error == nil { stored = (error, true) }
    }
    failureHandler(error)
  }
}
