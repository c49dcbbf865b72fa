import InteractionModel
import InteractionSamples

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A BNRun-like workout controller whose process the system kills while it lays out the workout
/// view, as jetsam kills an Intents UI extension that goes over its memory limit.
///
/// It answers the empty set with a header, as ``InteractionSamples/WorkoutViewController``
/// does; asked for anything else, it sends its own process `SIGKILL`, which no code can catch
/// or clean up after, so the log ends where the kill found it: after the call's event, in a
/// block the writer never sealed. Only the child processes of `make-recordings` use it.
final class OverMemoryWorkoutViewController: ParameterViewConfiguring {
  private let workout = WorkoutViewController()

  /// Shows the header, or dies: the completion is called once for the empty set, and never
  /// otherwise.
  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    guard parameters.isEmpty else {
      kill(getpid(), SIGKILL)
      return
    }
    workout.configureView(
      for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
      context: context, completion: completion)
  }
}
