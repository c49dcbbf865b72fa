public import InteractionLog

/// One session to inspect: the paths that name it and a reader opened on them.
public struct InspectedSession {
  /// The paths given: a directory, or the files of one session.
  public var paths: [String]
  /// The reader of its files.
  public var reader: LogReader

  /// Opens a session.
  ///
  /// - Parameters:
  ///   - paths: A session directory, or log files read together.
  ///   - policy: What the reader does about damage.
  /// - Throws: `LogReadError` when a path cannot be read.
  public init(paths: [String], policy: RecoveryPolicy = .pointInTime) throws(LogReadError) {
    try self.init(paths: paths, reader: LogReader(paths: paths, policy: policy))
  }

  /// A session from a reader already open.
  ///
  /// - Parameters:
  ///   - paths: The paths the reader was opened on.
  ///   - reader: The reader, not yet read from.
  public init(paths: [String], reader: LogReader) {
    self.paths = paths
    self.reader = reader
  }
}
