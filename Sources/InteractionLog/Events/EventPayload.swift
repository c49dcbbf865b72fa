public import InteractionModel

/// What an event records, by kind, with the kind's fields (FORMAT.md §3.3).
public enum EventPayload: Hashable, Sendable {
  /// The first event of every file.
  case header(format: String, tool: String, platform: String, metadata: [String: String])
  /// The last event of a cleanly closed file.
  case end(events: UInt64, dropped: UInt64, errors: UInt64)
  /// A full snapshot of an interaction, written once and referred to by identifier afterwards.
  indirect case interaction(Interaction)
  /// `handler(for:)` is about to be called with this intent.
  case dispatch(intent: Intent)
  /// `handler(for:)` returned a handler of this type, or none (`nil`).
  case dispatchCompletion(handlerType: String?)
  /// A parameter is about to be resolved; `value` is the intent's value for it.
  case resolve(parameter: String, value: Value?)
  /// A resolve call completed with these results.
  case resolveCompletion(parameter: String, results: [ResolutionResult], latency: UInt64?)
  /// `confirm(intent:completion:)` is about to be called.
  case confirm(intent: Intent)
  /// A confirm call completed.
  case confirmCompletion(response: IntentResponse, latency: UInt64?)
  /// `handle(intent:completion:)` is about to be called.
  case handle(intent: Intent)
  /// A handle call completed.
  case handleCompletion(response: IntentResponse, latency: UInt64?)
  /// `configure(with:context:completion:)` is about to be called.
  case configure(context: HostedViewContext)
  /// A configure call completed with a desired size.
  case configureCompletion(size: Size, latency: UInt64?)
  /// `configureView(for:of:interactiveBehavior:context:completion:)` is about to be called.
  case configureView(
    parameters: [Parameter], interactiveBehavior: InteractiveBehavior, context: HostedViewContext)
  /// A configureView call completed.
  case configureViewCompletion(success: Bool, claimed: [Parameter], size: Size, latency: UInt64?)
  /// A user's mark.
  case note(text: String, metadata: [String: String])
  /// The recorder's own failure.
  case error(message: String, code: Int64?)
  /// Events were dropped.
  case gap(dropped: UInt64, reason: String)
  /// A value the recorder handed the user's code from a nondeterministic `source` (`clock`:
  /// `value` is an RFC 3339 time; `uuid`: `value` is the UUID's text), so that a replay can hand
  /// back the same value.
  case sourceValue(source: String, value: String)
  /// A kind this version does not know, kept with its fields (the envelope's excepted).
  case unknown(kind: EventKind, fields: [String: Value])

  /// The kind written in the event's `kind` field.
  public var kind: EventKind {
    switch self {
    case .header: .header
    case .end: .end
    case .interaction: .interaction
    case .dispatch: .dispatch
    case .dispatchCompletion: .dispatchCompletion
    case .resolve: .resolve
    case .resolveCompletion: .resolveCompletion
    case .confirm: .confirm
    case .confirmCompletion: .confirmCompletion
    case .handle: .handle
    case .handleCompletion: .handleCompletion
    case .configure: .configure
    case .configureCompletion: .configureCompletion
    case .configureView: .configureView
    case .configureViewCompletion: .configureViewCompletion
    case .note: .note
    case .error: .error
    case .gap: .gap
    case .sourceValue: .sourceValue
    case .unknown(let kind, _): kind
    }
  }
}
