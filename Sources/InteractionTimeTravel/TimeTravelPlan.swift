/// A delivery order as an exploration's page shows it: its parameter sets in order and the
/// report's words for the plan.
public struct TimeTravelPlan: Hashable, Sendable {
  /// Each set in brackets, in the order offered: `[INStartWorkoutIntent.intentDescription]`, `[]`.
  public var order: [String]
  /// The report's words for the plan, its faults included: `[…] [], no faults`.
  public var text: String

  /// A plan; each argument is the property of the same name.
  public init(order: [String], text: String) {
    self.order = order
    self.text = text
  }
}
