import Foundation

/// Compares freshly made recordings with committed ones, byte for byte.
enum CorpusComparison {
  /// One difference between a fresh session directory and a committed one.
  struct Difference: CustomStringConvertible {
    /// The recording and file, such as `start-workout/ui-extension-502.ilog`.
    var path: String
    /// What differs.
    var detail: String

    var description: String { "\(path): \(detail)" }
  }

  /// The differences between the logs of two session directories.
  ///
  /// - Parameters:
  ///   - name: The recording's name, for the report.
  ///   - fresh: The session directory just recorded.
  ///   - committed: The session directory to compare with.
  /// - Returns: Every file missing on either side, and the first differing byte of each file
  ///   whose bytes differ; empty when the directories hold the same logs.
  /// - Throws: ``RecordingError/file(path:message:)`` when a file cannot be read.
  static func differences(
    name: String, fresh: String, committed: String
  ) throws(RecordingError) -> [Difference] {
    let freshFiles = Set(try SessionFiles.logs(in: fresh).map(\.name))
    let committedFiles = Set(try SessionFiles.logs(in: committed).map(\.name))
    var differences: [Difference] = []
    for missing in freshFiles.subtracting(committedFiles).sorted() {
      differences.append(Difference(path: "\(name)/\(missing)", detail: "not committed"))
    }
    for extra in committedFiles.subtracting(freshFiles).sorted() {
      differences.append(Difference(path: "\(name)/\(extra)", detail: "no longer recorded"))
    }
    for file in freshFiles.intersection(committedFiles).sorted() {
      let new = try contents(of: fresh + "/" + file)
      let old = try contents(of: committed + "/" + file)
      guard new != old else { continue }
      let offset = zip(new, old).prefix { $0 == $1 }.count
      differences.append(
        Difference(
          path: "\(name)/\(file)",
          detail: "differs from byte \(offset) (fresh \(new.count) bytes, committed \(old.count))"))
    }
    return differences
  }

  private static func contents(of path: String) throws(RecordingError) -> Data {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .file(path: path, message: "cannot be read")
    }
    return data
  }
}
