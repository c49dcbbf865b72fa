import InteractionLog

/// An event that breaks one of the links between the events of its file that FORMAT.md §3
/// promises, in a form that encodes to JSON: the bytes are sound, what they say is not.
public struct BrokenLink: Hashable, Codable, Sendable, CustomStringConvertible {
  /// `duplicate-call-id` (a second call with a call's id), `completion-without-call` (no earlier
  /// call in the file has its id) or `before-snapshot` (the event names an interaction whose
  /// snapshot comes later in the file).
  public var kind: String
  /// The file the event was read from.
  public var file: String
  /// The event's sequence number.
  public var sequence: UInt64
  /// The byte offset of the event's block in the (compressed) file.
  public var offset: Int64
  /// The event's 1-based line in that block.
  public var line: Int
  /// What is wrong, naming the ids involved.
  public var message: String

  /// Creates a broken link from its parts, each the property of the same name.
  public init(
    kind: String, file: String, sequence: UInt64, offset: Int64, line: Int, message: String
  ) {
    self.kind = kind
    self.file = file
    self.sequence = sequence
    self.offset = offset
    self.line = line
    self.message = message
  }

  init(_ problem: LinkProblem) {
    self.init(
      kind: problem.kind.rawValue, file: problem.file, sequence: problem.sequence,
      offset: problem.offset, line: problem.line, message: problem.message)
  }

  /// `file#seq (byte N, line L): kind: message`.
  public var description: String {
    "\(file)#\(sequence) (byte \(offset), line \(line)): \(kind): \(message)"
  }
}
