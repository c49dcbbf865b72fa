package import InteractionModel

/// The workout controller with a bug only a long-lived process shows: a static remembers that
/// the header was shown, so every later interaction in the process gets no header.
///
/// A replay run twice in one process sees it (`state-outlived`), and so does the stepper's time
/// travel, which replays again from the start (`ilog replay --sample header-once --step`, then
/// `run`): the second run answers the empty set with no view.
@MainActor
package final class HeaderOnceViewController: ParameterViewConfiguring {
  /// Whether any instance has shown the header: state that outlives the interaction.
  package static var headerShown = false

  private let workout = WorkoutViewController()

  package init() {}

  /// Shows the header the first time in the process, then an empty view; the workout as the
  /// sample does.
  package func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    guard parameters.isEmpty else {
      workout.configureView(
        for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
        context: context, completion: completion)
      return
    }
    if Self.headerShown {
      completion(true, [], .zero)
      return
    }
    Self.headerShown = true
    completion(true, [], WorkoutViewController.headerSize)
  }
}
