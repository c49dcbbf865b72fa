/// Writes a new log from complete events, keeping each event's envelope and sequence number.
///
/// Where ``LogWriter`` records what happens now (its own header, clock, identity and sequence
/// numbers), a copier writes events that were recorded before, as they are: tools use it to write
/// a recovered or redacted copy of a log whose sequence numbers still point at the original's.
/// It writes no header or end of its own; ``LogRecovery`` decides those.
///
/// Like a writer it creates the file with mode 0600, never through a symbolic link and never
/// over an existing file. Blocks are compressed whole and written sealed, off the caller's thread;
/// unlike a buffered writer, a copier waits when the queue is full rather than dropping events.
/// Not thread-safe: one caller at a time.
public final class LogCopier {
  /// The log being written.
  public let path: String
  /// The sequence number of the last event copied.
  public private(set) var lastSequence: UInt64?
  /// How many events were copied.
  public private(set) var count = 0
  private let blocks: BlockFileWriter
  private var encoder = EventEncoder()
  private var isClosed = false

  /// Creates the log at `path`.
  ///
  /// - Parameters:
  ///   - path: Where the new log goes; nothing may exist there yet.
  ///   - compressionLevel: zlib's level, 0 to 9.
  /// - Throws: ``LogWriteError/fileExists(path:)`` when something is at `path`,
  ///   ``LogWriteError/symbolicLink(path:)`` for a link, ``LogWriteError/system(_:)`` otherwise.
  public init(path: String, compressionLevel: Int = 6) throws(LogWriteError) {
    let level = Int32(clamping: compressionLevel)
    let (file, recovery) = try LogFileOpening.open(path, .createNew, level: level)
    self.path = path
    // Failures on the queue are kept by the block writer and thrown by the next call.
    blocks = try BlockFileWriter(
      file: file, offset: recovery.end,
      options: LogWriterOptions(mode: .buffered(), compressionLevel: compressionLevel),
      failureHandler: { _ in })
  }

  deinit {
    try? close()
  }

  /// Appends `event` as it is, with its own sequence number.
  ///
  /// - Parameter event: The event; its sequence number must be greater than the last one's.
  /// - Throws: ``LogWriteError/sequenceOutOfOrder(path:sequence:previous:)`` for a sequence number
  ///   that does not increase, ``LogWriteError/eventTooLarge(bytes:limit:)`` for an event over
  ///   1 MiB, and the error of a failed write.
  public func append(_ event: Event) throws(LogWriteError) {
    guard !isClosed else { throw .closed(path: path) }
    if let previous = lastSequence, event.sequence <= previous {
      throw .sequenceOutOfOrder(path: path, sequence: event.sequence, previous: previous)
    }
    encoder.encode(event)
    let bytes = encoder.bytes
    // Wait for the queue instead of dropping: a copy must be complete.
    if !blocks.canAccept(bytes.count) { try blocks.flush() }
    let result = bytes.withUnsafeBytes { raw in
      Result { () throws(LogWriteError) in try blocks.append(raw, sequence: event.sequence) }
    }
    try result.get()
    lastSequence = event.sequence
    count += 1
  }

  /// Writes the last block, synchronizes the file and closes it.
  ///
  /// Idempotent.
  ///
  /// - Throws: The error of a failed write or `fsync`.
  public func close() throws(LogWriteError) {
    guard !isClosed else { return }
    isClosed = true
    try blocks.close()
  }
}
