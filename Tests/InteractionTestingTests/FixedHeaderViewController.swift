import InteractionModel
import InteractionSamples

/// The fixed workout controller, `AdaptiveHeaderViewController`, with notes of its own: what the
/// generated tests of ``PinnedFailureTests`` name for the fix, so that no other suite's replay of
/// the same interaction, running at the same time in this process, leaves a note in them.
@MainActor
final class FixedHeaderViewController: ParameterViewConfiguring {
  /// The notes every instance shares, as the sample's share the process's.
  private static let notes = AdaptiveHeaderViewController.Notes()

  private let adaptive = AdaptiveHeaderViewController(notes: notes)

  /// Configures the view as the adaptive controller does.
  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    adaptive.configureView(
      for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
      context: context, completion: completion)
  }
}
