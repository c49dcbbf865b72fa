public import InteractionModel

#if os(iOS) || os(watchOS)
public import Intents
#else
public import SiriKitStandIn
#endif

extension HandlingStatus {
  /// The model's status for SiriKit's; a case newer than the model's becomes `.unspecified`.
  public init(_ status: INIntentHandlingStatus) {
    self = HandlingStatus(rawValue: status.rawValue) ?? .unspecified
  }
}

extension INIntentHandlingStatus {
  /// SiriKit's status for the model's; both share Apple's raw values.
  public init(_ status: HandlingStatus) {
    self = INIntentHandlingStatus(rawValue: status.rawValue) ?? .unspecified
  }
}
