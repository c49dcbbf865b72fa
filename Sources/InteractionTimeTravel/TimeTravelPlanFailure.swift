/// One failure of an exploration as its page shows it: the recorded order beside the failing
/// plan found and the plan shrunk from it, in the report's words, and the replay of the shrunk
/// plan with its divergences.
///
/// The words come from the exploration's report, so that the page and `ilog explore` say the
/// same; this module knows nothing of replays.
public struct TimeTravelPlanFailure: Sendable {
  /// The report's heading: `1. header-not-on-top in interaction S2: 8 of 16 plans failed`.
  public var summary: String
  /// The interaction's identifier.
  public var interaction: String
  /// What failed, in a word: a finding's code, a property's name or the kind of divergence.
  public var name: String
  /// The recorded order of the interaction's configureView parameter sets, each in brackets.
  public var recordedOrder: [String]
  /// The first plan tried that failed.
  public var found: TimeTravelPlan
  /// The smallest plan shrunk from it that still fails.
  public var shrunk: TimeTravelPlan
  /// The report's further lines on the failure, such as the command that steps through it.
  public var notes: [String]
  /// The shrunk plan's replayed run.
  public var replayed: TimeTravelTimeline
  /// Where the shrunk plan's replay differs, as its report says it.
  public var divergences: [TimeTravelDivergence]

  /// A failure; each argument is the property of the same name.
  public init(
    summary: String, interaction: String, name: String, recordedOrder: [String],
    found: TimeTravelPlan, shrunk: TimeTravelPlan, notes: [String] = [],
    replayed: TimeTravelTimeline, divergences: [TimeTravelDivergence]
  ) {
    self.summary = summary
    self.interaction = interaction
    self.name = name
    self.recordedOrder = recordedOrder
    self.found = found
    self.shrunk = shrunk
    self.notes = notes
    self.replayed = replayed
    self.divergences = divergences
  }
}
