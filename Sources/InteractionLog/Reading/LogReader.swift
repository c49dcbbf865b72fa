/// Reads a log file, or a session directory of them merged by time (FORMAT.md §6.2).
///
/// Streaming: it holds the blocks in flight of each file (one, and those read ahead on other
/// cores, ``ReadAhead``), whatever the sizes. Files are merged by event time, then file name,
/// then sequence number, so per-file order is always kept.
public final class LogReader {
  /// The files being read, in name order.
  public let files: [String]
  let readers: [LogFileReader]
  private var records: FileMerge<LogRecord>
  private var lines: FileMerge<LogLine>

  /// Opens a log file, or every `*.ilog` file directly inside a directory.
  ///
  /// - Parameters:
  ///   - paths: files or directories.
  ///   - policy: what to do about damage.
  /// - Throws: ``LogReadError`` when a path is missing, unreadable, or a directory holds no log.
  public convenience init(paths: [String], policy: RecoveryPolicy = .pointInTime)
    throws(LogReadError)
  {
    try self.init(paths: paths, policy: policy, decoding: .events(.full))
  }

  /// Opens log files or directories, decoding as much of each event as `detail` says and
  /// reading each file's blocks ahead within `readAhead`.
  ///
  /// - Parameters:
  ///   - paths: Files or directories.
  ///   - policy: What to do about damage.
  ///   - detail: How much of each event becomes Swift values.
  ///   - keepsLines: Whether each record keeps its line's bytes (``LogRecord/lineBytes``).
  ///   - readAhead: What each file reads ahead; `nil` shares ``ReadAhead/automatic(files:threads:)``
  ///     between the files.
  /// - Throws: ``LogReadError`` when a path is missing, unreadable, or a directory holds no log.
  package convenience init(
    paths: [String], policy: RecoveryPolicy = .pointInTime, detail: EventDecoder.Detail,
    keepsLines: Bool = false, readAhead: ReadAhead? = nil
  ) throws(LogReadError) {
    try self.init(
      paths: paths, policy: policy, decoding: .events(detail), keepsLines: keepsLines,
      readAhead: readAhead)
  }

  /// Opens log files or directories, decoding as much of each line as `decoding` says and
  /// reading each file's blocks ahead within `readAhead`.
  ///
  /// - Parameters:
  ///   - paths: Files or directories.
  ///   - policy: What to do about damage.
  ///   - decoding: Events, to a detail, or each line's head alone (for ``nextLine()``).
  ///   - keepsLines: Whether each record keeps its line's bytes (``LogRecord/lineBytes``).
  ///   - readAhead: What each file reads ahead; `nil` shares ``ReadAhead/automatic(files:threads:)``
  ///     between the files.
  /// - Throws: ``LogReadError`` when a path is missing, unreadable, or a directory holds no log.
  package init(
    paths: [String], policy: RecoveryPolicy = .pointInTime, decoding: LineDecoding,
    keepsLines: Bool = false, readAhead: ReadAhead? = nil
  ) throws(LogReadError) {
    var files: [String] = []
    for path in paths {
      files += try Self.logFiles(at: path)
    }
    self.files = files
    let readAhead = readAhead ?? .automatic(files: files.count)
    var readers: [LogFileReader] = []
    for file in files {
      readers.append(
        try LogFileReader(
          path: file, policy: policy, decoding: decoding, keepsLines: keepsLines,
          readAhead: readAhead))
    }
    self.readers = readers
    records = FileMerge(files: readers.count) { ($0.event.time, $0.file, $0.event.sequence) }
    lines = FileMerge(files: readers.count) { ($0.head.time, $0.file, $0.head.sequence) }
  }

  /// Opens one file or directory.
  ///
  /// - Parameters:
  ///   - path: A log file, or a directory whose `*.ilog` files are read together.
  ///   - policy: What to do about damage.
  /// - Throws: ``LogReadError`` when the path is missing, unreadable, or a directory holds no
  ///   log.
  public convenience init(path: String, policy: RecoveryPolicy = .pointInTime) throws(LogReadError)
  {
    try self.init(paths: [path], policy: policy)
  }

  /// The log files at `path`: the file itself, or a directory's `*.ilog` files sorted by name.
  ///
  /// A symbolic link is followed, to a file or to a directory.
  ///
  /// - Parameter path: A log file or a directory.
  /// - Returns: `[path]` for a file; for a directory, the paths of its `*.ilog` files, sorted
  ///   by name.
  /// - Throws: ``LogReadError/system(_:)`` with the system's own `errno` when `path` is missing
  ///   or cannot be examined (`EACCES` is not `ENOENT`) or the directory cannot be read, ``LogReadError/notALogPath(_:)`` for a directory without
  ///   `*.ilog` files or a path that is neither a file nor a directory.
  public static func logFiles(at path: String) throws(LogReadError) -> [String] {
    // Reading may follow a link (a session directory linked from elsewhere); writing never does.
    switch pathKind(path, following: true) {
    case .regularFile, .symbolicLink:
      return [path]
    case .directory:
      let names: [String]
      do {
        names = try directoryEntries(path)
      } catch {
        throw .system(error)
      }
      let directory = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
      let logs = names.filter { $0.hasSuffix(".ilog") }.map { "\(directory)/\($0)" }
      guard !logs.isEmpty else { throw .notALogPath(path) }
      return logs
    case .missing:
      throw .system(SystemError(operation: "open", path: path, code: noSuchFileErrno))
    case .unexaminable(let code):
      throw .system(SystemError(operation: "stat", path: path, code: code))
    case .other:
      throw .notALogPath(path)
    }
  }

  /// The next event of all files in merged order, or `nil` when every file is done.
  ///
  /// Events are merged by time, then file name, then sequence number.
  ///
  /// - Returns: The event with the file, block offset and line it was read from, or `nil`.
  /// - Throws: ``LogReadError/damaged(_:)`` under the strict policy, ``LogReadError/system(_:)``
  ///   when a file cannot be read.
  public func next() throws(LogReadError) -> LogRecord? {
    try records.next { index throws(LogReadError) in try readers[index].next() }
  }

  /// The next line of all files in merged order, or `nil` when every file is done; see
  /// ``LogFileReader/nextLine()``.
  ///
  /// A reader hands out records (``next()``) or lines, not both.
  ///
  /// - Returns: The line with its place, or `nil`.
  /// - Throws: As ``next()``.
  package func nextLine() throws(LogReadError) -> LogLine? {
    try lines.next { index throws(LogReadError) in try readers[index].nextLine() }
  }

  /// Moves every file to its first event with a sequence number of at least `sequence`.
  ///
  /// Call before the first ``next()``. Each file skips its sealed blocks as
  /// ``LogFileReader/seek(toSequence:)`` does.
  ///
  /// - Parameter sequence: The lowest sequence number ``next()`` returns, in every file.
  /// - Throws: ``LogReadError/system(_:)`` when a file cannot be read.
  public func seek(toSequence sequence: UInt64) throws(LogReadError) {
    for reader in readers { try reader.seek(toSequence: sequence) }
  }

  /// What each file's reading found so far; complete once ``next()`` returned `nil`.
  public var summaries: [FileSummary] { readers.map(\.summary) }

  /// Every damage found so far, in file order.
  public var damages: [LogDamage] { readers.flatMap(\.summary.damages) }
}
