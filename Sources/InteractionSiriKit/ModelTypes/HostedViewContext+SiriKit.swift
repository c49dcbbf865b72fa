#if !os(watchOS)
#if os(iOS)
public import IntentsUI
#else
public import SiriKitStandIn
#endif
public import InteractionModel

extension HostedViewContext {
  /// The model's context for SiriKit's; a context newer than the model's becomes
  /// `.siriSnippet`, where SiriKit shows most views.
  public init(_ context: INUIHostedViewContext) {
    self = HostedViewContext(rawValue: Int(context.rawValue)) ?? .siriSnippet
  }
}

extension INUIHostedViewContext {
  /// SiriKit's context for the model's; both share Apple's raw values.
  public init(_ context: HostedViewContext) {
    self = INUIHostedViewContext(rawValue: UInt(context.rawValue)) ?? .siriSnippet
  }
}
#endif
