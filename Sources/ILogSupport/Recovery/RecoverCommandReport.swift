package import InteractionLog

/// What `ilog recover` prints: a section per file copied, then a one-line summary.
package struct RecoverCommandReport {
  /// What recovery read and wrote, per copy.
  package let reports: [RecoveryReport]

  /// A report of copies already made.
  package init(reports: [RecoveryReport]) {
    self.reports = reports
  }

  /// Every copy holds everything its original did.
  package var isComplete: Bool { reports.allSatisfy(\.isComplete) }

  /// The whole report: a section per copy, then the summary line.
  package var text: String {
    reports.map(Self.section(for:)).joined() + summaryLine + "\n"
  }

  /// `2 files, 250 events copied: 1 complete, 1 incomplete`.
  package var summaryLine: String {
    let copied = reports.reduce(0) { $0 + $1.copiedEvents }
    let complete = reports.filter(\.isComplete).count
    var counts: [String] = []
    if complete > 0 { counts.append("\(complete) complete") }
    if complete < reports.count { counts.append("\(reports.count - complete) incomplete") }
    return "\(Self.count(reports.count, "file")), \(Self.count(copied, "event")) copied: "
      + counts.joined(separator: ", ")
  }

  /// The copy's section: its status, what was copied, added and lost, and every damage.
  package static func section(for report: RecoveryReport) -> String {
    let summary = report.summary
    var lines = [
      "\(report.source) -> \(report.destination)",
      row("status", status(of: report)),
      row("copied", copied(report)),
      row("added", added(report)),
    ]
    if report.gaps.isEmpty {
      lines.append(row("lost", "none"))
    } else {
      for (number, gap) in report.gaps.enumerated() {
        lines.append(row(number == 0 ? "lost" : "", lost(gap)))
      }
    }
    lines.append(row("damage", summary.damages.isEmpty ? "none" : "\(summary.damages.count)"))
    for damage in summary.damages {
      lines.append(
        "    \(VerifyReport.place(of: damage)): \(damage.kind.rawValue): \(damage.message)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `complete`, or `incomplete: 13 events lost, torn tail at byte 870`.
  package static func status(of report: RecoveryReport) -> String {
    guard !report.isComplete else {
      return report.summary.hasEnd || !report.addedEnd
        ? "complete" : "complete; the original was not closed cleanly"
    }
    var findings: [String] = []
    if report.lostEvents > 0 { findings.append("\(count(Int(report.lostEvents), "event")) lost") }
    let damages = report.summary.damages
    if let torn = damages.first(where: { $0.kind == .tornTail }) {
      findings.append("torn tail at byte \(torn.offset)")
    }
    let others = damages.filter { $0.kind != .tornTail }
    if let first = others.first {
      let text = "\(first.kind.rawValue) at \(VerifyReport.place(of: first))"
      findings.append(others.count == 1 ? text : "\(others.count) damages, first \(text)")
    }
    return "incomplete: " + findings.joined(separator: "; ")
  }

  /// `118 of the original's events, sequence 1-130`.
  private static func copied(_ report: RecoveryReport) -> String {
    let summary = report.summary
    let range = summary.firstSequence.map { "\($0)-\(summary.lastSequence ?? $0)" } ?? "none"
    return "\(count(report.copiedEvents, "event")), sequence \(range)"
  }

  /// `gap, error, end (the original has none)`, or `none`.
  private static func added(_ report: RecoveryReport) -> String {
    guard !report.added.isEmpty else { return "none" }
    return report.added.map { kind in
      switch kind {
      case .header: "header (the original's was lost)"
      case .error: "error (damage after the last readable event)"
      case .end:
        report.summary.hasEnd
          ? "end (replaces the original's, whose counts no longer hold)"
          : "end (the original has none)"
      default: kind.rawValue
      }
    }.joined(separator: ", ")
  }

  /// `sequence 40-52 (13 events): corrupt-block at byte 2048`.
  private static func lost(_ gap: RecoveryReport.Gap) -> String {
    let last = gap.firstSequence + gap.count - 1
    let range = gap.count == 1 ? "\(gap.firstSequence)" : "\(gap.firstSequence)-\(last)"
    var text = "sequence \(range) (\(count(Int(gap.count), "event")))"
    if !gap.damages.isEmpty {
      text +=
        ": "
        + gap.damages.map { "\($0.kind.rawValue) at \(VerifyReport.place(of: $0))" }
        .joined(separator: ", ")
    }
    return text
  }

  private static func row(_ label: String, _ value: String) -> String {
    "  " + label + String(repeating: " ", count: max(1, 11 - label.count)) + value
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
