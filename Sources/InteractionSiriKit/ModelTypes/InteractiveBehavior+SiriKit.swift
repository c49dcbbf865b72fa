#if !os(watchOS)
#if os(iOS)
public import IntentsUI
#else
public import SiriKitStandIn
#endif
public import InteractionModel

extension InteractiveBehavior {
  /// The model's behavior for SiriKit's; a behavior newer than the model's becomes `.none`.
  public init(_ behavior: INUIInteractiveBehavior) {
    self = InteractiveBehavior(rawValue: Int(behavior.rawValue)) ?? .none
  }
}

extension INUIInteractiveBehavior {
  /// SiriKit's behavior for the model's; both share Apple's raw values.
  public init(_ behavior: InteractiveBehavior) {
    self = INUIInteractiveBehavior(rawValue: UInt(behavior.rawValue)) ?? .none
  }
}
#endif
