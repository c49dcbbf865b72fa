/// Where an exploration is, for a progress bar.
public struct ExplorationProgress: Sendable {
  /// The plans replayed so far, shrinking included.
  public var replayed: Int
  /// The plans an exploration without failures would replay.
  public var planned: Int
  /// The interaction being explored.
  public var interaction: String
  /// What it is doing: `exploring` or `shrinking`.
  public var phase: String
  /// The failing plans so far.
  public var failing: Int

  /// Creates a progress from its parts, each the property of the same name.
  public init(replayed: Int, planned: Int, interaction: String, phase: String, failing: Int) {
    self.replayed = replayed
    self.planned = planned
    self.interaction = interaction
    self.phase = phase
    self.failing = failing
  }
}
