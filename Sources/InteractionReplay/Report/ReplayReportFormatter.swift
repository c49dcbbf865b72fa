import InteractionHost

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
    let interactions = report.interactions.count
    let steps = report.steps.count
    let scope =
      "\(interactions) interaction\(interactions == 1 ? "" : "s"), \(steps) step\(steps == 1 ? "" : "s")"
    let stopped = report.stoppedAt.map { ", stopped after sequence number \($0)" } ?? ""
    if report.passed {
      lines.append("✔ Replay matched the recording (mode \(report.mode); \(scope)\(stopped)).")
      lines.append("Recording: \(report.recording)")
      return lines.joined(separator: "\n") + "\n"
    }
    let count = report.divergences.count
    lines.append(
      "✘ Replay diverged from the recording: \(count) difference\(count == 1 ? "" : "s") "
        + "(mode \(report.mode); \(scope)\(stopped)).")
    lines.append("Recording: \(report.recording)")
    lines.append("Legend: − recorded, + replayed, ⋯ unchanged lines collapsed")
    for (position, divergence) in report.divergences.enumerated() {
      lines.append("")
      lines += describe(divergence, number: position + 1)
    }
    lines.append("")
    lines += nextSteps(report)
    return lines.joined(separator: "\n") + "\n"
  }

  private func describe(_ divergence: Divergence, number: Int) -> [String] {
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
    if let field = divergence.field { lines.append("   first difference: \(field)") }
    if !divergence.expected.isEmpty || !divergence.actual.isEmpty {
      lines += LineDiff(divergence.expected, divergence.actual).rendered(indent: "     ")
    }
    return lines
  }

  private func nextSteps(_ report: ReplayReport) -> [String] {
    let path = Self.quoted(report.recording)
    let first = report.divergences.first
    let interaction = first?.interaction.map { " --interaction \(Self.quoted($0))" } ?? ""
    var replay =
      "ilog replay \(path) --sample \(report.subjectName ?? "<name>") --mode \(report.mode.name)"
    if case .chaos(let plan) = report.mode {
      switch plan.delivery {
      case .emptySetLast: replay += " --delivery empty-set-last"
      case .seededPermutation(let seed): replay += " --seed \(seed)"
      default: break
      }
    }
    if let sequence = first?.sequence { replay += " --until \(sequence)" }
    return [
      "Next steps:",
      "  1. Inspect the recording: ilog inspect \(path)\(interaction)",
      "  2. Step through the replay up to the first difference: \(replay) --step",
      "  3. If the replayed behaviour is the one you want, accept it by re-recording: "
        + "ILOG_RECORD=all swift test --filter <the test>",
      "  4. If the recording is right, fix the code until the replay matches; "
        + "a breakpoint on the step: ReplayOptions.beforeStep",
    ]
  }

  private static func quoted(_ text: String) -> String {
    let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "/._-".contains($0) }
    return plain && !text.isEmpty
      ? text
      : "'"
        + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
        + "'"
  }
}
