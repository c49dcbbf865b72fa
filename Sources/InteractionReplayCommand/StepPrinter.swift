import InteractionHost
import InteractionModel
import InteractionReplay

/// `--step`: prints each call before it is issued, with the state, and on a terminal waits for
/// Enter.
enum StepPrinter {
  @MainActor
  static func show(_ step: ReplayStepContext, waits: Bool) {
    let sequence = step.sequence.map { " · seq \($0)" } ?? ""
    let interaction = step.state.interaction.map { " · interaction \($0)" } ?? ""
    print(
      "▶ step \(step.index)\(sequence)\(interaction): \(step.call.kindName) on \(step.instance)")
    if let offered = step.call.offeredParameters {
      print("  offered:     \(text(offered))")
    }
    if case .resolve(let name) = step.call {
      print("  parameter:   \(name)")
    }
    print("  claimed:     \(text(step.state.claimed))")
    print("  outstanding: \(step.state.outstanding.map(text).joined(separator: " "))")
    if let last = step.state.answers.last {
      print("  last answer: \(answer(last))")
    }
    if waits {
      // A prompt without a newline; readLine flushes nothing, so the prompt ends the line.
      print("  [Enter] next step")
      _ = readLine()
    }
  }

  private static func text(_ parameters: Set<Parameter>) -> String {
    StepText.set(parameters)
  }

  private static func answer(_ answer: HostAnswer) -> String {
    StepText.answer(answer).joined(separator: ", ")
  }
}
