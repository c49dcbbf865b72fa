/// What a reader decodes of every line when it passes lines through rather than events: what
/// it checks from line to line (the sequence number), what it counts by (the kind), what files
/// are merged by (the time), and what the envelope filters of `ilog events` look at without
/// allocating (the process and its role; the interaction is decoded from the line when asked,
/// see ``LogLine/interaction``).
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
  /// The writing process's ID.
  package var processID: Int32
  /// The writing process's role.
  package var role: ProcessRole

  package init(
    sequence: UInt64, kind: EventKind, time: WallTime, processID: Int32, role: ProcessRole
  ) {
    self.sequence = sequence
    self.kind = kind
    self.time = time
    self.processID = processID
    self.role = role
  }
}

extension Event {
  /// The event's sequence number, kind, time, process ID and role.
  package var head: EventHead {
    EventHead(sequence: sequence, kind: kind, time: time, processID: processID, role: role)
  }
}
