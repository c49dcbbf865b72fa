public import InteractionLog

/// A damaged or torn part of a log, as the reader reported it, in a form that encodes to JSON.
public struct DamageNote: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The kind of damage: `torn-tail`, `corrupt-block`, `limit-exceeded`, `invalid-event`,
  /// `sequence` or `not-a-log` (FORMAT.md §5).
  public var kind: String
  /// The file it was found in.
  public var file: String
  /// The byte offset of the damaged block in the (compressed) file.
  public var offset: Int64
  /// The 1-based line in the block, for damage inside a line.
  public var line: Int?
  /// What was expected and what was found.
  public var message: String

  /// Copies what the reader reported.
  ///
  /// - Parameter damage: A damage from `FileSummary.damages`.
  public init(_ damage: LogDamage) {
    kind = damage.kind.rawValue
    file = damage.file
    offset = damage.offset
    line = damage.line
    message = damage.message
  }

  /// Whether this is a torn tail: the file ends inside a block, as after a crash mid-write.
  public var isTornTail: Bool { kind == LogDamage.Kind.tornTail.rawValue }

  /// The reader's one-line description: file, offset, line, kind and message.
  public var description: String {
    let place = line.map { "\(file): byte \(offset), line \($0)" } ?? "\(file): byte \(offset)"
    return "\(place): \(kind): \(message)"
  }
}
