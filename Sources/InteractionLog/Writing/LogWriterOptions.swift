/// How a ``LogWriter`` trades safety against the caller's cost.
public struct LogWriterOptions: Sendable, Hashable {
  /// When events reach the file.
  public enum Mode: Sendable, Hashable {
    /// Each event is compressed and written with `write(2)` before `append` returns, so a
    /// crash of the process right after it loses nothing (the default).
    case writeThrough
    /// The caller only serializes into a bounded buffer; a background queue compresses
    /// whole blocks and writes them. When `pendingBlockLimit` full blocks wait for the
    /// queue, further events are dropped (and counted), never waited for. The default of 8
    /// keeps the writer's buffers under 1 MiB (8 blocks of 64 KiB, and the one being filled).
    case buffered(pendingBlockLimit: Int = 8)
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
  /// The uncompressed bytes a block collects before it is sealed; at most
  /// ``LogFormat/targetBlockPayload``, which the format promises readers.
  public var blockPayloadTarget: Int

  /// Creates options; the defaults write through, compress at level 6 and `fsync` on close.
  ///
  /// - Parameters:
  ///   - mode: When events reach the file.
  ///   - compressionLevel: zlib's level, 0 (store) to 9 (smallest).
  ///   - synchronization: When the writer calls `fsync`.
  ///   - blockPayloadTarget: The uncompressed bytes a block collects before it is sealed; at
  ///     most ``LogFormat/targetBlockPayload``.
  public init(
    mode: Mode = .writeThrough, compressionLevel: Int = 6,
    synchronization: Synchronization = .onClose,
    blockPayloadTarget: Int = LogFormat.targetBlockPayload
  ) {
    self.mode = mode
    self.compressionLevel = compressionLevel
    self.synchronization = synchronization
    self.blockPayloadTarget = blockPayloadTarget
  }
}
