public import InteractionHost
public import InteractionModel

/// One call of a recording with the answers its completion gave: the step a replay re-issues and
/// compares with.
public struct RecordedStep: Hashable, Sendable {
  /// The call, with the answers the recording holds for it; `HostStep.timedOut` when no
  /// completion was recorded.
  public var step: HostStep
  /// The call event's sequence number in its file.
  public var sequence: UInt64
  /// The log file the call event is in.
  public var file: String
  /// The intent of a dispatch, resolve, confirm or handle call; for a resolve, the intent its
  /// handler was dispatched for.
  public var intent: Intent?
  /// The interaction a configure or configureView call was given: the recorded snapshot, or the
  /// update snapshot a Maps card's later `configure` received.
  public var interaction: Interaction?

  /// Creates a step from its parts, each the property of the same name.
  public init(
    step: HostStep, sequence: UInt64, file: String, intent: Intent? = nil,
    interaction: Interaction? = nil
  ) {
    self.step = step
    self.sequence = sequence
    self.file = file
    self.intent = intent
    self.interaction = interaction
  }
}
