import InteractionHost
import InteractionModel

/// Whether two answers are equal under a replay's options, and their lines for a diff.
struct AnswerMatcher {
  let options: ReplayOptions

  func matches(_ expected: HostAnswer, _ actual: HostAnswer) -> Bool {
    switch (expected, actual) {
    case (.view(let left), .view(let right)):
      left.success == right.success && left.claimed == right.claimed
        && options.sizes.matches(left.desiredSize, right.desiredSize)
    case (.size(let left), .size(let right)):
      options.sizes.matches(left, right)
    case (.response(let left), .response(let right)):
      options.responses.compared(left) == options.responses.compared(right)
    default:
      expected == actual
    }
  }

  /// The answer's lines, showing only what is compared.
  func lines(_ answer: HostAnswer) -> [String] {
    switch answer {
    case .response(let response):
      StepText.answer(.response(options.responses.compared(response)))
    case .view(let result) where options.sizes == .ignored:
      Array(StepText.answer(.view(result)).dropLast())
    case .size where options.sizes == .ignored:
      []
    default:
      StepText.answer(answer)
    }
  }
}
