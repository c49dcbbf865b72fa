import Foundation
package import InteractionInspector
package import InteractionLog

extension InspectedSession {
  /// Paths grouped into sessions, as `ilog inspect` reads its arguments: each directory is a
  /// session of its own, in order, and all plain files together are one more (the processes of
  /// one session), where the first of them stands.
  ///
  /// - Parameter paths: Log files and session directories.
  /// - Returns: The paths of each session.
  package static func groups(_ paths: [String]) -> [[String]] {
    var groups: [[String]] = []
    var filesGroup: Int?
    for path in paths {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        groups.append([path])
      } else if let index = filesGroup {
        groups[index].append(path)
      } else {
        filesGroup = groups.count
        groups.append([path])
      }
    }
    return groups
  }

  /// Lists every group's files and checks each holds a log, before anything is printed; each
  /// session's files are opened for reading only when its turn comes.
  ///
  /// - Parameters:
  ///   - groups: The paths of each session (see ``groups(_:)``).
  ///   - policy: What the readers do about damage.
  /// - Returns: One session per group.
  /// - Throws: ``InputError`` for a missing or unreadable path, a directory without logs, an
  ///   empty file, a file that does not start with a gzip member, or files of two recording
  ///   sessions read as one (never merged).
  package static func open(_ groups: [[String]], policy: RecoveryPolicy) throws(InputError)
    -> [InspectedSession]
  {
    var sessions: [InspectedSession] = []
    for paths in groups {
      let session: InspectedSession
      do {
        // The fold never looks at the free-form values of calls: they are checked, not kept.
        session = try InspectedSession(
          paths: paths, policy: policy, detail: .omittingCallValues)
      } catch {
        throw InputError(error)
      }
      for file in session.files { try LogPaths.checkIsLog(file) }
      let mixed: String?
      do {
        mixed = try LogReader.mixedSessionsReason(of: session.files)
      } catch {
        throw InputError(error)
      }
      if let mixed { throw InputError(what: mixed, location: paths.joined(separator: " ")) }
      sessions.append(session)
    }
    return sessions
  }

  /// The sizes of the session's files in bytes, together: what progress is measured against.
  var totalBytes: Int64 {
    files.reduce(0) { total, file in
      let attributes = try? FileManager.default.attributesOfItem(atPath: file)
      return total + ((attributes?[.size] as? NSNumber)?.int64Value ?? 0)
    }
  }
}
