import ArgumentParser
import InteractionLog

/// The logs a command reads: files and session directories, shared through `@OptionGroup`.
struct LogInput: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "Log files, or session directories whose *.ilog files are read merged by time.",
      valueName: "file-or-dir"))
  var paths: [String]

  /// Opens the logs, after checking that every file holds one.
  ///
  /// - Throws: ``InputError`` for a missing or unreadable path, a directory without logs, an empty
  ///   file, or a file that does not start with a gzip member.
  func open(policy: RecoveryPolicy) throws(InputError) -> LogReader {
    let reader: LogReader
    do {
      reader = try LogReader(paths: paths, policy: policy)
    } catch {
      throw InputError(error)
    }
    for file in reader.files { try Self.checkIsLog(file) }
    return reader
  }

  /// The directories among ``paths``, as sessions with their log files.
  var sessions: [VerifyReport.Session] {
    paths.compactMap { path in
      guard pathKind(path, following: true) == .directory,
        let files = try? LogReader.logFiles(at: path)
      else { return nil }
      return VerifyReport.Session(path: path, files: files)
    }
  }

  /// The log files at `paths` (a directory's `*.ilog` files), each checked to hold a log.
  ///
  /// - Parameters:
  ///   - paths: Files and session directories.
  ///   - allowingEmpty: Accept an empty file, which a writer that is starting leaves for an
  ///     instant (for `tail -f`).
  /// - Returns: The files, a directory's in name order.
  /// - Throws: ``InputError`` as ``open(policy:)`` does.
  static func files(at paths: [String], allowingEmpty: Bool = false) throws(InputError) -> [String]
  {
    var files: [String] = []
    for path in paths {
      do {
        files += try LogReader.logFiles(at: path)
      } catch {
        throw InputError(error)
      }
    }
    for file in files where !(allowingEmpty && fileSize(file) == 0) { try checkIsLog(file) }
    return files
  }

  /// Reads the first block of `file`: an empty file, or one whose first bytes are not a gzip
  /// member, is unreadable input rather than a damaged log.
  static func checkIsLog(_ file: String) throws(InputError) {
    let probe: LogFileReader
    do {
      probe = try LogFileReader(path: file, policy: .pointInTime)
      _ = try probe.next()
    } catch {
      throw InputError(error)
    }
    if probe.summary.blocks == 0 {
      throw InputError(what: "not a log (empty file)", location: file)
    }
    if let damage = probe.summary.damages.first, damage.kind == .notALog {
      throw InputError(what: "not a log (\(damage.message))", location: file)
    }
  }
}
