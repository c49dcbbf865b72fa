import Foundation
import InteractionInspector
import InteractionLog

/// The sessions `ilog inspect` reads from its arguments: each directory is a session of its own;
/// the files given directly are read together as one more (the processes of one session).
enum InspectSessions {
  /// The arguments grouped into sessions: the directories one by one, in order, and all plain
  /// files together where the first of them stands.
  static func groups(_ paths: [String]) -> [[String]] {
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

  /// Opens every group's files, checking each holds a log, before anything is printed.
  ///
  /// - Throws: ``InputError`` for a missing or unreadable path, a directory without logs, an
  ///   empty file, or a file that does not start with a gzip member.
  static func open(_ groups: [[String]], policy: RecoveryPolicy) throws(InputError)
    -> [InspectedSession]
  {
    var sessions: [InspectedSession] = []
    for paths in groups {
      let session: InspectedSession
      do {
        session = try InspectedSession(paths: paths, policy: policy)
      } catch {
        throw InputError(error)
      }
      for file in session.reader.files { try LogInput.checkIsLog(file) }
      sessions.append(session)
    }
    return sessions
  }

  /// The files' sizes in bytes, together: what progress is measured against.
  static func totalBytes(_ sessions: [InspectedSession]) -> Int64 {
    sessions.flatMap(\.reader.files).reduce(0) { total, file in
      let attributes = try? FileManager.default.attributesOfItem(atPath: file)
      return total + ((attributes?[.size] as? NSNumber)?.int64Value ?? 0)
    }
  }
}
