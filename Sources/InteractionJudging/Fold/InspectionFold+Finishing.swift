public import InteractionLog
import InteractionProjection

extension InspectionFold {
  /// Finishes every interaction still open, then returns the session's report.
  ///
  /// Calls still waiting for a completion in a file that ended with its `end` event never got
  /// one (`completion-missing`); in a file that did not (a crash, a torn tail) they are cut off
  /// (``UICall/isCutOff``), and their interactions are truncated: the report shows everything up
  /// to the cut and says so.
  ///
  /// - Parameters:
  ///   - summaries: What reading each file found (`LogReader.summaries`): its
  ///     damage, and whether it closed cleanly.
  ///   - emit: Receives each interaction this finished, with its findings.
  /// - Returns: The processes, the retained interactions, finding counts, damage and broken
  ///   links.
  public mutating func finish(
    summaries: [FileSummary], emit: (InteractionReport) -> Void = { _ in }
  ) -> SessionReport {
    var finished: [ProjectedInteraction] = []
    projector.finish { finished.append($0) }
    for projected in finished { complete(projected, emit: emit) }

    var brokenLinks: [BrokenLink] = []
    for (slot, check) in links.enumerated() {
      brokenLinks += check.problems.map(BrokenLink.init)
      processes[slot].brokenLinks = check.problemCount
      processes[slot].isLinkCheckPartial = check.isIncomplete
    }
    var damages: [DamageNote] = []
    for summary in summaries {
      // A file without events gets its process here, after the others.
      processes[slot(of: summary.path)].take(summary)
      damages += summary.damages.map(DamageNote.init)
    }
    var report = SessionReport()
    report.sessions = sessions.sorted()
    report.processes = processes
    report.interactions = retained.sorted { $0.position < $1.position }
    report.interactionCount = interactionCount
    report.findingCounts = findingCounts
    report.damages = damages
    report.brokenLinks = brokenLinks
    return report
  }
}
