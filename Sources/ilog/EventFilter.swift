import InteractionLog

/// Which events `ilog events` prints: by kind and by interaction.
struct EventFilter: Hashable {
  /// Kinds to keep; empty keeps every kind.
  var kinds: Set<EventKind>
  /// The interaction to keep; `nil` keeps every event.
  var interaction: String?

  /// Whether `event` passes.
  func accepts(_ event: Event) -> Bool {
    (kinds.isEmpty || kinds.contains(event.kind))
      && (interaction == nil || event.interaction == interaction)
  }

  /// The kinds asked for that ilog/1 does not define, sorted.
  var unknownKinds: [EventKind] {
    kinds.subtracting(EventKind.known).sorted()
  }
}
