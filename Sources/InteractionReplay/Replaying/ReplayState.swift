public import InteractionModel

/// Where a replay stands within an interaction: what ``ReplayOptions/beforeStep`` and
/// `ilog replay --step` show.
public struct ReplayState: Hashable, Sendable {
  /// The interaction being replayed.
  public var interaction: String?
  /// The parameters the replayed controllers have claimed so far.
  public var claimed: Set<Parameter>
  /// The parameter sets still to be offered, in order (the recorded ones in exact mode, the
  /// plan's in host and chaos mode, before claimed parameters are taken out).
  public var outstanding: [Set<Parameter>]
  /// The answers of the steps replayed so far in this interaction, most recent last.
  public var answers: [ExtensionAnswer]

  /// Creates a state from its parts, each the property of the same name.
  public init(
    interaction: String?, claimed: Set<Parameter> = [], outstanding: [Set<Parameter>] = [],
    answers: [ExtensionAnswer] = []
  ) {
    self.interaction = interaction
    self.claimed = claimed
    self.outstanding = outstanding
    self.answers = answers
  }
}
