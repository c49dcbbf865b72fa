import InteractionModel
import InteractionSamples

/// The workout controller after a change that made the workout view taller than recorded: the
/// header stays on top and every property of the snippet holds, so only comparing the answers
/// with the recording sees it (`comparesAnswers`).
final class TallWorkoutViewController: ParameterViewConfiguring {
  private let workout = WorkoutViewController()

  /// The workout view 20 points taller than ``WorkoutViewController``'s; the rest as it does.
  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    workout.configureView(
      for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
      context: context
    ) { success, claimed, size in
      let taller =
        parameters.isEmpty || !success ? size : Size(width: size.width, height: size.height + 20)
      completion(success, claimed, taller)
    }
  }
}
