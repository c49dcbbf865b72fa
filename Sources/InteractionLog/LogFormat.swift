/// Constants of the `ilog/1` format; FORMAT.md is the normative description.
public enum LogFormat {
  /// The format name carried by every header event.
  public static let name = "ilog/1"
  /// This library's version, written in every header event's `tool` field.
  public static let toolVersion = "0.1.0"
  /// The format version carried by every event's `v` field.
  public static let version = 1
  /// The uncompressed payload a write-through block holds before the writer starts a new one.
  public static let targetBlockPayload = 64 * 1024
  /// The uncompressed payload a buffered block holds before the writer starts a new one:
  /// larger than a write-through block's, since a block restarts the deflate window
  /// (FORMAT.md §2.2 gives the figures).
  public static let bufferedBlockPayload = 256 * 1024
  /// The largest uncompressed payload any block may hold (one large event alone);
  /// readers reject larger blocks and lines as decompression bombs.
  public static let maximumBlockPayload = 1024 * 1024
  /// The sequence number of a file's first event (its header).
  public static let firstSequence: UInt64 = 1
  /// The largest gzip member a block may be: room for an incompressible maximal payload.
  public static let maximumBlockSize = maximumBlockPayload + 64 * 1024
}
