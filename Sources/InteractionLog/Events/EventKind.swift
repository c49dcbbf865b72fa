public import InteractionModel

/// The `kind` of an event; unknown kinds from newer writers are kept by name.
///
/// Each kind this version defines names one case of ``EventPayload``; ``known`` lists them all.
/// A kind read from a newer writer's log is kept as it was written, and its event decodes as
/// ``EventPayload/unknown(kind:fields:)``.
public struct EventKind: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The name written in the event's `kind` field, such as `resolveCompletion`.
  public var rawValue: String

  /// Creates the kind written as `rawValue`, whether this version knows it or not.
  ///
  /// - Parameter rawValue: The name as written in an event's `kind` field.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The kind of the event of a call: its name.
  ///
  /// - Parameter call: The call.
  public init(call: CallKind) {
    self.rawValue = call.rawValue
  }

  /// The kind of the event of a call's answer: `resolveCompletion` for `resolve`.
  ///
  /// - Parameter call: The call answered.
  public init(completionOf call: CallKind) {
    self.rawValue = call.completionName
  }

  /// The call this kind's event makes, or `nil` for a completion and any other event.
  public var call: CallKind? { CallKind(rawValue: rawValue) }

  /// The call this kind's event answers, or `nil` for a call and any other event.
  public var completedCall: CallKind? {
    guard rawValue.hasSuffix("Completion") else { return nil }
    return CallKind(rawValue: String(rawValue.dropLast("Completion".count)))
  }

  /// The kind's name, as written in the `kind` field.
  public var description: String { rawValue }

  /// Orders kinds by name.
  ///
  /// - Parameters:
  ///   - lhs: A kind.
  ///   - rhs: Another kind.
  /// - Returns: Whether the name of `lhs` sorts before the name of `rhs`.
  public static func < (lhs: EventKind, rhs: EventKind) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The first event of every file: ``EventPayload/header(format:tool:platform:metadata:)``.
  public static let header = EventKind(rawValue: "header")
  /// The last event of a cleanly closed file: ``EventPayload/end(events:dropped:errors:)``.
  public static let end = EventKind(rawValue: "end")
  /// A full snapshot of an interaction: ``EventPayload/interaction(_:)``.
  public static let interaction = EventKind(rawValue: "interaction")
  /// `handler(for:)` is about to be called: ``EventPayload/dispatch(intent:)``.
  public static let dispatch = EventKind(call: .dispatch)
  /// `handler(for:)` returned: ``EventPayload/dispatchCompletion(handlerType:)``.
  public static let dispatchCompletion = EventKind(completionOf: .dispatch)
  /// A parameter is about to be resolved: ``EventPayload/resolve(parameter:value:)``.
  public static let resolve = EventKind(call: .resolve)
  /// A resolve call completed: ``EventPayload/resolveCompletion(parameter:results:latency:)``.
  public static let resolveCompletion = EventKind(completionOf: .resolve)
  /// `confirm(intent:completion:)` is about to be called: ``EventPayload/confirm(intent:)``.
  public static let confirm = EventKind(call: .confirm)
  /// A confirm call completed: ``EventPayload/confirmCompletion(response:latency:)``.
  public static let confirmCompletion = EventKind(completionOf: .confirm)
  /// `handle(intent:completion:)` is about to be called: ``EventPayload/handle(intent:)``.
  public static let handle = EventKind(call: .handle)
  /// A handle call completed: ``EventPayload/handleCompletion(response:latency:)``.
  public static let handleCompletion = EventKind(completionOf: .handle)
  /// `configure(with:context:completion:)` is about to be called:
  /// ``EventPayload/configure(context:)``.
  public static let configure = EventKind(call: .configure)
  /// A configure call completed: ``EventPayload/configureCompletion(size:latency:)``.
  public static let configureCompletion = EventKind(completionOf: .configure)
  /// `configureView(for:of:interactiveBehavior:context:completion:)` is about to be called:
  /// ``EventPayload/configureView(parameters:interactiveBehavior:context:)``.
  public static let configureView = EventKind(call: .configureView)
  /// A configureView call completed:
  /// ``EventPayload/configureViewCompletion(success:claimed:size:latency:)``.
  public static let configureViewCompletion = EventKind(completionOf: .configureView)
  /// A user's mark: ``EventPayload/note(text:metadata:)``.
  public static let note = EventKind(rawValue: "note")
  /// The recorder's own failure: ``EventPayload/error(message:code:)``.
  public static let error = EventKind(rawValue: "error")
  /// Events were dropped: ``EventPayload/gap(dropped:reason:)``.
  public static let gap = EventKind(rawValue: "gap")
  /// A value the recorder handed out from a nondeterministic source:
  /// ``EventPayload/sourceValue(source:value:)``.
  public static let sourceValue = EventKind(rawValue: "sourceValue")

  /// Every kind this version of the format defines, in FORMAT.md's order.
  public static let known: [EventKind] = [
    .header, .end, .interaction, .dispatch, .dispatchCompletion, .resolve, .resolveCompletion,
    .confirm, .confirmCompletion, .handle, .handleCompletion, .configure, .configureCompletion,
    .configureView, .configureViewCompletion, .note, .error, .gap, .sourceValue,
  ]
}
