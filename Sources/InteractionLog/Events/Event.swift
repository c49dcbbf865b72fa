/// One line of a log: the envelope every event carries, and what happened (``payload``).
///
/// FORMAT.md §3 lists every field and how it is written.
public struct Event: Hashable, Sendable {
  /// The sequence number, per file, starting at 1 and increasing by 1.
  public var sequence: UInt64
  /// Wall-clock time of the event.
  public var time: WallTime
  /// Monotonic clock reading in nanoseconds, comparable within one process.
  public var monotonicNanoseconds: UInt64
  /// The writing process.
  public var processID: Int32
  /// The writing process's role.
  public var role: ProcessRole
  /// An id of the calling thread, stable within the process.
  public var thread: UInt64
  /// The recording session, shared by every file of one session.
  public var session: String
  /// The SiriKit interaction the event belongs to, where there is one.
  public var interaction: String?
  /// The object the call went to (`TypeName#n`), where there is one.
  public var instance: String?
  /// Links a call to its completion.
  public var call: UInt64?
  /// What happened.
  public var payload: EventPayload

  /// Creates an event from its envelope and payload.
  ///
  /// - Parameters:
  ///   - sequence: The sequence number. ``LogWriter/append(_:)`` replaces it with the writer's
  ///     next one; ``LogCopier/append(_:)`` writes it as it is.
  ///   - time: Wall-clock time of the event.
  ///   - monotonicNanoseconds: Monotonic clock reading in nanoseconds.
  ///   - processID: The writing process.
  ///   - role: The writing process's role.
  ///   - thread: An id of the calling thread.
  ///   - session: The recording session.
  ///   - interaction: The SiriKit interaction the event belongs to, if any.
  ///   - instance: The object the call went to (`TypeName#n`), if any.
  ///   - call: The number that links a call to its completion, if any.
  ///   - payload: What happened.
  public init(
    sequence: UInt64 = 0, time: WallTime, monotonicNanoseconds: UInt64, processID: Int32,
    role: ProcessRole, thread: UInt64, session: String, interaction: String? = nil,
    instance: String? = nil, call: UInt64? = nil, payload: EventPayload
  ) {
    self.sequence = sequence
    self.time = time
    self.monotonicNanoseconds = monotonicNanoseconds
    self.processID = processID
    self.role = role
    self.thread = thread
    self.session = session
    self.interaction = interaction
    self.instance = instance
    self.call = call
    self.payload = payload
  }

  /// The event's kind, as written in its `kind` field.
  public var kind: EventKind { payload.kind }
}
