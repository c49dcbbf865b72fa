package import InteractionLog
package import InteractionTimeTravel

/// `replay --report`'s page: the recording and the replayed run side by side, over the replayed
/// run's timeline, each difference of the report marked at its step's last event and listed in
/// the report's words.
package struct ReplayPage {
  package let report: ReplayReport

  /// The page of `report`'s run.
  package init(report: ReplayReport) {
    self.report = report
  }

  /// The page.
  ///
  /// - Returns: One self-contained HTML file.
  /// - Throws: ``LogReadError`` when the recording cannot be read again.
  package func html() throws(LogReadError) -> String {
    let recorded = try TimeTravelTimeline.reading(paths: [report.recording])
    let replayed = TimeTravelTimeline(records: report.replayedRun?.records ?? [])
    return TimeTravelPage(
      replay: recorded, replayed: replayed, divergences: divergences,
      title: "Replay of \(report.recording)"
    ).html
  }

  /// What the recording lost (its damage and the losses accepted), then the differences that
  /// fail the replay, then those accepted, then the answers listed, each
  /// named by its step and the last event the replayed run logged for that step: its answer,
  /// when one came, where what differs is there to see.
  package var divergences: [TimeTravelDivergence] {
    var lastEvent: [Int: ReplayedRunLog.Place] = [:]
    for (place, step) in report.replayedRun?.stepByEvent ?? [:] {
      if let known = lastEvent[step], known.sequence >= place.sequence { continue }
      lastEvent[step] = place
    }
    let formatter = ReplayReportFormatter()
    // What the recording lost fails the replay as a divergence does, and comes first: a page
    // of a damaged recording must not look like a clean replay.
    let damage = formatter.damageSection(report).map { String($0.drop { $0 == " " }) }
    let losses =
      damage.isEmpty
      ? [] : [TimeTravelDivergence(event: nil, step: nil, text: damage.joined(separator: " · "))]
    let listed =
      report.divergences.map { ($0, "") } + report.accepted.map { ($0, "accepted: ") }
      + report.answerDifferences.map { ($0, "listed: ") }
    return losses
      + listed.enumerated().map { offset, entry in
        let (divergence, prefix) = entry
        // The report's lines up to its diff, which the page's panes show instead; the number
        // is the page's list's own.
        let number = "\(offset + 1). "
        let words = formatter.describe(divergence, number: String(offset + 1))
          .prefix { !$0.hasPrefix("     ") }
          .map { String($0.drop { $0 == " " }) }
          .map { $0.hasPrefix(number) ? String($0.dropFirst(number.count)) : $0 }
        let place = divergence.step.flatMap { lastEvent[$0] }
        return TimeTravelDivergence(
          event: place.map { "\($0.file)#\($0.sequence)" }, step: divergence.step,
          text: prefix + words.joined(separator: " · "))
      }
  }
}
