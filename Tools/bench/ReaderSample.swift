/// What one run of a ``ReaderCase`` measured.
struct ReaderSample: Codable {
  /// Events (or lines) read.
  var events: Int
  /// Uncompressed payload bytes they came from.
  var payloadBytes: Int64
  /// Nanoseconds from opening the file to its end.
  var nanoseconds: Double
}
