import Foundation

/// The files of a session directory that recordings consist of: its `*.ilog` logs.
enum SessionFiles {
  /// Removes the logs (and the `<log>.torn-<offset>` copies a recovery leaves) of a session
  /// directory, so that a recorder can write them anew: recorders never overwrite a log.
  ///
  /// - Parameter directory: The session directory; nothing happens if it does not exist.
  /// - Throws: ``RecordingError/file(path:message:)`` when a log cannot be removed.
  static func removeLogs(in directory: String) throws(RecordingError) {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return }
    for name in names where name.hasSuffix(".ilog") || name.contains(".ilog.torn-") {
      do {
        try manager.removeItem(atPath: directory + "/" + name)
      } catch {
        throw .file(path: directory + "/" + name, message: "\(error)")
      }
    }
  }

  /// The logs of a session directory, sorted by name, with their sizes.
  ///
  /// - Parameter directory: The session directory.
  /// - Returns: Names and sizes in bytes; none if the directory does not exist.
  /// - Throws: ``RecordingError/file(path:message:)`` when a log's size cannot be read.
  static func logs(in directory: String) throws(RecordingError) -> [(name: String, size: Int)] {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return [] }
    var logs: [(name: String, size: Int)] = []
    for name in names.sorted() where name.hasSuffix(".ilog") {
      let path = directory + "/" + name
      do {
        let attributes = try manager.attributesOfItem(atPath: path)
        logs.append((name, (attributes[.size] as? NSNumber)?.intValue ?? 0))
      } catch {
        throw .file(path: path, message: "\(error)")
      }
    }
    return logs
  }
}
