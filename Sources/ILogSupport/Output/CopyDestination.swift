import Foundation

/// Where a copy of a log goes (`ilog recover`, `ilog redact`): a new file for a file, a new
/// directory for a session.
package enum CopyDestination {
  /// Pairs each log of `source` with the path of its copy under `output`.
  ///
  /// When `source` is a directory, `output` is created as one (mode 0700). Nothing that exists is
  /// ever overwritten.
  ///
  /// - Parameters:
  ///   - source: A log file, or a session directory.
  ///   - output: A new file, or a new directory for a session.
  /// - Returns: The files read and where each is copied, in name order.
  /// - Throws: ``InputError`` for unreadable input, or when `output` exists.
  package static func pairs(source: String, output: String) throws(InputError) -> [(
    source: String, destination: String
  )] {
    let files = try LogPaths.files(at: [source])
    if FileManager.default.fileExists(atPath: output) || isSymbolicLink(output) {
      throw InputError(what: "already exists, never overwritten", location: output)
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return files.map { ($0, output) } }
    do {
      try FileManager.default.createDirectory(
        atPath: output, withIntermediateDirectories: false,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw InputError(
        what: "cannot create the directory (\(error.localizedDescription))", location: output)
    }
    return files.map { ($0, "\(output)/" + ($0 as NSString).lastPathComponent) }
  }

  private static func isSymbolicLink(_ path: String) -> Bool {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
  }
}
