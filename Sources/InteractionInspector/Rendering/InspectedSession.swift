public import InteractionLog

/// One session to inspect: the paths that name it, its log files, and how to read them.
///
/// A session holds no open file: its reader is opened when its turn comes (``openReader()``),
/// so that a fleet of sessions holds the descriptors and buffers of the few being read, not
/// those of every one. The files are listed when the session is made, so that what is printed
/// about it names the files that are read.
public struct InspectedSession: Sendable {
  /// The paths given: a directory, or the files of one session.
  public var paths: [String]
  /// The log files the paths name, in the order the paths give them (a directory's by name).
  public let files: [String]
  /// What the reader does about damage.
  public let policy: RecoveryPolicy
  /// How much of each event the reader decodes.
  let detail: EventDecoder.Detail

  /// A session of the log files that `paths` name, opened when its turn comes.
  ///
  /// - Parameters:
  ///   - paths: A session directory, or log files read together.
  ///   - policy: What the reader does about damage.
  /// - Throws: `LogReadError` when a path is missing or a directory holds no log.
  public init(paths: [String], policy: RecoveryPolicy = .pointInTime) throws(LogReadError) {
    try self.init(paths: paths, policy: policy, detail: .full)
  }

  /// A session whose reader decodes as much of each event as `detail` says.
  ///
  /// - Parameters:
  ///   - paths: A session directory, or log files read together.
  ///   - policy: What the reader does about damage.
  ///   - detail: How much of each event becomes Swift values.
  /// - Throws: `LogReadError` when a path is missing or a directory holds no log.
  package init(paths: [String], policy: RecoveryPolicy, detail: EventDecoder.Detail)
    throws(LogReadError)
  {
    var files: [String] = []
    for path in paths { files += try LogReader.logFiles(at: path) }
    self.paths = paths
    self.files = files
    self.policy = policy
    self.detail = detail
  }

  /// Opens a reader on the session's files, positioned before its first event.
  ///
  /// Each call opens a new reader; the caller owns it, and its descriptors are closed when it is
  /// released.
  ///
  /// - Returns: The reader of the session's files, merged by time.
  /// - Throws: `LogReadError` when a file cannot be opened.
  public func openReader() throws(LogReadError) -> LogReader {
    try LogReader(paths: files, policy: policy, detail: detail)
  }

  /// A reader of the session's files, opened anew on each access.
  @available(
    *, deprecated, renamed: "openReader()",
    message: "A session opens its reader when its turn comes; call openReader()."
  )
  public var reader: LogReader {
    get throws(LogReadError) { try openReader() }
  }
}
