import InteractionProjection

extension InspectionFold {
  /// The interactions still open, as they stand now, each with the findings no later event can
  /// withdraw (``InspectionContext/isInteractionOpen``), in their order in the session.
  ///
  /// What a live view (`ilog watch`) shows between two batches of events, so that a finding
  /// appears as soon as the event that shows it is read, not only once its interaction is
  /// finished. The reports are not counted or retained, and nothing is finished: the same
  /// interactions come again, whole, from ``consume(_:emit:)`` or ``finish(summaries:emit:)``.
  /// Handling runs that wait for their interaction are left out until they are joined to one
  /// or finished alone.
  package var provisionalReports: [InteractionReport] {
    projector.provisionalInteractions.map(provisionalReport)
  }

  /// The open interaction that holds the call or completion at `sequence` in `file`, as
  /// ``provisionalReports`` has it; `nil` when no open interaction holds it yet.
  ///
  /// A time-travel view asks this after each event: one report is built, not one per open
  /// interaction.
  package func provisionalReport(holding file: String, sequence: UInt64) -> InteractionReport? {
    func holds(_ call: ProjectedCall) -> Bool {
      call.file == file
        && (call.sequence == sequence || call.completions.contains { $0.sequence == sequence })
    }
    let projected = projector.provisionalInteractions.first { interaction in
      interaction.interface.contains(where: holds)
        || interaction.handling?.calls.contains(where: holds) == true
    }
    return projected.map(provisionalReport)
  }

  private func provisionalReport(_ projected: ProjectedInteraction) -> InteractionReport {
    var report = InteractionReport(projected)
    report.findings = findings(
      in: report,
      context: context(
        confirmingHandlerTypes: confirmingHandlers.learning(from: report), isOpen: true))
    return report
  }

  /// How many interactions the fold finished so far.
  package var finishedInteractions: Int { interactionCount }
}
