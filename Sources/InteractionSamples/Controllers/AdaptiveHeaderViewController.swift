package import InteractionModel

/// The workout controller fixed: it adapts to the order SiriKit uses, so that the header is on
/// top whichever call comes first (``WorkoutViewController``, BNRun's, draws it wherever the
/// empty-set call lands: as a footer when it comes last).
///
/// SiriKit makes a new instance per `configureView` call, so the calls leave notes in memory the
/// instances share (``Notes``, a static in a real extension). The header call draws the header
/// and notes it, unless the workout call came first and drew it; the workout call takes the
/// header's note, and without one draws the header itself, on top of the workout, and notes
/// that. In the documented order it answers as ``WorkoutViewController`` does; with the empty
/// set last the workout view is taller (the header on top of it) and the late empty-set view
/// hidden (a zero size). Its answers differ from a recording made in another order, and what the
/// user sees is right in every order. Every complete delivery takes the notes it leaves.
@MainActor
package final class AdaptiveHeaderViewController: ParameterViewConfiguring {
  /// The memory the instances share, as an extension's process keeps a static.
  @MainActor
  package final class Notes {
    /// The interaction whose header the header call drew.
    var headerDrawnFor: String?
    /// The interaction whose header the workout call drew.
    var headerInWorkoutFor: String?

    package init() {}
  }

  /// The process's notes, for the `ilog replay --sample adaptive-header` subject.
  package static let processNotes = Notes()

  private let notes: Notes
  private let workout = WorkoutViewController()

  /// - Parameter notes: The memory the instances share; a test passes its own, so that no other
  ///   test's replay running at the same time leaves a note in it.
  package init(notes: Notes = processNotes) {
    self.notes = notes
  }

  /// Draws the header unless the workout drew it, or the workout with the header on top unless
  /// the header was drawn.
  package func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    let identifier = interaction.identifier
    guard !parameters.isEmpty else {
      if notes.headerInWorkoutFor == identifier {
        notes.headerInWorkoutFor = nil
        completion(true, [], .zero)
      } else {
        notes.headerDrawnFor = identifier
        completion(true, [], WorkoutViewController.headerSize)
      }
      return
    }
    let headerDrawn = notes.headerDrawnFor == identifier
    notes.headerDrawnFor = nil
    if !headerDrawn { notes.headerInWorkoutFor = identifier }
    let header = headerDrawn ? 0 : WorkoutViewController.headerSize.height
    workout.configureView(
      for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
      context: context
    ) { success, claimed, size in
      completion(
        success, claimed, Size(width: size.width, height: size.height + (success ? header : 0)))
    }
  }
}
