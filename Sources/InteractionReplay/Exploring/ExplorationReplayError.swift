/// A plan whose replay threw instead of reporting: a failure of the exploration, never a pass.
///
/// A replay throws when it can check nothing, such as a selection that matches no interaction
/// (``ReplayError/nothingSelected(path:selection:)``); counting it as a passing plan would
/// let an exploration pass that tried nothing.
public struct ExplorationReplayError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The interaction's identifier.
  public var interaction: String
  /// The plan whose replay threw.
  public var plan: ExploredPlan
  /// What the replay threw.
  public var error: ReplayError

  /// Creates a record of a plan's error from its parts, each the property of the same name.
  public init(interaction: String, plan: ExploredPlan, error: ReplayError) {
    self.interaction = interaction
    self.plan = plan
    self.error = error
  }

  /// The interaction, the plan and the error: `interaction S1: [] [a], no fault: …`.
  public var description: String {
    "interaction \(interaction): \(plan.orderText), \(plan.faultText): \(error)"
  }
}
