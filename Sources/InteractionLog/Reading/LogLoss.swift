/// Something a session's logs say was lost, though every byte read: events the recorder dropped
/// or failed to write, events missing from the sequence, links that point at nothing, a block
/// not sealed, a file of another session.
///
/// Damage (``LogDamage``) is bytes a reader cannot read; a loss is what readable bytes record
/// of their own incompleteness. Neither leaves a log a verdict can rely on: a replay of a session
/// with a loss did not see what was lost, so it cannot pass unless the loss is accepted by name.
/// ``LossAccount`` finds them as the log is read.
public struct LogLoss: Hashable, Sendable, CustomStringConvertible {
  /// What was lost; the raw value is the name `ilog` prints and `--accept-loss` takes.
  public enum Kind: String, Hashable, Sendable, CaseIterable, Comparable {
    /// A `gap` event: the writer dropped events (a full buffer) and counted them.
    case gap
    /// The `end` event counts more dropped events than the file's `gap` events do.
    case dropped
    /// An `error` event, or an `end` event counting more errors than the file holds: the
    /// recorder failed to write something (an event too large, a failed write, damage that
    /// `ilog recover` could not copy).
    case recorderError = "recorder-error"
    /// A sequence number that skips: the events between were lost.
    case sequenceJump = "sequence-jump"
    /// An event that refers to what is not there: a completion without its call, a call id
    /// used twice, an interaction referred to before its snapshot.
    case brokenLink = "broken-link"
    /// A block whose index was never sealed in a file that is otherwise closed: its writer
    /// stopped in the middle of it, or its bytes were changed.
    case unsealedBlock = "unsealed-block"
    /// A file whose events belong to another recording session than the first file's: two
    /// sessions in one directory, which no replay may merge.
    case otherSession = "other-session"

    /// Whether a user may accept the loss and still get a green verdict: every kind but
    /// ``otherSession``, whose interactions would be joined with a stranger's.
    public var isAcceptable: Bool { self != .otherSession }

    /// The order of the cases: the order a report lists the kinds in.
    public static func < (lhs: Kind, rhs: Kind) -> Bool {
      (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
  }

  /// What was lost.
  public var kind: Kind
  /// The log file that records it.
  public var file: String
  /// The sequence number of the event that records it, if an event does.
  public var sequence: UInt64?
  /// The byte offset of the block holding that event.
  public var offset: Int64?
  /// The line of that event within its block.
  public var line: Int?
  /// What was lost, in a sentence: `3 events dropped (buffer full)`.
  public var message: String

  /// Creates a loss from its parts, each the property of the same name.
  public init(
    kind: Kind, file: String, sequence: UInt64? = nil, offset: Int64? = nil, line: Int? = nil,
    message: String
  ) {
    self.kind = kind
    self.file = file
    self.sequence = sequence
    self.offset = offset
    self.line = line
    self.message = message
  }

  /// `ui-extension-502.ilog: byte 0, line 5 (seq 5): gap: 3 events dropped (buffer full)`.
  public var description: String {
    var place = file
    if let offset {
      place += ": byte \(offset)" + (line.map { ", line \($0)" } ?? "")
      if let sequence { place += " (seq \(sequence))" }
    } else if let sequence {
      place += ": seq \(sequence)"
    }
    return "\(place): \(kind.rawValue): \(message)"
  }
}
