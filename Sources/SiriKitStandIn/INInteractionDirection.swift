/// Whether the user started an interaction or received it.
///
/// https://developer.apple.com/documentation/intents/ininteractiondirection
public enum INInteractionDirection: Int, Sendable {
  /// https://developer.apple.com/documentation/intents/ininteractiondirection/unspecified
  case unspecified = 0
  /// https://developer.apple.com/documentation/intents/ininteractiondirection/outgoing
  case outgoing = 1
  /// https://developer.apple.com/documentation/intents/ininteractiondirection/incoming
  case incoming = 2
}
