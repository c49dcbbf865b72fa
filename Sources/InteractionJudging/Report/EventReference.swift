/// Where an event is: its file and its sequence number there, which together name it in a session.
///
/// Sequence numbers restart in every file (FORMAT.md §3.2), so evidence always carries the file.
public struct EventReference: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The log file the event was read from, as the reader named it.
  public var file: String
  /// The event's sequence number in that file.
  public var sequence: UInt64

  /// Creates a reference from its parts, each the property of the same name.
  public init(file: String, sequence: UInt64) {
    self.file = file
    self.sequence = sequence
  }

  /// `file#sequence`, such as `ui-extension-4243.ilog#5`.
  public var description: String { "\(file)#\(sequence)" }
}
