import InteractionJudging
import InteractionLog
import InteractionModel

/// Builds a ``TimeTravelTimeline`` event by event, over the same fold `ilog watch` runs.
struct TimelineBuilder {
  private var fold: InspectionFold
  private var events: [TimeTravelEvent] = []
  private var changes: [TimeTravelChange] = []
  private var findings: [TimeTravelFinding] = []
  /// Per interaction, how many findings of each code were noted, so that a finding whose
  /// explanation grows as the interaction goes on is noted once.
  private var noted: [String: [String: Int]] = [:]
  /// Per interaction, the state its last position left.
  private var last: [String: TimeTravelState] = [:]
  /// Positions whose interaction no open report held when they were read.
  private var waiting: Set<Int> = []
  /// Each position, by its event, while the interactions are open.
  private var positions: [EventReference: Int] = [:]

  init(configuration: InspectionConfiguration) {
    fold = InspectionFold(configuration: configuration)
  }

  mutating func consume(_ record: LogRecord) {
    var emitted: [InteractionReport] = []
    fold.consume(record) { emitted.append($0) }
    let event = record.event
    let isCall = event.payload.call != nil
    if isCall || event.kind.completedCall != nil {
      let position = events.count
      let reference = EventReference(file: record.file, sequence: event.sequence)
      positions[reference] = position
      let report =
        emitted.first { $0.holds(reference) }
        ?? fold.provisionalReport(holding: record.file, sequence: event.sequence)
      events.append(
        TimeTravelEvent(
          file: record.file, sequence: event.sequence,
          process: event.role == .uiExtension ? .ui : .handling,
          interaction: report.map(\.key) ?? event.interaction,
          kind: isCall ? event.kind.rawValue : "completion", text: event.kind.rawValue))
      if let report {
        changes.append(change(report))
        note(report.findings, of: report.key, at: position)
      } else {
        changes.append(TimeTravelChange())
        waiting.insert(position)
      }
    }
    take(emitted)
  }

  mutating func finish(summaries: [FileSummary]) -> TimeTravelTimeline {
    var emitted: [InteractionReport] = []
    _ = fold.finish(summaries: summaries) { emitted.append($0) }
    take(emitted)
    // Named as `ilog inspect` names them: `ui-extension-502.ilog#5`.
    for position in events.indices {
      events[position].file = String(events[position].file.split(separator: "/").last ?? "")
    }
    return TimeTravelTimeline(events: events, changes: changes, findings: findings)
  }

  /// Takes what the fold finished.
  ///
  /// The findings only a finished interaction proves, noted at the last position read; each
  /// event's words, now that its call and answer are known; and the interaction and handling
  /// state of the positions that waited for their interaction. Nothing of the report is kept,
  /// so that memory follows the open interactions.
  private mutating func take(_ emitted: [InteractionReport]) {
    for report in emitted {
      note(report.findings, of: report.key, at: max(events.count - 1, 0))
      last[report.key] = nil
      let owned = report.eventReferences.compactMap { reference in
        positions[reference].map { (reference: reference, position: $0) }
      }
      for (reference, position) in owned {
        events[position].text = report.text(of: reference) ?? events[position].text
        guard waiting.remove(position) != nil else { continue }
        events[position].interaction = report.key
        changes[position].handling = report.handlingText { other in
          positions[other].map { $0 <= position } ?? false
        }
      }
      for (reference, _) in owned { positions[reference] = nil }
    }
  }

  private mutating func note(_ found: [Finding], of interaction: String, at position: Int) {
    var counts: [String: Int] = [:]
    for finding in found {
      let code = finding.code.rawValue
      counts[code, default: 0] += 1
      guard counts[code, default: 0] > noted[interaction]?[code] ?? 0 else { continue }
      noted[interaction, default: [:]][code] = counts[code]
      findings.append(
        TimeTravelFinding(
          interaction: interaction, code: code, explanation: finding.explanation,
          position: position))
    }
  }

  /// What `report` changes against its interaction's last state.
  private mutating func change(_ report: InteractionReport) -> TimeTravelChange {
    let key = report.key
    let before = last[key] ?? .empty(key)
    var after = before
    var change = TimeTravelChange()
    let views = (report.interface?.calls ?? []).map(TimeTravelView.init)
    let old = Dictionary(before.views.map { ($0.index, $0) }, uniquingKeysWith: { $1 })
    change.views = views.filter { old[$0.index] != $0 }
    after.views = views
    let claimed = report.interface?.claimed.map(\.description) ?? []
    if claimed != before.claimed { change.claimed = claimed }
    after.claimed = claimed
    let handling = report.handlingText { _ in true }
    if handling != before.handling { change.handling = handling }
    after.handling = handling
    last[key] = after
    return change
  }
}

extension TimeTravelState {
  static func empty(_ interaction: String) -> TimeTravelState {
    TimeTravelState(interaction: interaction, views: [], claimed: [], handling: "", findings: [])
  }
}
