/// A value the recorder handed extension code through its sources (`ValueSources`):
/// a `sourceValue` event.
public struct RecordedSourceValue: Hashable, Sendable {
  /// The source: `clock` or `uuid`.
  public var source: String
  /// The value as written: an RFC 3339 time or a UUID's text.
  public var value: String
  /// The event's sequence number in its file.
  public var sequence: UInt64
  /// The log file.
  public var file: String

  /// Creates a recorded value from its parts, each the property of the same name.
  public init(source: String, value: String, sequence: UInt64, file: String) {
    self.source = source
    self.value = value
    self.sequence = sequence
    self.file = file
  }
}
