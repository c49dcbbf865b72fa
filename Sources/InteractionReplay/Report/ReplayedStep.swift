public import InteractionHost

/// One call a replay issued, beside the recorded call it re-issues or was matched with.
public struct ReplayedStep: Hashable, Sendable {
  /// The step's position in the replay, from 1.
  public var index: Int
  /// The interaction's identifier.
  public var interaction: String?
  /// The recorded step, if the call has one.
  public var recorded: RecordedStep?
  /// The call as replayed, with the answers it got, or `nil` for a recorded call that was not
  /// issued.
  public var replayed: HostStep?

  /// Creates a step from its parts, each the property of the same name.
  public init(index: Int, interaction: String?, recorded: RecordedStep?, replayed: HostStep?) {
    self.index = index
    self.interaction = interaction
    self.recorded = recorded
    self.replayed = replayed
  }
}
