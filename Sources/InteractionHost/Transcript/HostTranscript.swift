public import InteractionModel

/// Everything a run of the simulated host did, for assertions: every call in order, the
/// interaction, and how the run ended.
///
/// The host returns it and prints nothing.
public struct HostTranscript: Hashable, Sendable {
  /// The calls, in the order the host made them.
  public var steps: [HostStep]
  /// The interaction built from the intent and its response, or given to the interface run;
  /// `nil` if the run ended before there was a response.
  public var interaction: Interaction?
  /// How the run ended.
  public var outcome: HostOutcome

  /// Creates a transcript from its parts, each the property of the same name.
  public init(steps: [HostStep], interaction: Interaction?, outcome: HostOutcome) {
    self.steps = steps
    self.interaction = interaction
    self.outcome = outcome
  }
}
