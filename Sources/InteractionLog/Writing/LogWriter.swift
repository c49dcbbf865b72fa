internal import Dispatch
import InteractionModel

/// Appends events to one log file: thread-safe, append-only, never trapping.
///
/// A writer owns one file. It creates the file with mode 0600 and never follows a symbolic link
/// or overwrites an existing file; opened with ``Disposition/append`` it first recovers a torn
/// tail (``recovery``). The first event of a new file is a `header`; ``close()`` writes an `end`.
/// Sequence numbers are assigned under the writer's lock, so they increase strictly in file order.
///
/// Failures never trap and never throw out of ``append(_:interaction:instance:call:)``: they come
/// back as ``AppendOutcome/failed(_:)`` and go to the error handler once. After a write failure the
/// writer stops, since the file's end is no longer known; reopening it recovers the tail.
public final class LogWriter: Sendable {
  /// What to do when a file exists at the path.
  public enum Disposition: Sendable, Hashable {
    /// Create a new file; an existing one is an error.
    case create
    /// Append to an existing log after recovering its tail, or create it.
    case append
  }

  private struct State: ~Copyable {
    var encoder = EventEncoder()
    var nextSequence: UInt64
    var written: UInt64 = 0
    var dropped: UInt64 = 0
    var droppedSinceGap: UInt64 = 0
    var errors: UInt64 = 0
    var failure: LogWriteError?
    var isClosed = false
    /// Whether a buffered writer's window is open: an event was accepted and the timer that
    /// seals its block is set.
    var windowIsOpen = false
    /// Failures met under the lock, reported once it is released.
    var unreported: [LogWriteError] = []
  }

  /// The file's path.
  public let path: String
  /// What reopening found and repaired; a fresh `TailRecovery` for a new file.
  public let recovery: TailRecovery
  private let identity: Identity
  private let clock: any LogClock
  private let errorHandler: @Sendable (LogWriteError) -> Void
  private let blocks: BlockFileWriter
  private let state: Locked<State>
  /// How long a buffered writer's window lasts, in nanoseconds, or `nil` when writing through
  /// or unbounded. (A number, not a `DispatchTimeInterval`: older SDKs' Dispatch does not make
  /// that `Sendable`.)
  private let windowNanoseconds: Int?

  /// Opens a log for writing.
  ///
  /// - Parameters:
  ///   - path: the log file.
  ///   - disposition: create a new file, or append to an existing one.
  ///   - identity: the role, session and process every event names.
  ///   - options: write-through or buffered, compression, fsync.
  ///   - clock: where event times come from.
  ///   - errorHandler: told of every failure, on the thread that met it.
  /// - Throws: ``LogWriteError`` when the file cannot be opened, created or recovered.
  public convenience init(
    path: String, disposition: Disposition = .create, identity: Identity,
    options: LogWriterOptions = LogWriterOptions(), clock: any LogClock = SystemClock(),
    errorHandler: @escaping @Sendable (LogWriteError) -> Void = { _ in }
  ) throws(LogWriteError) {
    try self.init(
      path: path, disposition: disposition, identity: identity, options: options, clock: clock,
      fileSystem: SystemFileSystem(), errorHandler: errorHandler)
  }

  /// Opens a log for writing through `fileSystem`, which tests use to inject faults.
  ///
  /// - Parameters:
  ///   - path: the log file.
  ///   - disposition: create a new file, or append to an existing one.
  ///   - identity: the role, session and process every event names.
  ///   - options: write-through or buffered, compression, fsync.
  ///   - clock: where event times come from.
  ///   - fileSystem: where the log file (and a torn tail's copy) are created and opened.
  ///   - errorHandler: told of every failure, on the thread that met it.
  /// - Throws: ``LogWriteError`` when the file cannot be opened, created or recovered.
  package init(
    path: String, disposition: Disposition = .create, identity: Identity,
    options: LogWriterOptions = LogWriterOptions(), clock: any LogClock = SystemClock(),
    fileSystem: any LogFileSystem,
    errorHandler: @escaping @Sendable (LogWriteError) -> Void = { _ in }
  ) throws(LogWriteError) {
    let level = Int32(clamping: options.compressionLevel)
    let (file, recovery) = try LogFileOpening.open(
      path, disposition == .create ? .createNew : .appendOrCreate, level: level,
      fileSystem: fileSystem)
    self.path = path
    self.recovery = recovery
    self.identity = identity
    self.clock = clock
    self.errorHandler = errorHandler
    blocks = try BlockFileWriter(
      file: file, offset: recovery.end, options: options, failureHandler: errorHandler)
    state = Locked(State(nextSequence: recovery.nextSequence))
    windowNanoseconds =
      blocks.isBuffered ? Self.windowNanoseconds(options.bufferedFlushInterval) : nil
    if recovery.end == 0 {
      append(
        .header(
          format: LogFormat.name, tool: identity.tool, platform: identity.platform,
          metadata: identity.metadata))
    } else if let damage = recovery.damage {
      var message = "recovered a torn tail: \(damage.message)"
      if let saved = recovery.savedTailPath { message += "; the replaced bytes are in \(saved)" }
      append(.error(message: message, code: nil))
    }
  }

  deinit {
    try? close()
  }

  /// Appends one event built from `payload` and this writer's identity and clock.
  ///
  /// The event gets the writer's next sequence number, the clock's times, the identity's role,
  /// session and process, and the calling thread's id (or ``Identity/fixedThreadID``). In
  /// buffered mode, the first event accepted after drops is preceded by a `gap` event that says
  /// how many were dropped.
  ///
  /// - Parameters:
  ///   - payload: What happened.
  ///   - interaction: The SiriKit interaction the event belongs to, if any.
  ///   - instance: The object the call went to (`TypeName#n`), if any.
  ///   - call: The number that links a call to its completion, if any.
  /// - Returns: the sequence number given to the event, or why it is not in the log.
  @discardableResult
  public func append(
    _ payload: EventPayload, interaction: String? = nil, instance: String? = nil,
    call: UInt64? = nil
  ) -> AppendOutcome {
    let thread = identity.fixedThreadID ?? CurrentProcess.threadID
    return locked { state in
      appendLocked(
        Event(
          time: clock.wallTime(), monotonicNanoseconds: clock.monotonicNanoseconds(),
          processID: identity.processID, role: identity.role, thread: thread,
          session: identity.session, interaction: interaction, instance: instance, call: call,
          payload: payload), &state)
    }
  }

  /// Appends a complete event (for copying and tools); its sequence number is replaced.
  ///
  /// Unlike ``append(_:interaction:instance:call:)`` it takes nothing from the writer's
  /// identity or clock. To keep an event's own sequence number, use ``LogCopier``.
  ///
  /// - Parameter event: The event, written with its own envelope and the writer's next
  ///   sequence number.
  /// - Returns: The sequence number given to the event, or why it is not in the log.
  @discardableResult
  public func append(_ event: Event) -> AppendOutcome {
    locked { state in appendLocked(event, &state) }
  }

  /// Runs `body` under the lock, then tells the error handler about failures it met, so that a
  /// handler may call back into the writer (or take its own locks) without deadlock.
  private func locked<T>(_ body: (inout State) -> T) -> T {
    let (result, failures) = state.withLock { state in
      let result = body(&state)
      defer { state.unreported.removeAll() }
      return (result, state.unreported)
    }
    for failure in failures { errorHandler(failure) }
    return result
  }

  /// Appends `event`, after a `gap` event if events were dropped; with `force` (the `end`
  /// event, once the queue is drained) neither is dropped.
  private func appendLocked(_ event: consuming Event, _ state: inout State, force: Bool = false)
    -> AppendOutcome
  {
    if state.isClosed { return .failed(.closed(path: path)) }
    if let failure = state.failure { return .failed(failure) }
    if state.droppedSinceGap > 0 {
      var gap = copy event
      gap.payload = .gap(dropped: state.droppedSinceGap, reason: "buffer full")
      gap.interaction = nil
      gap.instance = nil
      gap.call = nil
      // The gap goes in only with the event after it: a small gap alone would fit where the
      // event does not, and split one run of drops over several gaps.
      if !force, !blocks.canAccept(Self.cost(of: gap) + Self.cost(of: event)) {
        state.dropped += 1
        state.droppedSinceGap += 1
        return .dropped
      }
      switch writeLocked(gap, &state, force: force) {
      case .appended: state.droppedSinceGap = 0
      case .dropped:
        // Still no room: the event cannot have any either.
        state.dropped += 1
        state.droppedSinceGap += 1
        return .dropped
      case .failed(let error): return .failed(error)
      }
    }
    let outcome = writeLocked(event, &state, force: force)
    if outcome == .dropped {
      state.dropped += 1
      state.droppedSinceGap += 1
    }
    return outcome
  }

  /// Writes `event` with the next sequence number: in buffered mode it is queued unencoded, the
  /// value moved, not copied, into the queue.
  private func writeLocked(_ event: consuming Event, _ state: inout State, force: Bool)
    -> AppendOutcome
  {
    let sequence = state.nextSequence
    event.sequence = sequence
    let result: Result<Bool, LogWriteError>
    let estimate = blocks.isBuffered ? event.estimatedLineBytes : .max
    // Escapes make a line at most 6 times its estimate: an event that might pass the largest
    // payload is encoded here, so that it is refused now, not on the queue.
    if estimate <= LogFormat.maximumBlockPayload / 6 {
      let cost = estimate + MemoryLayout<Event>.stride
      do throws(LogWriteError) {
        result = .success(try blocks.enqueue(consume event, cost: cost, force: force))
      } catch {
        result = .failure(error)
      }
    } else {
      state.encoder.encode(event)
      let bytes = state.encoder.bytes
      if force || blocks.canAccept(bytes.count) {
        result = bytes.withUnsafeBytes { raw in
          Result { () throws(LogWriteError) in try blocks.append(raw, sequence: sequence) }
        }.map { true }
      } else {
        result = .success(false)
      }
    }
    switch result {
    case .success(false):
      return .dropped
    case .success(true):
      state.nextSequence += 1
      state.written += 1
      if let windowNanoseconds, !state.windowIsOpen {
        state.windowIsOpen = true
        // A global queue rather than one of the writer's own: older SDKs' Dispatch does not
        // make a stored `DispatchQueue` `Sendable`.
        DispatchQueue.global(qos: .utility).asyncAfter(
          deadline: .now() + .nanoseconds(windowNanoseconds)
        ) { [weak self] in
          self?.closeWindow()
        }
      }
      return .appended(sequence: sequence)
    case .failure(let error):
      state.errors += 1
      if case .eventTooLarge = error {
        // The writer is still sound; only this event is refused.
      } else {
        state.failure = error
      }
      // A failure on the buffered writer's queue went to the handler from there.
      if !blocks.hasReported(error) { state.unreported.append(error) }
      return .failed(error)
    }
  }

  /// The window of ``LogWriterOptions/bufferedFlushInterval`` seconds, at least a millisecond,
  /// or `nil` for none.
  private static func windowNanoseconds(_ seconds: Double) -> Int? {
    guard seconds.isFinite else { return nil }
    return Int(min(max(seconds, 0.001), 1e9) * 1e9)
  }

  /// Ends a buffered writer's window: seals the block being filled and hands it on to be
  /// written, without waiting for it; the next accepted event opens a new window.
  private func closeWindow() {
    locked { state in
      state.windowIsOpen = false
      guard !state.isClosed, state.failure == nil else { return }
      blocks.sealWithoutWaiting()
    }
  }

  /// The bytes a queued, unencoded event counts for: its line, and the value itself.
  private static func cost(of event: Event) -> Int {
    event.estimatedLineBytes + MemoryLayout<Event>.stride
  }

  /// Writes every accepted event to the file (buffered mode waits for the queue).
  ///
  /// In write-through mode every event is already written, and the block being filled stays
  /// open. Flushing does not synchronize the file; ``LogWriterOptions/synchronization`` says
  /// when that happens.
  ///
  /// - Throws: ``LogWriteError/closed(path:)`` once the writer is closed, or the failure that
  ///   stopped the writer (a failed write here or on the buffered queue).
  public func flush() throws(LogWriteError) {
    let result = state.withLock { state in
      Result { () throws(LogWriteError) in try blocks.flush() }
    }
    try result.get()
  }

  /// Appends the `end` event, seals the last block and closes the file.
  ///
  /// Idempotent. Buffered events are written first. A writer stopped by an earlier failure
  /// writes no `end` event. A failure met here also goes to the error handler.
  ///
  /// - Throws: ``LogWriteError`` when sealing the last block or `fsync` fails, or the failure
  ///   that stopped the writer earlier; nothing on a second call.
  public func close() throws(LogWriteError) {
    let result: Result<Void, LogWriteError> = locked { state in
      if state.isClosed { return .success(()) }
      // Drain the queue first: the gap and end events, let in whatever the limit, then add to
      // an empty queue.
      if state.failure == nil,
        case .failure(let error) = Result(catching: { () throws(LogWriteError) in try blocks.flush()
        })
      {
        state.failure = error
      }
      if state.failure == nil {
        let end = Event(
          time: clock.wallTime(), monotonicNanoseconds: clock.monotonicNanoseconds(),
          processID: identity.processID, role: identity.role,
          thread: identity.fixedThreadID ?? CurrentProcess.threadID,
          session: identity.session,
          payload: .end(events: state.written + 1, dropped: state.dropped, errors: state.errors))
        _ = appendLocked(end, &state, force: true)
      }
      state.isClosed = true
      let known = state.failure
      let closed = Result { () throws(LogWriteError) in try blocks.close() }
      // Sealing the last block and fsync fail here first; tell the handler, as for appends.
      if case .failure(let error) = closed, error != known, !blocks.hasReported(error) {
        state.errors += 1
        state.unreported.append(error)
      }
      return closed
    }
    try result.get()
  }

  /// How many events were dropped because the buffer was full (buffered mode).
  public var droppedCount: UInt64 { state.withLock { $0.dropped } }

  /// The bytes queued in buffered mode now and the most ever queued, and the limit they are
  /// held under (all zero when writing through).
  package var queuedBytes: (now: Int, most: Int, limit: Int) {
    state.withLock { _ in
      let usage = blocks.queuedBytes
      return (usage.now, usage.most, blocks.queueLimit)
    }
  }
}
