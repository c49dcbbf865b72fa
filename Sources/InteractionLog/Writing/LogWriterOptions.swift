/// How a ``LogWriter`` trades safety against the caller's cost.
public struct LogWriterOptions: Sendable, Hashable {
  /// When events reach the file.
  public enum Mode: Sendable, Hashable {
    /// Each event is compressed and written with `write(2)` before `append` returns, so a
    /// crash of the process right after it loses nothing (the default).
    case writeThrough
    /// The caller only queues the event; queues off its thread encode the events, compress
    /// whole blocks in parallel (a pool sized by the active processor count) and write them
    /// in order. Queued events are counted in bytes, from the moment they are accepted until
    /// their block is in the file; an event that would take the count over
    /// `pendingBlockLimit` blocks' worth (× ``LogWriterOptions/blockPayloadTarget``) is
    /// dropped (and counted, and announced by a `gap` event), never waited for. The default
    /// of 4 blocks of 256 KiB holds the queue to 1 MiB. A partly filled block is sealed at
    /// most ``LogWriterOptions/bufferedFlushInterval`` seconds (1 by default) after its
    /// window's first event, so that a kill loses at most that window.
    case buffered(pendingBlockLimit: Int = 4)
  }

  /// When the writer asks the system to put written bytes on stable storage (`fsync`).
  public enum Synchronization: Sendable, Hashable {
    /// Never; the system writes back on its own schedule.
    case never
    /// After every block is sealed, and on close.
    case everyBlock
    /// On close only.
    case onClose
  }

  /// When events reach the file; ``Mode/writeThrough`` by default.
  public var mode: Mode
  /// zlib's level: 0 (store) to 9 (smallest); 6 is zlib's and gzip's default.
  public var compressionLevel: Int
  /// When written bytes are put on stable storage; ``Synchronization/onClose`` by default.
  public var synchronization: Synchronization
  /// The uncompressed bytes a block collects before it is sealed; by default
  /// ``LogFormat/targetBlockPayload`` when writing through and ``LogFormat/bufferedBlockPayload``
  /// when buffered (at most ``LogFormat/maximumBlockPayload``, which readers accept).
  public var blockPayloadTarget: Int
  /// In buffered mode, the most seconds an accepted event waits before the block holding it is
  /// sealed and handed to be compressed and written, however little the block holds; 1 s by
  /// default.
  ///
  /// A block that fills up is sealed at once; this bound is for the partly filled one, so that a
  /// process killed without warning loses at most the events of its last window (plus the time
  /// to compress and write the block), not a whole block's worth. The seal is made off the
  /// caller's thread and never waited for. `.infinity` (or NaN) turns the bound off: a block is
  /// then sealed only when full, on ``LogWriter/flush()`` and on ``LogWriter/close()``; values
  /// under a millisecond count as a millisecond. Unused when writing through.
  public var bufferedFlushInterval: Double

  /// Creates options; the defaults write through, compress at level 6 and `fsync` on close.
  ///
  /// Without a `blockPayloadTarget`, blocks collect 64 KiB when writing through and 256 KiB when
  /// buffered.
  ///
  /// - Parameters:
  ///   - mode: When events reach the file.
  ///   - compressionLevel: zlib's level, 0 (store) to 9 (smallest).
  ///   - synchronization: When the writer calls `fsync`.
  ///   - blockPayloadTarget: The uncompressed bytes a block collects before it is sealed, or
  ///     `nil` for the mode's default.
  ///   - bufferedFlushInterval: In buffered mode, the most seconds before a partly filled block
  ///     is sealed after the event that started the window; 1 by default.
  public init(
    mode: Mode = .writeThrough, compressionLevel: Int = 6,
    synchronization: Synchronization = .onClose, blockPayloadTarget: Int? = nil,
    bufferedFlushInterval: Double = 1
  ) {
    self.mode = mode
    self.bufferedFlushInterval = bufferedFlushInterval
    self.compressionLevel = compressionLevel
    self.synchronization = synchronization
    if let blockPayloadTarget {
      self.blockPayloadTarget = min(blockPayloadTarget, LogFormat.maximumBlockPayload)
    } else if case .buffered = mode {
      self.blockPayloadTarget = LogFormat.bufferedBlockPayload
    } else {
      self.blockPayloadTarget = LogFormat.targetBlockPayload
    }
  }
}
