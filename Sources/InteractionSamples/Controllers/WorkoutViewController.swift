package import InteractionModel

/// An Intents UI controller like BNRun's `IntentViewController` (Docs/SiriKit.md#bnrun), with only
/// `configureView`: the empty set installs a header and claims nothing; a set with the start or
/// end workout's `intentDescription` shows the workout and claims exactly that parameter (a
/// subset, if more was offered); anything else is left to the default interface.
package final class WorkoutViewController: ParameterViewConfiguring {
  /// The header's size.
  nonisolated package static let headerSize = Size(width: 320, height: 44)
  /// The workout view's size.
  nonisolated package static let workoutSize = Size(width: 320, height: 180)

  /// The workout intents whose description this controller shows.
  private static let intentClasses = ["INStartWorkoutIntent", "INEndWorkoutIntent"]

  package init() {}

  /// Configures the header or the workout view.
  package func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    // BNRun treats the empty-set call as the header (its "HeaderScene").
    guard !parameters.isEmpty else {
      completion(true, [], Self.headerSize)
      return
    }
    let className = interaction.intent.className
    if Self.intentClasses.contains(className),
      let description = try? Parameter(for: className, keyPath: "intentDescription"),
      parameters.contains(description)
    {
      completion(true, [description], Self.workoutSize)
      return
    }
    completion(false, [], .zero)
  }
}
