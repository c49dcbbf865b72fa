import Foundation

/// A fresh directory under the system's temporary directory, removed when released.
final class TemporaryDirectory {
  let path: String

  init(_ name: String = #function) {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    path = NSTemporaryDirectory() + "inspector-\(safe)-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  func file(_ name: String) -> String { "\(path)/\(name)" }
}
