import Foundation

/// A fresh directory under the system's temporary directory, removed when released.
final class TemporaryDirectory {
  let path: String

  init(_ name: String = #function) {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    path = NSTemporaryDirectory() + "recorder-\(safe)-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    // Children may have left directories without write permission for their owner.
    if let paths = FileManager.default.subpaths(atPath: path) {
      for subpath in paths {
        try? FileManager.default.setAttributes(
          [.posixPermissions: 0o700], ofItemAtPath: "\(path)/\(subpath)")
      }
    }
    try? FileManager.default.removeItem(atPath: path)
  }

  func file(_ name: String) -> String { "\(path)/\(name)" }
}
