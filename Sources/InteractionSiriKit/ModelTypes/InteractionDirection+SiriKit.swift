public import InteractionModel

#if os(iOS) || os(watchOS)
public import Intents
#else
public import SiriKitStandIn
#endif

extension InteractionDirection {
  /// The model's direction for SiriKit's; a case newer than the model's becomes `.unspecified`.
  public init(_ direction: INInteractionDirection) {
    self = InteractionDirection(rawValue: direction.rawValue) ?? .unspecified
  }
}

extension INInteractionDirection {
  /// SiriKit's direction for the model's; both share Apple's raw values.
  public init(_ direction: InteractionDirection) {
    self = INInteractionDirection(rawValue: direction.rawValue) ?? .unspecified
  }
}
