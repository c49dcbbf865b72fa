/// A controller that learns whether it implements IntentsUI's optional methods only by calling
/// them, as ``OptionalIntentMethodProbing`` does for handlers.
@MainActor
package protocol OptionalViewMethodProbing: HostedViewControlling {
  /// Calls `configureView` if the controller implements it.
  ///
  /// - Returns: Whether the controller implements it; if not, nothing ran and `completion` is
  ///   never called.
  func configureViewIfImplemented(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) -> Bool

  /// Calls `configure(with:context:completion:)` if the controller implements it.
  ///
  /// - Returns: Whether the controller implements it; if not, nothing ran and `completion` is
  ///   never called.
  func configureIfImplemented(
    with interaction: Interaction, context: HostedViewContext,
    completion: @escaping @Sendable (Size) -> Void
  ) -> Bool
}
