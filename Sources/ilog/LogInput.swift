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
