public import Foundation

/// A fresh directory under the system's temporary directory, removed with everything in it when
/// released; shared by every test target.
public final class TemporaryDirectory {
  /// The directory's path.
  public let path: String

  /// Creates the directory, named after the test that asks for it.
  public init(_ name: String = #function) {
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
  public func file(_ name: String) -> String { "\(path)/\(name)" }

  /// Creates a subdirectory and returns its path.
  public func directory(_ name: String) throws -> String {
    let path = file(name)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
