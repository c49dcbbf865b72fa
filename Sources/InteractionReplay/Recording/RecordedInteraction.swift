public import InteractionModel

/// What a recording holds of one interaction: the Intents extension's calls for its intent and
/// the Intents UI extension's calls to show it.
///
/// The two extensions log in separate files (D8), and the Intents extension's events
/// carry no interaction id: its calls belong to the interaction whose intent has the same class
/// and identifier and that was shown next.
public struct RecordedInteraction: Hashable, Sendable {
  /// The interaction's identifier, or `nil` for handling that no recorded UI call showed.
  public var identifier: String?
  /// The interaction snapshot, or `nil` for handling that no recorded UI call showed.
  public var interaction: Interaction?
  /// The intent.
  public var intent: Intent
  /// The Intents extension's steps in recorded order: each dispatch, then the call on the
  /// handler it returned.
  public var handling: [RecordedStep]
  /// The Intents UI extension's `configure` and `configureView` steps in recorded order.
  public var interface: [RecordedStep]
  /// Whether the log stops inside the interaction (a crash, a torn tail): what it recorded ends
  /// at the cut, as `ilog inspect` shows it cut off.
  public var isCutOff: Bool

  /// Creates an interaction's record from its parts, each the property of the same name.
  public init(
    identifier: String?, interaction: Interaction?, intent: Intent,
    handling: [RecordedStep] = [], interface: [RecordedStep] = [], isCutOff: Bool = false
  ) {
    self.identifier = identifier
    self.interaction = interaction
    self.intent = intent
    self.handling = handling
    self.interface = interface
    self.isCutOff = isCutOff
  }

  /// The sequence number of the interaction's first recorded call, for ``ReplayOptions/until``.
  public var firstSequence: UInt64? {
    (handling + interface).map(\.sequence).min()
  }
}
