/// What kind of difference a replay found; the raw values are stable.
public enum DivergenceKind: String, Hashable, Codable, Sendable, CaseIterable {
  /// `handler(for:)` returned a handler of another type, or none.
  case handlerDiffers = "handler-differs"
  /// The replayed object does not implement the recorded method.
  case methodMissing = "method-missing"
  /// A completion answered differently from the recording.
  case answerDiffers = "answer-differs"
  /// A completion did not come within the timeout.
  case completionMissing = "completion-missing"
  /// A completion came more than once.
  case completionRepeated = "completion-repeated"
  /// A recorded call that the host's rules no longer make (host and chaos mode).
  case callMissing = "call-missing"
  /// A call the host's rules make now that the recording does not have (host and chaos mode).
  case callAdded = "call-added"
  /// The views end up stacked in another order than recorded (host and chaos mode).
  case viewOrder = "view-order"
  /// The replayed code asked for more clock readings or UUIDs than were recorded.
  case sourceExhausted = "source-exhausted"
  /// A second replay of the recording in the same process answered differently from the first
  /// (``ReplayOptions/replaysTwice``): state outlived the interaction.
  case stateOutlived = "state-outlived"

  /// A sentence on what the kind means, for the report's headline.
  public var explanation: String {
    switch self {
    case .handlerDiffers: "handler(for:) returned another handler than recorded"
    case .methodMissing: "the replayed object does not implement the recorded method"
    case .answerDiffers: "the completion answered differently from the recording"
    case .completionMissing: "the completion never came (a SiriKit extension must call it once)"
    case .completionRepeated: "the completion came more than once (SiriKit expects exactly one)"
    case .callMissing: "the recording has a call the host's rules no longer make"
    case .callAdded: "the host's rules make a call the recording does not have"
    case .viewOrder: "the views are stacked in another order than recorded"
    case .sourceExhausted: "the code asked for more clock readings or UUIDs than were recorded"
    case .stateOutlived:
      "a second replay in the same process, on fresh instances, answered differently from the "
        + "first: state outlived the interaction (a static, a singleton, a cache), as it does in "
        + "an extension's process that SiriKit keeps between interactions"
    }
  }
}
