import InteractionHost
import InteractionModel

/// Compares a second replay of a recording with the first, step by step: where they differ,
/// state outlived the first run.
struct RunComparison {
  let options: ReplayOptions

  /// A ``DivergenceKind/stateOutlived`` divergence for each step whose answers differ, the first
  /// run's answers as the expected side; at the first step whose call differs (or that one run
  /// lacks), one divergence and no more, since the steps after it no longer pair up.
  func divergences(first: [ReplayedStep], second: [ReplayedStep]) -> [Divergence] {
    var found: [Divergence] = []
    for (earlier, later) in zip(first, second) {
      if earlier.replayed?.call != later.replayed?.call {
        found.append(divergence(at: earlier, expected: lines(earlier), actual: lines(later)))
        return found
      }
      let left = earlier.replayed?.answers ?? []
      let right = later.replayed?.answers ?? []
      let comparison = AnswerMatcher(options: options)
      let same =
        left.count == right.count
        && zip(left, right).allSatisfy { comparison.matches($0, $1) }
      if !same {
        found.append(
          divergence(at: earlier, expected: answerLines(left), actual: answerLines(right)))
      }
    }
    if first.count != second.count {
      let count = min(first.count, second.count)
      let place = first.count > count ? first[count] : second[count]
      found.append(
        divergence(
          at: place,
          expected: ["steps: \(first.count)"] + (first.count > count ? lines(first[count]) : []),
          actual: ["steps: \(second.count)"] + (second.count > count ? lines(second[count]) : [])))
    }
    return found
  }

  private func divergence(at step: ReplayedStep, expected: [String], actual: [String])
    -> Divergence
  {
    let call = step.replayed ?? step.recorded?.step
    return Divergence(
      kind: .stateOutlived, step: step.index, sequence: step.recorded?.sequence,
      file: step.recorded?.file, interaction: step.interaction,
      call: call.map { StepText.call($0, intent: step.recorded?.intent) } ?? "none",
      instance: step.replayed?.instance ?? step.recorded?.step.instance,
      expected: expected, actual: actual)
  }

  /// A step's call, instance and answers, for steps that no longer pair up.
  private func lines(_ step: ReplayedStep) -> [String] {
    guard let replayed = step.replayed else { return ["call: not issued"] }
    return [
      "call: \(StepText.call(replayed, intent: step.recorded?.intent))",
      "instance: \(replayed.instance)",
    ] + answerLines(replayed.answers)
  }

  private func answerLines(_ answers: [ExtensionAnswer]) -> [String] {
    guard answers.count == 1, let only = answers.first else { return StepText.answers(answers) }
    return AnswerMatcher(options: options).lines(only)
  }
}
