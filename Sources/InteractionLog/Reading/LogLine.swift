/// A line of a log as a reader passes it through: its bytes, where it was found, and what of it
/// is decoded (``EventHead``), the line's JSON and envelope checked.
package struct LogLine: Sendable {
  /// The sequence number, kind, time, process ID and role.
  package var head: EventHead
  /// The file it was read from.
  package var file: String
  /// The byte offset of its block in the file (see ``LogRecord/blockOffset``).
  package var blockOffset: Int64
  /// Its 1-based line within the block's payload (see ``LogRecord/line``).
  package var line: Int
  /// The line's bytes, without its newline: an O(1) slice of its block.
  package var bytes: ArraySlice<UInt8>
  /// The offset in `bytes` (from its start) of the interaction's JSON string, checked to be a
  /// string; `nil` when the line names no interaction.
  package var interactionOffset: Int?

  /// The interaction the line names (``Event/interaction``), decoded now.
  package var interaction: String? {
    guard let offset = interactionOffset else { return nil }
    return bytes.withUnsafeBytes { JSONLine(input: $0).string(at: offset) }
  }
}
