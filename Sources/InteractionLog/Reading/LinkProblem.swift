/// An event that breaks one of the links between events that FORMAT.md §3 promises.
///
/// A call id used by two calls, a completion whose call is not in the file, an event that
/// refers to an interaction before the file's snapshot of it: the bytes are sound, what they
/// say is not.
package struct LinkProblem: Hashable, Sendable, CustomStringConvertible {
  /// The file the event was read from.
  package var file: String
  /// The byte offset of the event's block.
  package var offset: Int64
  /// The event's 1-based line in that block.
  package var line: Int
  /// The event's sequence number.
  package var sequence: UInt64
  /// What is wrong, naming the ids involved.
  package var message: String

  /// `byte 0, line 5 (seq 5): call id 5 is used by a second call`.
  package var description: String {
    "byte \(offset), line \(line) (seq \(sequence)): \(message)"
  }
}
