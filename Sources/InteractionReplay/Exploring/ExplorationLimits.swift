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

  /// Creates limits; the defaults try every order of up to 5 sets (120), each fault alone and in
  /// pairs, and random plans up to 200 plans per interaction.
  ///
  /// - Parameters:
  ///   - plans: The most plans per interaction.
  ///   - permutedSets: The most sets permuted in every order.
  ///   - seed: The seed of the random plans.
  ///   - shrinkSteps: The most replays per shrink.
  public init(plans: Int = 200, permutedSets: Int = 5, seed: UInt64 = 1, shrinkSteps: Int = 100) {
    self.plans = plans
    self.permutedSets = permutedSets
    self.seed = seed
    self.shrinkSteps = shrinkSteps
  }
}
