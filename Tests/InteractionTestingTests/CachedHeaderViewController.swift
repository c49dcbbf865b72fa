import InteractionModel
import InteractionSamples

/// The workout controller with a cache that outlives the interaction: a static counts the
/// headers shown, and once one was, later interactions in the process get an empty header.
final class CachedHeaderViewController: ParameterViewConfiguring {
  /// How many headers any instance has shown in this process.
  static var headersShown = 0

  private let workout = WorkoutViewController()

  /// Shows the header while none was shown in the process; the workout as the sample does.
  func configureView(
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
    Self.headersShown += 1
    completion(true, [], Self.headersShown > 1 ? .zero : WorkoutViewController.headerSize)
  }
}
