/// Opens a log file for writing: creates it safely or reopens it with its tail recovered.
package enum LogFileOpening {
  /// What to do about an existing file at the path.
  package enum Disposition: Sendable {
    /// Create a new file; an existing one is an error.
    case createNew
    /// Append to an existing log (recovering a torn tail), or create it if missing.
    case appendOrCreate
  }

  /// Opens `path` for writing, locked against other writers.
  ///
  /// - Parameters:
  ///   - path: the log file.
  ///   - disposition: create a new file, or append to an existing one.
  ///   - level: zlib's level, for rewriting a torn tail.
  ///   - fileSystem: where the file comes from; tests inject faults through it.
  /// - Returns: the file and, for an existing log, what recovering its tail did.
  /// - Throws: ``LogWriteError`` when the file cannot be created, opened, locked or recovered.
  package static func open(
    _ path: String, _ disposition: Disposition, level: Int32,
    fileSystem: any LogFileSystem = SystemFileSystem()
  ) throws(LogWriteError) -> (any LogFile, TailRecovery) {
    let fresh = TailRecovery(
      end: 0, nextSequence: LogFormat.firstSequence, resealedBlocks: 0, damage: nil,
      rescuedEvents: 0, savedTailPath: nil)
    switch pathKind(path) {
    case .symbolicLink:
      throw .symbolicLink(path: path)
    case .regularFile where disposition == .appendOrCreate:
      let file: any LogFile
      do {
        file = try fileSystem.openForUpdate(path)
      } catch {
        throw classify(error, path: path)
      }
      try lock(file)
      return (file, try TailRecovery.recover(file, level: level, fileSystem: fileSystem))
    default:
      let file: any LogFile
      do {
        file = try fileSystem.createNew(path)
      } catch {
        throw classify(error, path: path)
      }
      try lock(file)
      return (file, fresh)
    }
  }

  private static func lock(_ file: any LogFile) throws(LogWriteError) {
    do {
      try file.lockExclusively()
    } catch  where error.code == wouldBlockErrno {
      throw .lockedByAnotherWriter(path: file.path)
    } catch {
      throw .system(error)
    }
  }

  private static func classify(_ error: SystemError, path: String) -> LogWriteError {
    switch error.code {
    case fileExistsErrno: .fileExists(path: path)
    case symbolicLinkLoopErrno: .symbolicLink(path: path)
    default: .system(error)
    }
  }
}
