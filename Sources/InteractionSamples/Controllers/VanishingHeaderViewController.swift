package import InteractionModel

/// The workout controller with a header that vanishes when it comes last: told that the header
/// below the workout reads as a footer (``WorkoutViewController``'s bug), it hides the empty
/// set's view whenever the workout came first, and draws the header nowhere.
///
/// No finding of the inspector sees it: a hidden view is below nothing, and every completion
/// comes once. The property `ReplayProperty.workoutKeepsItsHeader` does:
/// the workout's snippet is the header's height short. ``AdaptiveHeaderViewController`` is the
/// fix. As there, the instances share notes in memory (a static in a real extension), taken by
/// every complete delivery.
@MainActor
package final class VanishingHeaderViewController: ParameterViewConfiguring {
  /// The process's notes, for the `ilog replay --sample vanishing-header` subject.
  package static let processNotes = AdaptiveHeaderViewController.Notes()

  private let notes: AdaptiveHeaderViewController.Notes
  private let workout = WorkoutViewController()

  /// - Parameter notes: The memory the instances share; a test passes its own.
  package init(notes: AdaptiveHeaderViewController.Notes = processNotes) {
    self.notes = notes
  }

  /// Hides the header when the workout came first, else draws it; the workout as the sample
  /// does.
  package func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    let identifier = interaction.identifier
    guard !parameters.isEmpty else {
      let late = notes.headerInWorkoutFor == identifier
      if late {
        notes.headerInWorkoutFor = nil
      } else {
        notes.headerDrawnFor = identifier
      }
      completion(true, [], late ? .zero : WorkoutViewController.headerSize)
      return
    }
    if notes.headerDrawnFor == identifier {
      notes.headerDrawnFor = nil
    } else {
      notes.headerInWorkoutFor = identifier
    }
    workout.configureView(
      for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
      context: context, completion: completion)
  }
}
