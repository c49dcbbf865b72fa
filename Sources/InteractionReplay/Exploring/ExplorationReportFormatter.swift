/// Prints an ``ExplorationReport``: a headline, a table of the failures, then each failure's
/// shrunk plan and divergence.
public struct ExplorationReportFormatter: Sendable {
  public init() {}

  /// The report's text, ending in a newline.
  public func format(_ report: ExplorationReport) -> String {
    let interactions = report.interactions.count
    let scope =
      "\(interactions) interaction\(interactions == 1 ? "" : "s"), "
      + (report.cutShort != nil
        ? "cut short"
        : report.triedEveryPlan
          ? "every plan there is" : "up to the budget of \(report.limits.plans) each")
    let plans = "\(report.plansReplayed) plan\(report.plansReplayed == 1 ? "" : "s")"
    guard !report.passed else {
      let every = report.cutShort == nil ? "Every plan" : "Every plan tried"
      return
        ([
          "✔ \(every) passed in \(report.recording): \(plans) (\(scope))."
        ] + cutShortLines(report) + ReplayReportFormatter.acceptedLossLines(report.damage))
        .joined(separator: "\n") + "\n"
    }
    let failures = report.failures.count + report.replayErrors.count
    let shrinking = report.shrinkReplays
    var lines =
      failures == 0
      ? [
        "✘ Exploration of a damaged recording: every plan passed in \(report.recording) up to "
          + "the damage, \(plans) (\(scope))."
      ]
      : [
        "✘ Exploration found \(failures) failure\(failures == 1 ? "" : "s") in "
          + "\(report.recording): \(report.failingPlans) of \(plans) failed (\(scope)); "
          + "shrinking took \(shrinking) more replay\(shrinking == 1 ? "" : "s")."
      ]
    lines += cutShortLines(report)
    if !report.damage.isEmpty {
      lines.append("Damaged recording: what it lost was not explored, so the exploration fails.")
      lines += report.damage.lines.map { "  \($0)" }
      lines += ReplayReportFormatter.acceptHint(report.damage)
      lines.append("  See it: ilog inspect \(ReplayReportFormatter.quoted(report.recording))")
    }
    lines += ReplayReportFormatter.acceptedLossLines(report.damage)
    if !report.failures.isEmpty {
      lines.append("")
      lines += table(report)
      lines += timeoutHint(report)
    }
    for (position, failure) in report.failures.enumerated() {
      lines.append("")
      lines += describe(failure, number: position + 1, in: report)
    }
    if !report.replayErrors.isEmpty {
      lines.append("")
      lines.append("Plans whose replay failed with an error (nothing was checked):")
      lines += report.replayErrors.map { "  \($0)" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// What an exploration cut short did not do: the plans not tried, by interaction, and the
  /// shrinking it may have stopped.
  private func cutShortLines(_ report: ExplorationReport) -> [String] {
    guard let cutShort = report.cutShort else { return [] }
    let planned = report.plansPlannedByInteraction.values.reduce(0, +)
    var lines = [
      "Cut short \(cutShort.reason): \(report.plansReplayed) of \(planned) planned "
        + "plan\(planned == 1 ? "" : "s") replayed"
        + (report.failures.isEmpty ? "." : "; each failure is shrunk as far as the time allowed.")
    ]
    let unexplored = report.unexplored
    if !unexplored.isEmpty {
      lines.append(
        "Not explored: "
          + unexplored.map { interaction, replayed, planned in
            replayed == 0
              ? "\(interaction) (\(planned) plan\(planned == 1 ? "" : "s"))"
              : "\(interaction) (\(planned - replayed) of \(planned) plans)"
          }.joined(separator: ", ") + ".")
    }
    return lines
  }

  /// A hint when most failing plans waited in vain for a completion.
  ///
  /// Each cost the whole timeout, and a timeout too short looks the same as a completion never
  /// called. A call the
  /// recording shows unanswered was not waited for (``RecordedSilence/trusted``): its failures
  /// do not count.
  private func timeoutHint(_ report: ExplorationReport) -> [String] {
    let timedOut = report.failures.filter {
      $0.kind == .completionMissing && $0.divergence?.expected != ["completion: none"]
    }.map(\.failingPlans).reduce(0, +)
    guard timedOut > 0, timedOut * 2 >= report.failingPlans,
      let timeout = report.failures.first?.report.invocation.timeout
    else { return [] }
    return [
      "",
      "Hint: \(timedOut) of the \(report.failingPlans) failing plans waited \(timeout) s "
        + "(--timeout) for a completion that did not come; each costs that wait. Under those "
        + "orders the controller does not call its completion, or calls it later than the "
        + "timeout: a longer --timeout tells the two apart, a shorter one explores faster.",
    ]
  }

  private func table(_ report: ExplorationReport) -> [String] {
    var rows = [["#", "interaction", "kind", "failing plans", "shrunk to"]]
    for (position, failure) in report.failures.enumerated() {
      rows.append([
        "\(position + 1)", failure.interaction, failure.failureName,
        "\(failure.failingPlans)", "\(failure.shrunk.orderText), \(failure.shrunk.faultText)",
      ])
    }
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      "  "
        + row.enumerated().map { column, cell in
          column == row.count - 1 ? cell : cell.padding(toLength: widths[column])
        }.joined(separator: "  ")
    }
  }

  /// One failure as the report prints it: its kind and interaction, the plan found and the
  /// plan shrunk, and the shrunk plan's first divergence of that kind.
  package func describe(_ failure: ExplorationFailure, number: Int, in report: ExplorationReport)
    -> [String]
  {
    var lines = [
      heading(failure, number: number, in: report), "   found:  \(foundText(failure))",
      "   shrunk: \(shrunkText(failure))",
    ]
    lines += notes(failure).map { "   " + $0 }
    if let divergence = failure.divergence {
      lines.append("   its first \(failure.failureName) under the shrunk plan:")
      lines += ReplayReportFormatter().describe(divergence, number: "").dropFirst().map {
        "  " + $0
      }
    }
    return lines
  }

  /// A failure's first line: `1. header-not-on-top in interaction S2: 8 of 16 plans failed`.
  package func heading(_ failure: ExplorationFailure, number: Int, in report: ExplorationReport)
    -> String
  {
    "\(number). \(failure.failureName) in interaction \(failure.interaction): "
      + "\(failure.failingPlans) of \(report.plansReplayed(of: failure.interaction)) plans "
      + "failed"
  }

  /// The plan found: its order and faults.
  package func foundText(_ failure: ExplorationFailure) -> String {
    "\(failure.found.orderText), \(failure.found.faultText)"
  }

  /// The plan shrunk: its order and faults, and how far it is from the documented order.
  package func shrunkText(_ failure: ExplorationFailure) -> String {
    let shrunk = failure.shrunk
    return "\(shrunk.orderText), \(shrunk.faultText) "
      + "(\(shrunk.movedCalls) moved call\(shrunk.movedCalls == 1 ? "" : "s") from the "
      + "documented order, \(shrunk.faultCount) fault\(shrunk.faultCount == 1 ? "" : "s"))"
  }

  /// What the report says of a failure after its plans: that it is no ordering problem, and
  /// the command that steps through its shrunk plan.
  package func notes(_ failure: ExplorationFailure) -> [String] {
    var notes: [String] = []
    if failure.shrunk.movedCalls == 0, failure.shrunk.faultCount == 0 {
      notes.append("it fails in the documented order already: not an ordering problem")
    }
    if failure.report.invocation.command != nil {
      let command = ReplayReportFormatter().replayCommand(failure.report, until: nil)
      // The plan's replay selected its interaction: the command names it already.
      notes.append("step through it: \(command) --step")
    }
    return notes
  }
}

extension String {
  /// The string followed by spaces up to `length` characters.
  fileprivate func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: max(0, length - count))
  }
}
