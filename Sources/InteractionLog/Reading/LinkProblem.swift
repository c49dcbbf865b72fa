/// An event that breaks one of the links between events that FORMAT.md §3 promises.
///
/// A call id used by two calls, a completion whose call is not in the file, an event that
/// refers to an interaction before the file's snapshot of it: the bytes are sound, what they
/// say is not.
package struct LinkProblem: Hashable, Sendable, CustomStringConvertible {
  /// Which link is broken.
  package enum Kind: String, Hashable, Sendable {
    /// A call whose id an earlier call of the file has.
    case duplicateCallID = "duplicate-call-id"
    /// A completion whose id no earlier call of the file has, or that has no id.
    case completionWithoutCall = "completion-without-call"
    /// An event that names an interaction whose snapshot comes later in the file.
    case beforeSnapshot = "before-snapshot"
  }

  /// Which link is broken.
  package var kind: Kind
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
