public import InteractionLog
import InteractionModel

/// Records how SiriKit drives an extension into one log file of a session directory.
///
/// A process makes one recorder per session. It creates `<directory>/<session>/` (mode 0700) if
/// missing and writes `<role>-<pid>.ilog` there, so that the Intents extension's file and the
/// Intents UI extension's file of one session sit side by side (D8). The file starts
/// with a `header` event; ``close()`` ends it with an `end` event.
///
/// Wrap the objects SiriKit calls, with no change to them: ``RecordingHandlerProvider`` around an
/// `INExtension`-like handler provider (it wraps every handler it returns in a
/// ``RecordingIntentHandler``), and ``RecordingViewController`` around a hosted view
/// controller. Where the system creates the controller itself, forward its methods through
/// ``recordConfigureView(for:of:interactiveBehavior:context:instance:completion:body:)`` and
/// ``recordConfigure(with:context:instance:completion:body:)``.
///
/// Every call is an event written **before** the user's code runs (write-through by default), and
/// every completion that comes is an event with the call's id and its latency (from just before
/// the user's code was called to the completion, on the monotonic clock); a completion that never
/// comes leaves its call alone in the log. An interaction is written whole, as an `interaction`
/// snapshot, the first time its identifier is seen and again whenever it changed (its intent,
/// response or status), and referred to by identifier otherwise.
///
/// A recorder never traps, throws or blocks on the app's behalf: a failure to create the
/// directory or to write goes to the error handler and ``errorCount``, recording stops
/// (``isRecording`` becomes `false`), and the wrapped calls go on reaching the user's objects.
/// It is safe to use from any thread.
public final class Recorder: Sendable {
  /// The session's id, written in every event and naming the session directory.
  public let session: String
  /// The process's role, written in every event and naming the log file.
  public let role: ProcessRole
  /// The session directory, `<directory>/<session>`.
  public let sessionDirectory: String
  /// The log file, or `nil` if it could not be created.
  public let path: String?

  let redactor: Redactor
  let clock: any LogClock
  let status: RecorderStatus
  private let writer: LogWriter?
  private let instances = Locked(InstanceRegistry())
  private let interactions = Locked([String: WrittenSnapshot]())
  private let calls = Locked<UInt64>(0)

  /// The writer name and version in every header this recorder writes.
  public static let tool = "interaction-recorder \(LogFormat.toolVersion)"

  /// Starts recording a session into a new log file.
  ///
  /// Never fails: if the session directory or the log cannot be created, the error handler is
  /// told (before this returns), ``isRecording`` is `false`, and every wrapper passes its calls
  /// through unrecorded.
  ///
  /// - Parameters:
  ///   - directory: The directory that holds sessions; created if missing.
  ///   - session: The session's id, such as a UUID string shared by the extensions of one
  ///     recording. It names the session directory, so it must be one path component: no `/`,
  ///     no `..`.
  ///   - role: The process's role, such as `ProcessRole.uiExtension`.
  ///   - options: Write-through or buffered, redaction, header metadata, clock.
  ///   - errorHandler: Told of every failure outside the recorder's locks, so it may call the
  ///     recorder: on the thread that met it, or, for a write that failed on the buffered
  ///     writer's background queue, on the thread of the recorder's next call.
  public init(
    directory: String, session: String, role: ProcessRole,
    options: RecorderOptions = RecorderOptions(),
    errorHandler: @escaping @Sendable (RecorderError) -> Void = { _ in }
  ) {
    self.session = session
    self.role = role
    redactor = Redactor(options.redaction)
    clock = options.clock
    let status = RecorderStatus(handler: errorHandler)
    self.status = status
    let processID = options.processID ?? CurrentProcess.id
    var sessionPath = directory + "/" + session
    var opened: LogWriter?
    if let error = SessionDirectory.validate(session: session) {
      status.record(error, stopsRecording: true)
    } else {
      switch SessionDirectory.prepare(root: directory, session: session) {
      case .failure(let error):
        status.record(error, stopsRecording: true)
      case .success(let directory):
        sessionPath = directory.path
        let identity = LogWriter.Identity(
          role: role, session: session, processID: processID, tool: Self.tool,
          platform: options.platform, metadata: options.metadata,
          fixedThreadID: options.fixedThreadID)
        opened = Self.openLog(
          in: directory.path, identity: identity, options: options.writer, clock: options.clock,
          fileSystem: AnchoredFileSystem(directory: directory, base: options.fileSystem),
          status: status)
      }
    }
    sessionDirectory = sessionPath
    writer = opened
    path = opened?.path
    if opened != nil { status.opened() }
    status.deliverPending()
  }

  /// Creates `<role>-<pid>.ilog`, or `<role>-<pid>-<n>.ilog` if a log of this process and role
  /// is there already: logs are never overwritten.
  private static func openLog(
    in directory: String, identity: LogWriter.Identity, options: LogWriterOptions,
    clock: any LogClock, fileSystem: any LogFileSystem, status: RecorderStatus
  ) -> LogWriter? {
    var path = directory
    for suffix in 1...SessionDirectory.maximumSuffix {
      path =
        directory + "/"
        + SessionDirectory.fileName(
          role: identity.role, processID: identity.processID, suffix: suffix)
      do {
        return try LogWriter(
          path: path, disposition: .create, identity: identity, options: options, clock: clock,
          fileSystem: fileSystem,
          errorHandler: { error in
            status.record(.log(error), stopsRecording: !error.refusesOnlyOneEvent)
          })
      } catch .fileExists {
        continue
      } catch {
        status.record(.log(error), stopsRecording: true)
        return nil
      }
    }
    status.record(.log(.fileExists(path: path)), stopsRecording: true)
    return nil
  }

  deinit {
    close()
  }

  /// Whether events are being written: the log is open, no write failed, and the recorder is not
  /// closed.
  public var isRecording: Bool { status.isRecording }

  /// How many failures the recorder met: a session directory or log it could not create, writes
  /// that failed, events too large to write.
  public var errorCount: Int { status.errorCount }

  /// How many events were dropped because the buffer was full (buffered mode only); a `gap`
  /// event in the log says how many, where they were lost.
  public var droppedCount: UInt64 { writer?.droppedCount ?? 0 }

  /// Writes a user's mark, such as "tapped Start".
  ///
  /// - Parameters:
  ///   - text: The mark, written as given (never redacted).
  ///   - metadata: Free-form strings, written as given.
  public func note(_ text: String, metadata: [String: String] = [:]) {
    append(.note(text: text, metadata: metadata))
  }

  /// The id the log gives an object, `TypeName#n`: the same for every call while the object
  /// lives, numbered per type in the order the recorder first sees objects.
  ///
  /// - Parameter object: A handler, controller or any other object.
  /// - Returns: The object's id, such as `IntentViewController#3`.
  public func instanceID(of object: AnyObject) -> String {
    // The weak reference is made outside the lock: the object itself never enters shared state.
    let reference = InstanceRegistry.Reference(object)
    return instances.withLock { $0.id(of: reference) }
  }

  /// Writes every accepted event to the file; in buffered mode, waits for the background queue.
  public func flush() {
    guard let writer, status.isRecording else { return }
    do {
      try writer.flush()
    } catch {
      status.record(.log(error), stopsRecording: true)
    }
    status.deliverPending()
  }

  /// Writes the `end` event and closes the file.
  ///
  /// Idempotent. Later calls to wrapped objects, and completions of calls recorded before, still
  /// reach their objects and callers, unrecorded.
  public func close() {
    guard status.close() else { return }
    if let writer {
      do {
        try writer.close()
      } catch {
        status.record(.log(error), stopsRecording: true)
      }
    }
    status.deliverPending()
  }
}

extension Recorder {
  /// Appends an event if recording, and delivers any failure it met to the error handler.
  ///
  /// - Returns: Whether the event is in the log (or queued for it, when buffered).
  @discardableResult
  func append(
    _ payload: @autoclosure () -> EventPayload, interaction: String? = nil,
    instance: String? = nil, call: UInt64? = nil
  ) -> Bool {
    let appended = write(payload(), interaction: interaction, instance: instance, call: call)
    status.deliverPending()
    return appended
  }

  /// Appends an event if recording, leaving failures queued: for callers that hold a lock, since
  /// the error handler may call the recorder.
  private func write(
    _ payload: @autoclosure () -> EventPayload, interaction: String?, instance: String?,
    call: UInt64?
  ) -> Bool {
    guard let writer, status.isRecording else { return false }
    let event = payload()
    let outcome = writer.append(event, interaction: interaction, instance: instance, call: call)
    if case .failed(.eventTooLarge(let bytes, let limit)) = outcome {
      // The writer is still sound; leave a trace where the refused event would have been.
      writer.append(
        .error(
          message:
            "a \(event.kind) event of \(bytes) bytes exceeds the limit of \(limit) bytes; "
            + "it is not in the log",
          code: nil),
        interaction: interaction, instance: instance, call: call)
    }
    return outcome.sequence != nil
  }

  /// A new call id, unique within the file (FORMAT.md §3.2).
  func nextCallID() -> UInt64 {
    calls.withLock { calls in
      calls += 1
      return calls
    }
  }

  /// A new id for a wrapper around a value that has no identity.
  func instanceID(ofValueOf type: Any.Type) -> String {
    instances.withLock { $0.nextID(for: type) }
  }

  /// Writes an interaction's snapshot the first time its identifier is seen, and again each
  /// time it changed: a ride's status as Maps updates it, a response that replaced another.
  ///
  /// `version` is the caller's cheap fingerprint of what it would convert (the model value's
  /// hash, or the identities and status of SiriKit's objects): the snapshot is made only when the
  /// identifier is new or its fingerprint changed, so that a caller converting it from another
  /// type pays once per version, not once per call; it is written only when it differs from the
  /// last one written. The final check and the write happen under one lock, so no event that
  /// refers to the identifier can reach the log before its first snapshot, whatever the threads.
  /// The snapshot is made outside the lock, since a conversion may run the app's own code; two
  /// threads may both make it, and only one is written.
  ///
  /// - Parameters:
  ///   - identifier: The identifier of the interaction a call is about.
  ///   - version: A fingerprint that changes when the interaction may have changed.
  ///   - snapshot: Makes the interaction's snapshot.
  /// - Returns: The identifier, for the events that refer to it.
  func noteInteraction(identifier: String, version: Int, snapshot: () -> Interaction) -> String {
    guard status.isRecording,
      interactions.withLock({ $0[identifier]?.version != version })
    else { return identifier }
    let made = snapshot()
    let content = made.hashValue
    interactions.withLock { seen in
      let written = seen[identifier]
      guard written?.version != version else { return }
      seen[identifier] = WrittenSnapshot(version: version, content: content)
      // Another object with the same content (a view built again) is not a new version.
      guard written?.content != content else { return }
      // Tried once: a snapshot too large for the log leaves one error event, not one per call.
      _ = write(
        .interaction(redactor.redact(made)), interaction: identifier, instance: nil, call: nil)
    }
    status.deliverPending()
    return identifier
  }
}

/// The last snapshot of an interaction the recorder wrote: its caller's fingerprint and the
/// hash of its content.
private struct WrittenSnapshot {
  var version: Int
  var content: Int
}

extension LogWriteError {
  /// Whether the writer refused a single event and is still sound.
  fileprivate var refusesOnlyOneEvent: Bool {
    if case .eventTooLarge = self { return true }
    return false
  }
}
