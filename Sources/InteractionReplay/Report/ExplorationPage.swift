import InteractionLog
import InteractionModel
import InteractionTimeTravel

/// `explore --report`'s page: the report's headline and, for each failure, the recorded order
/// beside the plan found and the plan shrunk, in the report's words, with the shrunk plan's
/// replay beside the recording as `replay --report` shows one.
package struct ExplorationPage {
  package let report: ExplorationReport

  /// The page of `report`'s exploration.
  package init(report: ExplorationReport) {
    self.report = report
  }

  /// The page.
  ///
  /// - Returns: One self-contained HTML file.
  /// - Throws: ``ReplayError`` when the recording cannot be read again.
  package func html() throws(ReplayError) -> String {
    let recording = try Recording(contentsOf: report.recording)
    let recorded: TimeTravelTimeline
    do {
      recorded = try TimeTravelTimeline.reading(paths: [report.recording])
    } catch {
      throw .unreadable(error)
    }
    let formatter = ExplorationReportFormatter()
    let headline = formatter.format(report).prefix { $0 != "\n" }
    let failures = report.failures.enumerated().map { offset, failure in
      let interaction = recording.interactions.first { $0.identifier == failure.interaction }
      return TimeTravelPlanFailure(
        summary: formatter.heading(failure, number: offset + 1, in: report),
        interaction: failure.interaction, name: failure.failureName,
        recordedOrder: (interaction?.recordedPlan ?? []).map(StepText.set),
        found: TimeTravelPlan(
          order: failure.found.order.map(StepText.set), text: formatter.foundText(failure)),
        shrunk: TimeTravelPlan(
          order: failure.shrunk.order.map(StepText.set), text: formatter.shrunkText(failure)),
        notes: formatter.notes(failure),
        replayed: TimeTravelTimeline(records: failure.report.replayedRun?.records ?? []),
        divergences: ReplayPage(report: failure.report).divergences)
    }
    return TimeTravelPage(
      exploration: recorded, summary: String(headline), failures: failures,
      title: "Exploration of \(report.recording)"
    ).html
  }
}
