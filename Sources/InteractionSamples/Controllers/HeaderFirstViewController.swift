package import InteractionModel

/// The workout controller with a bug only another delivery order shows: it assumes SiriKit's
/// documented order, the empty set (the header) first.
///
/// SiriKit makes a new instance per `configureView` call, so the header call leaves a note in
/// memory the instances share (``Notes``, a static in a real extension): the interaction whose
/// header is drawn. A workout call that finds no note for its interaction draws the header
/// itself, on top of the workout, so that it is never missing; when the empty set comes last,
/// the header is drawn twice, and the note it leaves changes the next delivery of the same
/// interaction. In the documented order it answers as ``WorkoutViewController`` does.
@MainActor
package final class HeaderFirstViewController: ParameterViewConfiguring {
  /// The memory the instances share, as an extension's process keeps a static.
  @MainActor
  package final class Notes {
    /// The interaction whose header was drawn last.
    var headerDrawnFor: String?

    package init() {}
  }

  /// The process's notes, for the `ilog replay --sample header-first` subject.
  package static let processNotes = Notes()

  private let notes: Notes
  private let workout = WorkoutViewController()

  /// - Parameter notes: The memory the instances share; a test passes its own, so that no other
  ///   test's replay leaves a note in it.
  package init(notes: Notes = processNotes) {
    self.notes = notes
  }

  /// Draws the header and notes it, or the workout with the header on top unless noted.
  package func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    guard !parameters.isEmpty else {
      notes.headerDrawnFor = interaction.identifier
      completion(true, [], WorkoutViewController.headerSize)
      return
    }
    let header =
      notes.headerDrawnFor == interaction.identifier ? 0 : WorkoutViewController.headerSize.height
    workout.configureView(
      for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
      context: context
    ) { success, claimed, size in
      completion(
        success, claimed, Size(width: size.width, height: size.height + (success ? header : 0)))
    }
  }
}
