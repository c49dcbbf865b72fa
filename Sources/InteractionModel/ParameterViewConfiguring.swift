/// A hosted view controller that replaces SiriKit's default views parameter by parameter,
/// mirroring `configureView(for:of:interactiveBehavior:context:completion:)` (iOS 11).
///
/// SiriKit calls it on a new controller instance each time: first with an empty set, then with one
/// parameter or a group per call. Parameters a completion claims are not offered again.
@MainActor
public protocol ParameterViewConfiguring: HostedViewControlling {
  /// Configures the view for a set of parameters.
  ///
  /// - Parameters:
  ///   - parameters: The parameters to show; may be empty.
  ///   - interaction: The interaction the parameters belong to.
  ///   - interactiveBehavior: What the user can do with the view.
  ///   - context: Where the view appears.
  ///   - completion: Called with whether the view was configured (`false` makes SiriKit show its
  ///     default view for those parameters), the parameters the view shows (which may include
  ///     some not offered), and the desired size (``Size/zero`` hides the view). It should be
  ///     called exactly once.
  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void)
}
