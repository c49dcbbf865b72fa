package import InteractionModel

/// An Intents UI controller that implements both methods, as BNRun's does (S8): iOS 11 and later
/// call only `configureView`, which answers as ``WorkoutViewController``; iOS 10 calls only
/// `configure`, which shows the workout on the one instance.
package final class BothMethodsViewController: InteractionConfiguring, ParameterViewConfiguring {
  private let parameterViews = WorkoutViewController()

  package init() {}

  /// Shows the workout: its size, or zero for an intent that is not a workout.
  package func configure(
    with interaction: Interaction, context: HostedViewContext,
    completion: @escaping @Sendable (Size) -> Void
  ) {
    let isWorkout = ["INStartWorkoutIntent", "INEndWorkoutIntent"].contains(
      interaction.intent.className)
    completion(isWorkout ? WorkoutViewController.workoutSize : .zero)
  }

  /// Answers as ``WorkoutViewController`` does.
  package func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    parameterViews.configureView(
      for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
      context: context, completion: completion)
  }
}
