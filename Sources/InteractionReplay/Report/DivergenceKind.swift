/// What kind of difference a replay found; the raw values are stable.
///
/// In host and chaos mode every kind is a difference in the code replayed, never one the plan
/// induces: the calls are compared with those the host would make under the same plan if the
/// controller claimed as recorded.
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
  /// A call the host would make if the code answered as recorded, and does not make because it
  /// answered otherwise: a `configureView` set no longer offered because the controller claimed
  /// more than recorded, or a handling call the recording has that the handler no longer gets
  /// (host and chaos mode).
  case callMissing = "call-missing"
  /// A call the host makes only because the code answered otherwise than recorded: a
  /// `configureView` set offered because the controller claimed less than recorded, or a
  /// resolve method the handler implements now (host and chaos mode).
  case callAdded = "call-added"
  /// The views ended up stacked in another order than recorded.
  ///
  /// No longer reported: the order of the views is the order in which the host asks for them,
  /// which a chaos plan changes and the controller does not, so it is never a difference in the
  /// code. Kept so that reports that name it still decode and options that accept it still
  /// compile.
  @available(
    *, deprecated,
    message: "never reported: the views' order follows the plan, not the code; drop it"
  )
  case viewOrder = "view-order"
  /// The replayed code asked for more clock readings or UUIDs than were recorded.
  case sourceExhausted = "source-exhausted"
  /// A second replay of the recording in the same process answered differently from the first
  /// (``ReplayOptions/replaysTwice``): state outlived the interaction.
  case stateOutlived = "state-outlived"
  /// The inspector found, on the replayed run, something wrong with what the extension's code
  /// did: the header shown as a footer, a parameter shown twice, a size no host allows (the
  /// divergence's field is the finding's code).
  case codeFinding = "code-finding"
  /// A property of the replayed interaction the test stated does not hold
  /// (``ReplayOptions/properties``; the divergence's field is its name).
  case propertyFailed = "property-failed"

  /// The kinds that compare the replayed answers with the recorded ones, directly or through
  /// the calls the host makes of them: failures of an exact replay; under the host's rules, for
  /// the Intents UI extension's calls, failures only if ``ReplayOptions/answers`` says so
  /// (the handling calls' always fail: no plan changes them).
  public static let answerKinds: Set<DivergenceKind> = [
    .handlerDiffers, .answerDiffers, .callMissing, .callAdded,
  ]

  /// Whether the kind is about what the user sees rather than a difference from the recording.
  public var isAboutWhatUserSees: Bool { self == .codeFinding || self == .propertyFailed }

  /// The kinds a replay reports: every kind but the deprecated ``viewOrder``.
  public static var allCases: [DivergenceKind] {
    [
      .handlerDiffers, .methodMissing, .answerDiffers, .completionMissing, .completionRepeated,
      .callMissing, .callAdded, .sourceExhausted, .stateOutlived, .codeFinding, .propertyFailed,
    ]
  }

  /// A sentence on what the kind means, for the report's headline.
  public var explanation: String {
    switch self {
    case .handlerDiffers: "handler(for:) returned another handler than recorded"
    case .methodMissing: "the replayed object does not implement the recorded method"
    case .answerDiffers: "the completion answered differently from the recording"
    case .completionMissing: "the completion never came (a SiriKit extension must call it once)"
    case .completionRepeated: "the completion came more than once (SiriKit expects exactly one)"
    case .callMissing: "a call the host would make had the code answered as recorded is not made"
    case .callAdded: "a call is made that the host would not make had the code answered as recorded"
    case .sourceExhausted: "the code asked for more clock readings or UUIDs than were recorded"
    case .stateOutlived:
      "a second replay in the same process, on fresh instances, answered differently from the "
        + "first: state outlived the interaction (a static, a singleton, a cache), as it does in "
        + "an extension's process that SiriKit keeps between interactions"
    case .codeFinding:
      "the inspector found, on the replayed run, something wrong in what the user sees"
    case .propertyFailed: "a property the test states of what the user sees does not hold"
    default: "the views are stacked in another order than recorded"
    }
  }
}
