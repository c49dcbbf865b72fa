import Foundation

/// A fresh directory under the system's temporary directory, removed when released.
///
/// The same helper as InteractionLogTests' (the package has no shared test support target yet).
final class TemporaryDirectory {
  let path: String

  init(_ name: String = #function) {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    path = NSTemporaryDirectory() + "ilog-cli-\(safe)-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  func file(_ name: String) -> String { "\(path)/\(name)" }

  /// Creates a subdirectory and returns its path.
  func directory(_ name: String) throws -> String {
    let path = file(name)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
