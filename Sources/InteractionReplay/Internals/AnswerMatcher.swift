import InteractionHost
import InteractionModel

/// Whether two answers are equal under a replay's options, and their lines for a diff.
struct AnswerMatcher {
  let options: ReplayOptions

  func matches(_ expected: ExtensionAnswer, _ actual: ExtensionAnswer) -> Bool {
    switch (expected, actual) {
    case (
      .view(let leftSuccess, let leftClaimed, let leftSize),
      .view(let rightSuccess, let rightClaimed, let rightSize)
    ):
      leftSuccess == rightSuccess && Set(leftClaimed) == Set(rightClaimed)
        && options.sizes.matches(leftSize, rightSize)
    case (.size(let left), .size(let right)):
      options.sizes.matches(left, right)
    case (.response(let left), .response(let right)):
      options.responses.compared(left) == options.responses.compared(right)
    default:
      expected == actual
    }
  }

  /// The answer's lines, showing only what is compared.
  func lines(_ answer: ExtensionAnswer) -> [String] {
    switch answer {
    case .response(let response):
      StepText.answer(.response(options.responses.compared(response)))
    case .view where options.sizes == .ignored:
      Array(StepText.answer(answer).dropLast())
    case .size where options.sizes == .ignored:
      []
    default:
      StepText.answer(answer)
    }
  }
}
