import InteractionHost
import InteractionLog

/// Prints a ``ReplayReport`` as the text a failing test shows, modelled on TCA's `TestStore`
/// and swift-snapshot-testing: headline, each divergence with its place and a −/+ diff, the
/// recording, and numbered next steps with the exact commands.
///
/// The output depends only on the report, so the same replay prints the same bytes every run.
public struct ReplayReportFormatter: Sendable {
  public init() {}

  /// The report as text.
  ///
  /// - Returns: Lines ending in a newline.
  public func format(_ report: ReplayReport) -> String {
    var lines: [String] = []
    if report.passed {
      lines.append("✔ \(passSummary(report))\(acceptedSummary(report)) (\(scope(report))).")
    } else if report.divergences.isEmpty {
      let problems = report.damage.lines.count
      lines.append(
        "✘ Replay of a damaged recording: \(problems) problem\(problems == 1 ? "" : "s"), "
          + "no difference\(acceptedSummary(report)) (\(scope(report))).")
    } else {
      lines.append(
        "✘ \(failureSummary(report.divergences))\(acceptedSummary(report)) (\(scope(report))).")
    }
    lines.append("Recording: \(report.recording)")
    lines += damageSection(report)
    if !report.divergences.isEmpty || !report.accepted.isEmpty {
      lines.append(legend(report.divergences + report.accepted))
    }
    for (position, divergence) in report.divergences.enumerated() {
      lines.append("")
      lines += describe(divergence, number: "\(position + 1)")
    }
    lines += acceptedSection(report)
    lines += answerDifferencesSection(report)
    if let first = report.divergences.first {
      lines.append("")
      lines += nextSteps(report, for: first, first: true)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The recording's damage, a line each, and what to do about it: what it hid was not
  /// replayed, so the replay cannot pass.
  ///
  /// - Parameter report: A report.
  /// - Returns: No line for a whole recording; the accepted losses alone for one whose every
  ///   loss was accepted.
  package func damageSection(_ report: ReplayReport) -> [String] {
    let accepted = Self.acceptedLossLines(report.damage)
    guard !report.damage.isEmpty else { return accepted }
    let path = Self.quoted(report.recording)
    var lines = ["Damaged recording: what it lost was not replayed, so the replay cannot pass."]
    lines += report.damage.lines.map { "  \($0)" }
    lines += Self.acceptHint(report.damage)
    let damage = report.damage
    // A clean copy helps only where a log is damaged or unclosed, not where one is missing.
    lines.append(
      "  See it: ilog inspect \(path)"
        + (damage.damages.isEmpty && damage.unclosedFiles.isEmpty
          ? "" : "; replay what is readable from a clean copy: ilog recover \(path) -o <copy>"))
    return lines + accepted
  }

  /// The accepted losses, a line each, under a line that says what accepting them means.
  package static func acceptedLossLines(_ damage: RecordingDamage) -> [String] {
    guard !damage.acceptedLosses.isEmpty else { return [] }
    let kinds = Set(damage.acceptedLosses.map(\.kind)).sorted().map(\.rawValue)
    return [
      "Accepted losses (\(kinds.joined(separator: ", "))): what they lost was not checked."
    ] + damage.acceptedLines.map { "  \($0)" }
  }

  /// How to accept the losses, where every one may be accepted and nothing else is wrong.
  package static func acceptHint(_ damage: RecordingDamage) -> [String] {
    var rest = damage
    rest.losses = []
    guard !damage.losses.isEmpty, rest.isEmpty, damage.losses.allSatisfy(\.kind.isAcceptable)
    else { return [] }
    let kinds = Set(damage.losses.map(\.kind)).sorted().map { "--accept-loss \($0.rawValue)" }
    return [
      "  To judge what is left on purpose: \(kinds.joined(separator: " ")) "
        + "(ReplayOptions.acceptedLosses in a test)"
    ]
  }

  /// `Replay matched the recording` where answers were compared; where they were not, that
  /// nothing is wrong in what the user sees, and how many answers differ from the recording.
  private func passSummary(_ report: ReplayReport) -> String {
    guard !report.comparedAnswers else { return "Replay matched the recording" }
    let count = report.answerDifferences.count
    return "Replay passed: nothing wrong in what the user sees"
      + (count == 0
        ? "" : ", \(count) answer\(count == 1 ? "" : "s") other than recorded (listed below)")
  }

  /// `Replay diverged from the recording: 2 differences`, or what the user sees that is wrong,
  /// or both.
  private func failureSummary(_ divergences: [Divergence]) -> String {
    let seen = divergences.filter(\.kind.isAboutWhatUserSees).count
    let differences = divergences.count - seen
    let problems = "\(seen) problem\(seen == 1 ? "" : "s") in what the user sees"
    let diverged = "\(differences) difference\(differences == 1 ? "" : "s")"
    switch (seen, differences) {
    case (0, _): return "Replay diverged from the recording: \(diverged)"
    case (_, 0): return "Replay failed: \(problems)"
    default: return "Replay failed: \(problems), and diverged from the recording: \(diverged)"
    }
  }

  /// One divergence as a test issue's text: its kind in brackets first (`[answer-differs] …`), so
  /// that `withKnownIssue(matching:)` can tell kinds apart, then its place and diff, the
  /// recording, and next steps that reach it.
  ///
  /// - Parameters:
  ///   - divergence: One of the report's ``ReplayReport/divergences``.
  ///   - report: The report it belongs to, for the recording and the next steps.
  /// - Returns: Lines ending in a newline.
  package func issue(for divergence: Divergence, in report: ReplayReport) -> String {
    let number = (report.divergences.firstIndex(of: divergence) ?? 0) + 1
    let what =
      divergence.kind.isAboutWhatUserSees
      ? "Replay failed: problem" : "Replay diverged from the recording: difference"
    var lines = [
      "[\(divergence.kind.rawValue)] \(what) \(number) "
        + "of \(report.divergences.count)\(acceptedSummary(report)) (\(scope(report))).",
      "Recording: \(report.recording)",
      legend([divergence]),
      "",
    ]
    lines += describe(divergence, number: "\(number)")
    lines += acceptedSection(report)
    lines.append("")
    lines += nextSteps(report, for: divergence, first: false)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The command, as a shell runs it, that replays the report's run up to a sequence number:
  /// ``ReplayInvocation``'s command line for the run the report describes.
  ///
  /// - Parameters:
  ///   - report: The report whose plan, subjects and command are replayed.
  ///   - until: The last sequence number to replay, or `nil` for where the report stopped.
  /// - Returns: The command line; an explicit delivery order is given with `--order`.
  package func replayCommand(_ report: ReplayReport, until: UInt64?) -> String {
    ReplayInvocation(report).commandLine(until: until)
  }

  /// What ``replayCommand(_:until:)`` prints for a command the report does not know.
  static let placeholderCommand = ReplayInvocation.placeholderCommand

  private func scope(_ report: ReplayReport) -> String {
    let interactions = report.interactions.count
    let steps = report.steps.count
    return "mode \(report.mode); \(interactions) interaction\(interactions == 1 ? "" : "s"), "
      + "\(steps) step\(steps == 1 ? "" : "s")"
      + (report.invocation.replaysTwice ? ", replayed twice" : "")
      + (report.stoppedAt.map { ", stopped after sequence number \($0)" } ?? "")
  }

  private func acceptedSummary(_ report: ReplayReport) -> String {
    let count = report.accepted.count
    guard count > 0 else { return "" }
    let kinds = Set(report.accepted.map(\.kind.rawValue)).sorted()
    return "\(report.passed ? " apart from" : ", and") \(count) accepted difference"
      + "\(count == 1 ? "" : "s") of kind\(kinds.count == 1 ? "" : "s") "
      + kinds.joined(separator: ", ")
  }

  private func legend(_ divergences: [Divergence]) -> String {
    var legend = "Legend: − recorded, + replayed"
    if divergences.contains(where: { $0.kind == .stateOutlived }) {
      legend += " (for state-outlived: − first run, + second run)"
    }
    return legend + ", ⋯ unchanged lines collapsed"
  }

  /// The accepted divergences, listed in full so that none is silently dropped.
  private func acceptedSection(_ report: ReplayReport) -> [String] {
    guard !report.accepted.isEmpty else { return [] }
    let kinds = report.invocation.acceptedDivergences.map(\.rawValue).sorted()
      .joined(separator: ", ")
    var lines = ["", "Accepted, not failures (accepted kinds: \(kinds)):"]
    for (position, divergence) in report.accepted.enumerated() {
      lines.append("")
      lines += describe(divergence, number: "A\(position + 1)")
    }
    return lines
  }

  /// The answers that differ from the recording in a mode where they are not failures, listed
  /// so that a user sees what the order changed.
  private func answerDifferencesSection(_ report: ReplayReport) -> [String] {
    guard !report.answerDifferences.isEmpty else { return [] }
    let count = report.answerDifferences.count
    var lines = [
      "",
      "Answers that differ from the recording, not failures in mode \(report.mode.name) "
        + "(\(count); under another order a controller may answer otherwise, and what the user "
        + "sees is what is checked; --compare-answers makes them failures):",
    ]
    for (position, divergence) in report.answerDifferences.enumerated() {
      lines.append("")
      lines += describe(divergence, number: "D\(position + 1)")
    }
    return lines
  }

  /// A divergence as the report prints it: its number, kind and explanation, its place, its call
  /// and its diff, without a newline at the end of each line.
  package func describe(_ divergence: Divergence, number: String) -> [String] {
    var place: [String] = []
    if let step = divergence.step { place.append("step \(step)") }
    if let sequence = divergence.sequence { place.append("seq \(sequence)") }
    if let interaction = divergence.interaction { place.append("interaction \(interaction)") }
    var lines = [
      "\(number). \(divergence.kind.rawValue): \(divergence.kind.explanation)",
      "   at " + (place.isEmpty ? "the end" : place.joined(separator: " · ")),
      "   call: \(divergence.call)" + (divergence.instance.map { " on \($0)" } ?? ""),
    ]
    if let file = divergence.file { lines.append("   file: \(file)") }
    if let field = divergence.field {
      switch divergence.kind {
      case .codeFinding: lines.append("   finding: \(field)")
      case .propertyFailed: lines.append("   property: \(field)")
      default: lines.append("   first difference: \(field)")
      }
    }
    if !divergence.expected.isEmpty || !divergence.actual.isEmpty {
      lines += LineDiff(divergence.expected, divergence.actual).rendered(indent: "     ")
    }
    return lines
  }

  private func nextSteps(_ report: ReplayReport, for divergence: Divergence, first: Bool)
    -> [String]
  {
    let path = Self.quoted(report.recording)
    let interaction = divergence.interaction.map { " --interaction \(Self.quoted($0))" } ?? ""
    // Addressed by step, which counts every file of the session: a sequence number counts one
    // file's events, and cutting the replay there would lose what follows.
    let replay =
      replayCommand(report, until: nil) + " --step"
      + (divergence.step.map { " --until-step \($0)" } ?? "")
    var lines = [
      "Next steps:",
      "  1. Inspect the recording: ilog inspect \(path)\(interaction)",
      "  2. Step through the replay up to the \(first ? "first " : "")"
        + "\(divergence.kind.isAboutWhatUserSees ? "problem" : "difference"): \(replay)",
    ]
    if report.invocation.command == nil {
      lines.append(
        "     (\(Self.placeholderCommand): an executable target whose main runs "
          + "ReplayCommand<YourCatalog> with these subjects registered; "
          + "ReplayOptions.command names it here)")
    }
    if divergence.kind.isAboutWhatUserSees {
      lines += [
        "  3. Fix the code so that no order SiriKit may use shows it"
          + (divergence.kind == .codeFinding ? " (the hint above says how)" : "")
          + "; then every order: "
          + (exploreCommand(report)
            ?? "expectEveryPlanPasses in a test, or the explore of a ReplayTool"),
        "  4. A breakpoint on the step: ReplayOptions.beforeStep",
      ]
      return lines
    }
    lines += [
      "  3. If the replayed behaviour is the one you want, accept it by re-recording: "
        + "ILOG_RECORD=all swift test --filter <the test>",
      "  4. If the recording is right, fix the code until the replay matches; "
        + "a breakpoint on the step: ReplayOptions.beforeStep",
    ]
    lines.append(
      "  5. If the code is meant to live with this kind of difference, accept it: "
        + "ReplayOptions.acceptedDivergences (--accept \(divergence.kind.rawValue))")
    return lines
  }

  /// `ilog explore` (or a `ReplayTool`'s `explore`) over the report's recording, subjects and
  /// comparisons; `nil` when the replay command has no explore beside it.
  private func exploreCommand(_ report: ReplayReport) -> String? {
    guard report.invocation.command?.explore != nil else { return nil }
    return ReplayInvocation(report).exploreCommandLine
  }

  package static func quoted(_ text: String) -> String {
    ReplayInvocation.quoted(text)
  }
}
