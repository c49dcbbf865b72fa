import InteractionModel

/// Appends newline-terminated lines to one log file as `ilog/1` blocks, write-through or
/// buffered (see ``LogWriterOptions/Mode``).
///
/// Not thread-safe for callers: ``LogWriter`` serializes calls to it. In buffered mode a
/// ``BlockPipeline`` encodes, compresses and writes sealed blocks off the caller's thread.
// @unchecked: the pipeline's stages keep to their queues; the rest is touched only by the one
// caller that LogWriter's lock admits at a time.
package final class BlockFileWriter: @unchecked Sendable {
  package let path: String
  private let options: LogWriterOptions
  private let sink: BlockSink
  // Write-through state.
  private let encoder: BlockEncoder?
  private var output: [UInt8] = []
  private var blockStart: Int64 = 0
  // Buffered state.
  private let pipeline: BlockPipeline?
  private var isClosed = false

  /// Starts writing blocks at `offset` of an open log file.
  ///
  /// - Parameters:
  ///   - file: the open, locked log file.
  ///   - offset: where the next block goes (the end of the file's valid blocks).
  ///   - options: write-through or buffered, block size, compression, synchronization.
  ///   - failureHandler: told about a failure off the caller's thread (buffered mode).
  /// - Throws: ``LogWriteError`` when zlib cannot start a compressor.
  package init(
    file: any LogFile, offset: Int64, options: LogWriterOptions,
    failureHandler: @escaping @Sendable (LogWriteError) -> Void
  ) throws(LogWriteError) {
    path = file.path
    self.options = options
    let level = Int32(clamping: options.compressionLevel)
    sink = BlockSink(
      file: file, offset: offset, synchronizeEveryBlock: options.synchronization == .everyBlock,
      failureHandler: failureHandler)
    if case .buffered(let blocks) = options.mode {
      encoder = nil
      let (limit, overflow) = max(1, blocks).multipliedReportingOverflow(
        by: max(1, options.blockPayloadTarget))
      pipeline = BlockPipeline(
        sink: sink, limit: overflow ? .max : limit, target: options.blockPayloadTarget,
        level: level)
    } else {
      do {
        encoder = try BlockEncoder(level: level)
      } catch {
        throw .compression("\(error)")
      }
      pipeline = nil
      output.reserveCapacity(4096)
    }
  }

  /// Whether events are queued and written off the caller's thread.
  package var isBuffered: Bool { pipeline != nil }

  /// Whether a line of `count` bytes would be accepted now; in buffered mode `false` means the
  /// pipeline is behind and the line must be dropped, or waited for with ``flush()``.
  package func canAccept(_ count: Int) -> Bool {
    pipeline?.hasRoom(for: count) ?? true
  }

  /// The bytes the buffered pipeline counts now and the most it ever counted (zero when
  /// writing through).
  package var queuedBytes: (now: Int, most: Int) {
    guard let usage = pipeline?.currentUsage else { return (0, 0) }
    return (usage.bytes, usage.mostBytes)
  }

  /// The most bytes the buffered pipeline counts at a time (zero when writing through).
  package var queueLimit: Int { pipeline?.limit ?? 0 }

  /// Whether `error` is the failure that the background queue already handed to the failure
  /// handler (buffered mode), so that callers do not report it a second time.
  package func hasReported(_ error: LogWriteError) -> Bool {
    sink.reportedFailure == error
  }

  /// Queues `event` (buffered mode), whose sequence number is set, to be encoded off the
  /// caller's thread, counted as `cost` bytes.
  ///
  /// - Parameters:
  ///   - event: The event, moved into the queue.
  ///   - cost: The bytes it counts for against the limit.
  ///   - force: Queue it even over the limit (the `end` event after a drain).
  /// - Returns: `false` when the pipeline has no room for it: drop it.
  /// - Throws: ``LogWriteError/closed(path:)`` after ``close()``, or the failure that stopped
  ///   the writer.
  package func enqueue(_ event: consuming Event, cost: Int, force: Bool) throws(LogWriteError)
    -> Bool
  {
    guard !isClosed else { throw .closed(path: path) }
    if let failure = sink.failure { throw failure }
    guard let pipeline else { preconditionFailure("enqueue is for buffered writers") }
    guard pipeline.reserve(cost, force: force) else { return false }
    pipeline.enqueue(.event(consume event, cost: cost), cost: cost)
    return true
  }

  /// Appends one line, which must end with a newline, as the event with `sequence`.
  ///
  /// In buffered mode the line is queued whatever the pipeline holds: callers that must not
  /// pass the limit ask ``canAccept(_:)`` first.
  package func append(_ line: UnsafeRawBufferPointer, sequence: UInt64) throws(LogWriteError) {
    guard !isClosed else { throw .closed(path: path) }
    if let failure = sink.failure { throw failure }
    guard line.count <= LogFormat.maximumBlockPayload else {
      throw .eventTooLarge(bytes: line.count, limit: LogFormat.maximumBlockPayload)
    }
    if let pipeline {
      _ = pipeline.reserve(line.count, force: true)
      pipeline.enqueue(.line(Array(line), sequence: sequence), cost: line.count)
    } else {
      try appendWriteThrough(line, sequence: sequence)
    }
  }

  private func appendWriteThrough(_ line: UnsafeRawBufferPointer, sequence: UInt64)
    throws(LogWriteError)
  {
    guard let encoder else { return }
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
    guard let encoder else { return }
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

  /// Writes everything accepted so far: seals a buffered payload and waits for the pipeline.
  ///
  /// In write-through mode every event is already written; the open block stays open.
  package func flush() throws(LogWriteError) {
    guard !isClosed else { throw .closed(path: path) }
    pipeline?.drain(seal: true)
    if let failure = sink.failure { throw failure }
  }

  /// Seals the block being filled in buffered mode and hands it on to be written, without
  /// waiting for it; nothing when writing through, closed or stopped by a failure.
  package func sealWithoutWaiting() {
    guard !isClosed, sink.failure == nil else { return }
    pipeline?.seal()
  }

  /// Seals the last block, synchronizes as the options ask, and stops accepting lines.
  package func close() throws(LogWriteError) {
    guard !isClosed else { return }
    defer { isClosed = true }
    if let pipeline {
      pipeline.drain(seal: true)
    } else if encoder?.isOpen == true, sink.failure == nil {
      try sealWriteThroughBlock()
    }
    if let failure = sink.failure { throw failure }
    if options.synchronization != .never { try sink.synchronize() }
  }
}
