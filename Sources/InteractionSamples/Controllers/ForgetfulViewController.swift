package import InteractionModel

/// An Intents UI controller that never calls its completion for a non-empty set.
///
/// Public controllers have this bug on some paths (D7: completions called twice or never): an
/// early return for parameters it does not show forgets the completion. It answers the
/// empty set with a header.
package final class ForgetfulViewController: ParameterViewConfiguring {
  /// The header's size.
  package static let headerSize = Size(width: 320, height: 44)

  package init() {}

  /// Shows a header for the empty set; for anything else returns without answering.
  ///
  /// - Parameters:
  ///   - parameters: The parameters offered.
  ///   - interaction: Unused.
  ///   - interactiveBehavior: Unused.
  ///   - context: Unused.
  ///   - completion: Called once for the empty set, never otherwise.
  package func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    // The bug, kept on purpose: this early return should have called completion(false, [], .zero).
    guard parameters.isEmpty else { return }
    completion(true, [], Self.headerSize)
  }
}
