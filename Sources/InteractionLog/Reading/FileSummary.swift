/// What reading one file found: counts, sizes, whether it was closed cleanly, and its damage.
public struct FileSummary: Hashable, Sendable {
  /// The file read.
  public var path: String
  /// Blocks read, damaged ones included.
  public var blocks = 0
  /// Blocks whose index was still open (written through and not sealed).
  public var openBlocks = 0
  /// Events returned.
  public var events = 0
  /// Events per kind.
  public var eventsByKind: [EventKind: Int] = [:]
  /// Bytes of the file read (compressed).
  public var compressedBytes: Int64 = 0
  /// Uncompressed bytes of the blocks read.
  public var payloadBytes: Int64 = 0
  /// The sequence number of the first valid event read; `nil` when there was none.
  public var firstSequence: UInt64?
  /// The sequence number of the last valid event read; `nil` when there was none.
  public var lastSequence: UInt64?
  /// Whether the first event is a `header`.
  public var hasHeader = false
  /// Whether the last event is an `end`.
  public var hasEnd = false
  /// Damage found, in file order.
  public var damages: [LogDamage] = []

  /// Creates the summary of a file nothing has been read from yet.
  ///
  /// - Parameter path: The file.
  public init(path: String) {
    self.path = path
  }

  /// The file ends with an `end` event, all blocks sealed, and nothing is damaged.
  public var isCleanlyClosed: Bool { hasEnd && damages.isEmpty && openBlocks == 0 }

  /// Compressed size over uncompressed size (smaller is better); `nil` for an empty file.
  public var compressionRatio: Double? {
    payloadBytes == 0 ? nil : Double(compressedBytes) / Double(payloadBytes)
  }
}
