/// Whether the user started an interaction or received it, mirroring `INInteractionDirection`.
///
/// The raw values are SiriKit's, so a value captured on iOS converts with `init(rawValue:)`.
public enum InteractionDirection: Int, CaseIterable, Hashable, Codable, Sendable {
  /// The direction is not known.
  case unspecified = 0
  /// The user started the interaction, for example by sending a message.
  case outgoing = 1
  /// The interaction came to the user, for example a received message.
  case incoming = 2
}
