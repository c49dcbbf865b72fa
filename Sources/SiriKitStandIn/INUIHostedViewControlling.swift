public import Foundation

/// What an Intents UI extension's view controller adopts so that SiriKit can hand it an
/// interaction to show.
///
/// https://developer.apple.com/documentation/intentsui/inuihostedviewcontrolling
///
/// Both methods are optional in Objective-C. Swift on Linux has no optional requirements, so the
/// stand-in gives each a default that does nothing but tell ``StandInOptionalMethodProbe`` it
/// ran: what `responds(to:)` answers on Apple platforms, the bridge learns from the probe here.
public protocol INUIHostedViewControlling: NSObjectProtocol {
  /// Configures the view for an interaction (iOS 10's way, and Maps' on every version).
  ///
  /// https://developer.apple.com/documentation/intentsui/inuihostedviewcontrolling/configure(with:context:completion:)
  func configure(
    with interaction: INInteraction, context: INUIHostedViewContext,
    completion: @escaping @Sendable (CGSize) -> Void)

  /// Configures the view for some parameters of an interaction, claiming those it shows.
  ///
  /// https://developer.apple.com/documentation/intentsui/inuihostedviewcontrolling/configureview(for:of:interactivebehavior:context:completion:)
  func configureView(
    for parameters: Set<INParameter>, of interaction: INInteraction,
    interactiveBehavior: INUIInteractiveBehavior, context: INUIHostedViewContext,
    completion: @escaping @Sendable (Bool, Set<INParameter>, CGSize) -> Void)
}

extension INUIHostedViewControlling {
  /// Stands for the missing optional method: reports itself to the probe and never completes.
  public func configure(
    with interaction: INInteraction, context: INUIHostedViewContext,
    completion: @escaping @Sendable (CGSize) -> Void
  ) {
    StandInOptionalMethodProbe.reportMissing("configure(with:context:completion:)")
  }

  /// Stands for the missing optional method: reports itself to the probe and never completes.
  public func configureView(
    for parameters: Set<INParameter>, of interaction: INInteraction,
    interactiveBehavior: INUIInteractiveBehavior, context: INUIHostedViewContext,
    completion: @escaping @Sendable (Bool, Set<INParameter>, CGSize) -> Void
  ) {
    StandInOptionalMethodProbe.reportMissing(
      "configureView(for:of:interactiveBehavior:context:completion:)")
  }
}
