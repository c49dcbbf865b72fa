/// A `watch EXPRESSION`: shown at every stop, and a stop of its own wherever its value changes
/// from one step to the next, as lldb's watchpoints stop where a value is written.
struct StepWatch: Hashable {
  let expression: StepExpression
  /// The value shown at the last step it was evaluated at; `nil` before the first.
  var lastValue: String?
}
