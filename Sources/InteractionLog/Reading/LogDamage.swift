/// A problem found while reading a log: what, in which file, and at which byte offset.
public struct LogDamage: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kinds of damage a reader tells apart.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The file ends inside a block (a crash or power loss during a write).
    case tornTail = "torn-tail"
    /// A block's bytes are not what its header, deflate data or trailer promise.
    case corruptBlock = "corrupt-block"
    /// A block or line declares or inflates to more than the format allows.
    case limitExceeded = "limit-exceeded"
    /// A line is not a valid event.
    case invalidEvent = "invalid-event"
    /// Sequence numbers go backwards or repeat, or a block's index disagrees with its events.
    case sequence = "sequence"
    /// The file holds something other than an `ilog/1` log or plain gzip.
    case notALog = "not-a-log"
  }

  /// What kind of damage this is.
  public var kind: Kind
  /// The file it was found in.
  public var file: String
  /// The byte offset in the (compressed) file where the damaged part starts.
  public var offset: Int64
  /// The 1-based line in the block's payload, for damage inside a line.
  public var line: Int?
  /// What was expected and what was found.
  public var message: String

  /// Creates a damage report from its parts, each the property of the same name.
  public init(kind: Kind, file: String, offset: Int64, line: Int? = nil, message: String) {
    self.kind = kind
    self.file = file
    self.offset = offset
    self.line = line
    self.message = message
  }

  /// The file, byte offset, line when there is one, kind and message:
  /// `log.ilog: byte 4096, line 3: invalid-event: …`.
  public var description: String {
    let place = line.map { "\(file): byte \(offset), line \($0)" } ?? "\(file): byte \(offset)"
    return "\(place): \(kind.rawValue): \(message)"
  }
}
