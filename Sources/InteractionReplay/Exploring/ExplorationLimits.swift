/// How far ``Explorer`` goes: how many plans it tries per interaction, how many sets it permutes
/// in every order, and which random plans it draws after that.
public struct ExplorationLimits: Hashable, Sendable {
  /// The most plans tried per interaction, shrinking not counted.
  public var plans: Int
  /// Interactions with at most this many parameter sets (the empty set included) are tried in
  /// every order of their sets; larger ones only in the orders the random plans draw.
  public var permutedSets: Int
  /// The seed of the random plans, so that an exploration is repeatable.
  public var seed: UInt64
  /// The most replays a shrink makes per failure.
  public var shrinkSteps: Int
  /// The most seconds the whole exploration takes, shrinking included; `nil` for no limit.
  ///
  /// No replay starts once it has passed: the report holds what was found so far, each failure
  /// shrunk as far as the time allowed, and names the plans not tried
  /// (``ExplorationReport/cutShort``). A replay under way finishes first.
  public var deadline: Double?

  /// Creates limits; the defaults try every order of up to 5 sets (120), each fault alone and in
  /// pairs, and random plans up to 200 plans per interaction.
  ///
  /// - Parameters:
  ///   - plans: The most plans per interaction.
  ///   - permutedSets: The most sets permuted in every order.
  ///   - seed: The seed of the random plans.
  ///   - shrinkSteps: The most replays per shrink.
  ///   - deadline: The most seconds the whole exploration takes; `nil` for no limit.
  public init(
    plans: Int = 200, permutedSets: Int = 5, seed: UInt64 = 1, shrinkSteps: Int = 100,
    deadline: Double? = nil
  ) {
    self.deadline = deadline
    self.plans = plans
    self.permutedSets = permutedSets
    self.seed = seed
    self.shrinkSteps = shrinkSteps
  }
}
