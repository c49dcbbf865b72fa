import Foundation

/// A fresh directory under the system's temporary directory, removed with everything in it when
/// released; shared by every test target.
package final class TemporaryDirectory {
  /// The directory's path.
  package let path: String

  /// Creates the directory, named after the test that asks for it.
  package init(_ name: String = #function) {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    path = NSTemporaryDirectory() + "ilog-test-\(safe)-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    // Tests and their children may leave directories without write permission for their owner.
    if let paths = FileManager.default.subpaths(atPath: path) {
      for subpath in paths {
        try? FileManager.default.setAttributes(
          [.posixPermissions: 0o700], ofItemAtPath: "\(path)/\(subpath)")
      }
    }
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The path of `name` inside the directory.
  package func file(_ name: String) -> String { "\(path)/\(name)" }

  /// Creates a subdirectory and returns its path.
  package func directory(_ name: String) throws -> String {
    let path = file(name)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
