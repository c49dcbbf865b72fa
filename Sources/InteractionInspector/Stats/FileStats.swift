/// One file's blocks, bytes and events, as its reader counted them.
public struct FileStats: Hashable, Codable, Sendable {
  /// The log file's path.
  public var path: String
  /// Blocks read, damaged ones included.
  public var blocks: Int
  /// Blocks whose index was still open (written through and not sealed).
  public var openBlocks: Int
  /// Events read.
  public var events: Int
  /// Compressed bytes read.
  public var compressedBytes: Int64
  /// Uncompressed payload bytes of the blocks read.
  public var payloadBytes: Int64
  /// The first sequence number read, if any event was.
  public var firstSequence: UInt64?
  /// The last sequence number read, if any event was.
  public var lastSequence: UInt64?
  /// Whether the file ends with an `end` event, every block sealed, nothing damaged.
  public var isCleanlyClosed: Bool
  /// Whether the file ends inside a block.
  public var isTorn: Bool
  /// Compressed over uncompressed size; `nil` for no payload.
  public var compressionRatio: Double?
}
