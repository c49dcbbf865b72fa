/// A hosted view controller that augments SiriKit's default interface, mirroring
/// `configure(with:context:completion:)` of `INUIHostedViewControlling`.
///
/// SiriKit calls it on a single controller instance; Maps may call it again on the same instance to
/// deliver updates. On iOS 11 and later, a controller that also adopts ``ParameterViewConfiguring``
/// receives only its `configureView` calls, never this one.
@MainActor
public protocol InteractionConfiguring: HostedViewControlling {
  /// Configures the view for an interaction.
  ///
  /// - Parameters:
  ///   - interaction: The interaction to show.
  ///   - context: Where the view appears.
  ///   - completion: Called with the size the view wants; ``Size/zero`` hides it. It should be
  ///     called exactly once.
  func configure(
    with interaction: Interaction, context: HostedViewContext,
    completion: @escaping @Sendable (Size) -> Void)
}
