package import InteractionLog
import InteractionModel

/// Which events of a log `ilog events`, `export` and `tail` print.
///
/// By kind, interaction, writer, intent, parameter and time: every criterion given must hold; an
/// empty one holds for every event.
package struct EventFilter: Hashable, Sendable {
  /// Kinds to keep; empty keeps every kind.
  package var kinds: Set<EventKind>
  /// The interaction to keep; `nil` keeps every event.
  package var interaction: String?
  /// Writers' roles to keep.
  package var roles: Set<ProcessRole>
  /// Writers' process ids to keep.
  package var processIDs: Set<Int32>
  /// Intent classes to keep: events that carry such an intent or are linked to one
  /// (see ``IntentLinker``).
  package var intents: Set<String>
  /// Parameters to keep: events whose resolve parameter, configureView parameters or claimed
  /// set mention one of them.
  package var parameters: [ParameterPattern]
  /// The earliest time kept, inclusive.
  package var since: WallTime?
  /// The latest time kept, inclusive.
  package var until: WallTime?

  /// Creates a filter; with no arguments it keeps every event.
  package init(
    kinds: Set<EventKind> = [], interaction: String? = nil, roles: Set<ProcessRole> = [],
    processIDs: Set<Int32> = [], intents: Set<String> = [], parameters: [ParameterPattern] = [],
    since: WallTime? = nil, until: WallTime? = nil
  ) {
    self.kinds = kinds
    self.interaction = interaction
    self.roles = roles
    self.processIDs = processIDs
    self.intents = intents
    self.parameters = parameters
    self.since = since
    self.until = until
  }

  /// Whether ``accepts(_:intentClass:)`` needs the event's intent class.
  package var needsIntentClass: Bool {
    !intents.isEmpty || parameters.contains { $0.className != nil }
  }

  /// Whether the filter looks at nothing but a line's envelope (the kind, the time, the
  /// writer and the interaction), so that lines can be passed through without decoding their
  /// events (``accepts(_:)-(LogLine)``).
  package var needsOnlyHead: Bool {
    intents.isEmpty && parameters.isEmpty
  }

  /// Whether an event with `head` passes the criteria on the kind, the time and the writer.
  package func accepts(_ head: EventHead) -> Bool {
    (kinds.isEmpty || kinds.contains(head.kind))
      && (since.map { head.time >= $0 } ?? true)
      && (until.map { head.time <= $0 } ?? true)
      && (roles.isEmpty || roles.contains(head.role))
      && (processIDs.isEmpty || processIDs.contains(head.processID))
  }

  /// Whether a line passed through passes the criteria on its envelope; its interaction is
  /// decoded only when the filter names one and the rest of its head passes.
  package func accepts(_ line: LogLine) -> Bool {
    accepts(line.head) && (interaction == nil || line.interaction == interaction)
  }

  /// Whether `event`, which concerns `intentClass` as far as the log's links tell, passes.
  package func accepts(_ event: Event, intentClass: String? = nil) -> Bool {
    guard accepts(event.head),
      interaction == nil || event.interaction == interaction,
      intents.isEmpty || intentClass.map(intents.contains) == true
    else { return false }
    return parameters.isEmpty || mentionsParameter(event, intentClass: intentClass)
  }

  private func mentionsParameter(_ event: Event, intentClass: String?) -> Bool {
    let mentioned: [(className: String?, keyPath: String)]
    switch event.payload {
    case .resolve(let parameter, _), .resolveCompletion(let parameter, _, _):
      mentioned = [(intentClass, parameter)]
    case .configureView(let parameters, _, _),
      .configureViewCompletion(_, let parameters, _, _):
      mentioned = parameters.map { ($0.className, $0.subscriptedKeyPath) }
    default:
      return false
    }
    return parameters.contains { pattern in
      mentioned.contains { pattern.matches(className: $0.className, keyPath: $0.keyPath) }
    }
  }

  /// The kinds asked for that ilog/1 does not define, sorted.
  package var unknownKinds: [EventKind] {
    kinds.subtracting(EventKind.known).sorted()
  }
}
