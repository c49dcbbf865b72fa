public import InteractionLog

/// How a ``Recorder`` writes: write-through or buffered, what it redacts, and what its header
/// says.
public struct RecorderOptions: Sendable {
  /// How the log is written.
  ///
  /// The default, write-through, puts every call event on disk before the user's code runs, so a
  /// trap in that code leaves its call in the log. `.buffered(pendingBlockLimit:)` costs the
  /// caller less and drops events, counted in a `gap` event, rather than wait when the disk falls
  /// behind; its ``LogWriterOptions/bufferedFlushInterval`` (1 s by default) bounds what a kill
  /// of the process loses to the events of its last window.
  public var writer: LogWriterOptions
  /// What is redacted before it is written.
  public var redaction: RedactionPolicy
  /// Free-form strings for the header event, such as the app's name and the scenario.
  public var metadata: [String: String]
  /// The platform the header names, such as `iOS 17.5`; by default the system's name and
  /// architecture, such as `linux-x86_64`.
  public var platform: String?
  /// Where event times, latencies and ``Recorder/now()`` come from; tests inject a fixed clock.
  public var clock: any LogClock
  /// The process id to write instead of the real one, for reproducible recordings.
  public var processID: Int32?
  /// A thread id to write on every event instead of the calling thread's, for reproducible
  /// recordings.
  public var fixedThreadID: UInt64?
  /// Where the log file is created; tests inject a file system that fails on purpose.
  package var fileSystem: any LogFileSystem = SystemFileSystem()

  /// Creates options.
  ///
  /// - Parameters:
  ///   - writer: How the log is written; write-through by default.
  ///   - redaction: What is redacted; nothing by default.
  ///   - metadata: Strings for the header event.
  ///   - platform: The platform the header names, or `nil` for the system's.
  ///   - clock: Where times come from.
  ///   - processID: A process id to write instead of the real one.
  ///   - fixedThreadID: A thread id to write instead of the calling thread's.
  public init(
    writer: LogWriterOptions = LogWriterOptions(), redaction: RedactionPolicy = .none,
    metadata: [String: String] = [:], platform: String? = nil,
    clock: any LogClock = SystemClock(), processID: Int32? = nil, fixedThreadID: UInt64? = nil
  ) {
    self.writer = writer
    self.redaction = redaction
    self.metadata = metadata
    self.platform = platform
    self.clock = clock
    self.processID = processID
    self.fixedThreadID = fixedThreadID
  }
}
