/// Follows logs while they are written, as `tail -f` follows a text file.
///
/// Each ``poll(confirmingDamage:)`` returns the events appended since the last one. A file is
/// read again from the start of its last incomplete block whenever its size changes, so the
/// events of a write-through block that is still open come as soon as each `append` returns; a
/// torn tail is the writer at work, never damage. A directory is followed as a session: files
/// that appear in it later are followed from their start. A file cut shorter than what was read
/// (a new log in its place) is read again from its start.
///
/// Memory stays bounded by one block per file, whatever the files' sizes.
public final class LogFollower {
  /// The files and directories given.
  public let paths: [String]
  /// Damage found so far, in the order found (never a torn tail).
  public private(set) var damages: [LogDamage] = []
  private var files: [FollowedFile] = []
  private let decoder = EventDecoder()

  /// Starts following `paths`.
  ///
  /// - Parameters:
  ///   - paths: Log files, or session directories whose `*.ilog` files are followed.
  ///   - startNearLast: When given, the first poll skips each file's sealed blocks, by their
  ///     indexes and without inflating them, as long as at least this many events remain; the
  ///     first poll then returns at least this many of each file's last events (when it has
  ///     them). `nil` reads every file from its start.
  ///   - waitingForLogs: Accept a directory that holds no log yet, as a session whose
  ///     processes have not started: its logs are followed once they appear.
  /// - Throws: ``LogReadError`` when a path is missing, or a directory holds no log (unless
  ///   `waitingForLogs`).
  public init(paths: [String], startNearLast: Int? = nil, waitingForLogs: Bool = false)
    throws(LogReadError)
  {
    self.paths = paths
    for path in paths {
      let found: [String]
      do {
        found = try LogReader.logFiles(at: path)
      } catch .notALogPath where waitingForLogs && pathKind(path, following: true) == .directory {
        found = []
      }
      for file in found where !files.contains(where: { $0.path == file }) {
        files.append(FollowedFile(path: file, startNearLast: startNearLast))
      }
    }
  }

  /// The files being followed: those given, and every `*.ilog` file found in the directories.
  public var followedFiles: [String] { files.map(\.path) }

  /// Whether every followed file's last event so far is an `end`: each writer closed its log.
  ///
  /// Files that appeared in a followed directory since the last poll are followed from here on
  /// and count as not ended: a process may start, and write its file, while the last poll read
  /// another's `end`.
  public var allFilesEnded: Bool {
    discoverFiles()
    return files.allSatisfy(\.hasEnded)
  }

  /// The followed files whose last event so far is not an `end`: their writers are still at
  /// work, or stopped without closing them (a crash).
  public var unendedFiles: [String] { files.filter { !$0.hasEnded }.map(\.path) }

  /// Reads what every file gained since the last poll.
  ///
  /// - Parameter confirmingDamage: Report damage only when the next poll finds it again, since
  ///   a block being rewritten (a writer sealing it) can be read half-updated; `false` reports it
  ///   at once, for a single read.
  /// - Returns: The new events, merged by time, then file name, then sequence number.
  /// - Throws: ``LogReadError/system(_:)`` when a file cannot be read.
  public func poll(confirmingDamage: Bool = true) throws(LogReadError) -> [LogRecord] {
    discoverFiles()
    var records: [LogRecord] = []
    for index in files.indices {
      records += try files[index].read(
        decoder: decoder, confirming: confirmingDamage, damages: &damages)
    }
    if files.count > 1 {
      records.sort { lhs, rhs in
        if lhs.event.time != rhs.event.time { return lhs.event.time < rhs.event.time }
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        return lhs.event.sequence < rhs.event.sequence
      }
    }
    return records
  }

  /// Polls every `interval` seconds until `shouldStop` says so, handing each non-empty batch
  /// over.
  ///
  /// - Parameters:
  ///   - interval: Seconds between polls; zero, a negative number or NaN polls without a pause.
  ///   - shouldStop: Asked after every batch and several times per interval.
  ///   - handler: Receives each batch of new events.
  /// - Throws: ``LogReadError/system(_:)`` when a file cannot be read.
  public func follow(
    every interval: Double, until shouldStop: () -> Bool, handler: ([LogRecord]) -> Void
  ) throws(LogReadError) {
    let step: UInt64 = 20_000_000
    // Seconds, not a `Duration`, which needs iOS 16 and macOS 13; clamped so that the
    // conversion cannot trap: zero for NaN, at most 570 years.
    let total = interval > 0 ? UInt64(min(interval, 18e9) * 1e9) : 0
    while !shouldStop() {
      let records = try poll()
      if !records.isEmpty { handler(records) }
      var slept: UInt64 = 0
      while slept < total, !shouldStop() {
        let nap = min(step, total - slept)
        pause(nanoseconds: nap)
        slept += nap
      }
    }
  }

  /// Adds the `*.ilog` files that appeared in followed directories.
  private func discoverFiles() {
    for path in paths where pathKind(path, following: true) == .directory {
      guard let found = try? LogReader.logFiles(at: path) else { continue }
      for file in found where !files.contains(where: { $0.path == file }) {
        files.append(FollowedFile(path: file, startNearLast: nil))
      }
    }
  }
}
