/// One position of a ``TimeTravelTimeline``: a call or a completion, as the merged stream of
/// both processes brought it.
public struct TimeTravelEvent: Hashable, Codable, Sendable {
  /// Which extension made the event.
  public enum Process: String, Hashable, Codable, Sendable {
    /// The Intents UI extension.
    case ui
    /// The Intents extension, which handles the intent.
    case handling
  }

  /// The log file that holds the event.
  public var file: String
  /// The event's sequence number in its file.
  public var sequence: UInt64
  /// Which extension made it.
  public var process: Process
  /// The identifier of the interaction it belongs to; `nil` for a handling call no interaction
  /// was joined to.
  public var interaction: String?
  /// The call's kind (`dispatch`, `resolve`, `confirm`, `handle`, `configureView`,
  /// `configure`), or `completion` for an answer.
  public var kind: String
  /// The call, or its answer, on one line in `ilog inspect`'s words.
  public var text: String

  /// An event; each argument is the property of the same name.
  public init(
    file: String, sequence: UInt64, process: Process, interaction: String?, kind: String,
    text: String
  ) {
    self.file = file
    self.sequence = sequence
    self.process = process
    self.interaction = interaction
    self.kind = kind
    self.text = text
  }

  /// `ui-extension-502.ilog#5`: how findings and deep links name the event.
  public var reference: String { "\(file)#\(sequence)" }
}
