package import InteractionLog

/// The logs that paths name (log files, and session directories of `*.ilog` files), each checked
/// to hold a log before anything is read from it.
package enum LogPaths {
  /// Opens the logs at `paths`, merged by time.
  ///
  /// - Parameters:
  ///   - paths: Log files and session directories.
  ///   - policy: What the reader does about damage.
  ///   - decoding: How much of each line the reader decodes: events, or heads alone.
  ///   - keepsLines: Whether its records keep their lines' bytes.
  /// - Returns: The reader of every file.
  /// - Throws: ``InputError`` for a missing or unreadable path, a directory without logs, an
  ///   empty file, or a file that does not start with a gzip member.
  package static func open(
    _ paths: [String], policy: RecoveryPolicy, decoding: LineDecoding = .events(.full),
    keepsLines: Bool = false
  ) throws(InputError) -> LogReader {
    let reader: LogReader
    do {
      reader = try LogReader(
        paths: paths, policy: policy, decoding: decoding, keepsLines: keepsLines)
    } catch {
      throw InputError(error)
    }
    for file in reader.files { try checkIsLog(file) }
    return reader
  }

  /// The log files at `paths` (a directory's `*.ilog` files), each checked to hold a log.
  ///
  /// - Parameters:
  ///   - paths: Files and session directories.
  ///   - allowingEmpty: Accept an empty file, which a writer that is starting leaves for an
  ///     instant (for `tail -f`).
  /// - Returns: The files, a directory's in name order.
  /// - Throws: ``InputError`` as ``open(_:policy:)`` does.
  package static func files(at paths: [String], allowingEmpty: Bool = false) throws(InputError)
    -> [String]
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
  ///
  /// - Throws: ``InputError`` naming what `file` holds instead of a log.
  package static func checkIsLog(_ file: String) throws(InputError) {
    let reason: String?
    do {
      reason = try LogFileReader.notALogReason(at: file)
    } catch {
      throw InputError(error)
    }
    if let reason { throw InputError(what: "not a log (\(reason))", location: file) }
  }
}
