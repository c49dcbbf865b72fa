/// The log's size next to `gzip -6` of the same JSON Lines.
struct SizeComparison: Codable {
  /// The uncompressed JSON Lines in the log (`gzip -dc` of it).
  var payloadBytes: Int64
  /// The buffered LogWriter's file.
  var bufferedLogBytes: Int64
  /// The write-through LogWriter's file (other clock readings, same events).
  var writeThroughLogBytes: Int64?
  /// `gzip -6 -c` of the buffered log's JSON Lines.
  var gzipBytes: Int64

  /// The buffered log's size over gzip's.
  var ratio: Double { Double(bufferedLogBytes) / Double(gzipBytes) }
}
