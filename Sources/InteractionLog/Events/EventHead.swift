/// What a reader decodes of every line when it passes lines through rather than events: what
/// it checks from line to line (the sequence number), what it counts by (the kind), and what
/// files are merged by (the time).
///
/// The rest of the line is checked (its JSON, and every envelope field present and of its type)
/// but left as bytes, to be decoded into an ``Event`` only when asked.
package struct EventHead: Hashable, Sendable {
  /// The sequence number.
  package var sequence: UInt64
  /// The kind.
  package var kind: EventKind
  /// The wall-clock time.
  package var time: WallTime

  package init(sequence: UInt64, kind: EventKind, time: WallTime) {
    self.sequence = sequence
    self.kind = kind
    self.time = time
  }
}

extension Event {
  /// The event's sequence number, kind and time.
  package var head: EventHead { EventHead(sequence: sequence, kind: kind, time: time) }
}
