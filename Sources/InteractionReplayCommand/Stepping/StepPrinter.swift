import InteractionHost
import InteractionModel
import InteractionReplay

/// The lines with which `--step` shows a call before it is issued, with the state: each call of
/// the trace off a terminal, and the call an interactive `--step` stopped before.
enum StepPrinter {
  /// `▶ step 3 · seq 5 · interaction S1: configureView on WorkoutViewController#2`, then the set
  /// offered or the parameter resolved, the claimed set, the outstanding sets and the last answer.
  static func lines(_ step: ReplayStepContext) -> [String] {
    let sequence = step.sequence.map { " · seq \($0)" } ?? ""
    let interaction = step.state.interaction.map { " · interaction \($0)" } ?? ""
    var lines = [
      "▶ step \(step.index)\(sequence)\(interaction): \(step.call.kindName) on \(step.instance)"
    ]
    if let offered = step.call.offeredParameters {
      lines.append("  offered:     \(StepText.set(offered))")
    }
    if let name = step.call.resolvedParameter {
      lines.append("  parameter:   \(name)")
    }
    lines.append("  claimed:     \(StepText.set(step.state.claimed))")
    lines.append(
      "  outstanding: \(step.state.outstanding.map(StepText.set).joined(separator: " "))")
    if let last = step.state.answers.last {
      lines.append("  last answer: \(StepText.answer(last).joined(separator: ", "))")
    }
    return lines
  }
}
