/// A line of a log as a reader passes it through: its bytes, where it was found, and what of it
/// is decoded (``EventHead``), the line's JSON and envelope checked.
package struct LogLine: Sendable {
  /// The sequence number, kind and time.
  package var head: EventHead
  /// The file it was read from.
  package var file: String
  /// The byte offset of its block in the file (see ``LogRecord/blockOffset``).
  package var blockOffset: Int64
  /// Its 1-based line within the block's payload (see ``LogRecord/line``).
  package var line: Int
  /// The line's bytes, without its newline: an O(1) slice of its block.
  package var bytes: ArraySlice<UInt8>
}
