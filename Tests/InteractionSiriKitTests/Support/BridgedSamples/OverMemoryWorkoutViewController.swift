import InteractionModel
import InteractionSamples

/// The killed-mid-interaction recording's workout controller, for a replay: `make-recordings`'
/// own answers the empty set as the workout sample does and kills its process on any other
/// call; a test cannot die, so this one never answers such a call, which is what the log holds.
@MainActor
final class OverMemoryWorkoutViewController: ParameterViewConfiguring {
  private let workout = InteractionSamples.WorkoutViewController()

  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    guard parameters.isEmpty else { return }
    workout.configureView(
      for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
      context: context, completion: completion)
  }
}
