/// An event as read, with where it was found.
public struct LogRecord: Hashable, Sendable {
  /// The event.
  public var event: Event
  /// The file it was read from.
  public var file: String
  /// The byte offset of its block in the file; in plain gzip, of the member where its line
  /// starts.
  public var blockOffset: Int64
  /// Its 1-based line within the block's payload; in plain gzip, counted from the first byte
  /// of that member (FORMAT.md §6.3).
  public var line: Int
  /// The line's bytes, without its newline, when the reader was asked to keep them (an O(1)
  /// slice of its block); `nil` otherwise.
  package var lineBytes: ArraySlice<UInt8>? = nil
}

extension LogRecord {
  /// A record of an event that no file holds: one a replay made and inspects in memory.
  package init(event: Event, inMemoryFile file: String) {
    self.init(event: event, file: file, blockOffset: 0, line: Int(event.sequence))
  }
}
