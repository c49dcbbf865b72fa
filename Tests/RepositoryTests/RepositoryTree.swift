import Foundation

/// The repository's files on disk, found from this source file's path, so that the checks read
/// what a clone holds whatever directory the tests run in.
struct RepositoryTree: Sendable {
  /// The repository's root directory, without a trailing slash.
  let root: String

  /// The checkout this file belongs to: `Tests/RepositoryTests/` is two levels below the root.
  static let checkout = RepositoryTree(
    root: URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .standardizedFileURL.path)

  /// Directories that hold build products or version control, not the repository's content.
  static func isSkipped(directory name: String) -> Bool {
    name == ".git" || name == ".swiftpm" || name.hasPrefix(".build")
  }

  /// The directories `.gitignore` names from the root (`/Tools/fuzz/out/`), relative to it:
  /// what the tools leave in a working copy (a fuzzer's findings) is not the repository's content.
  var ignoredDirectories: Set<String> {
    let lines = text(of: ".gitignore")?.split(separator: "\n") ?? []
    return Set(
      lines.compactMap { line -> String? in
        guard line.hasPrefix("/"), line.hasSuffix("/"), line.count > 2 else { return nil }
        return String(line.dropFirst().dropLast())
      })
  }

  /// The paths, relative to the root, of every regular file under `directory` (a path relative
  /// to the root, or `""` for all), sorted; `excluding` drops the subtrees it names.
  func files(under directory: String = "", excluding: [String] = []) -> [String] {
    var found: [String] = []
    var pending = [directory]
    let ignored = ignoredDirectories
    let manager = FileManager.default
    while let relative = pending.popLast() {
      let absolute = relative.isEmpty ? root : root + "/" + relative
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: absolute, isDirectory: &isDirectory) else { continue }
      guard isDirectory.boolValue else {
        found.append(relative)
        continue
      }
      for name in (try? manager.contentsOfDirectory(atPath: absolute)) ?? [] {
        let child = relative.isEmpty ? name : relative + "/" + name
        if excluding.contains(child) || ignored.contains(child) { continue }
        var childIsDirectory: ObjCBool = false
        _ = manager.fileExists(atPath: root + "/" + child, isDirectory: &childIsDirectory)
        if childIsDirectory.boolValue, Self.isSkipped(directory: name) { continue }
        pending.append(child)
      }
    }
    return found.sorted()
  }

  /// The file's text, or `nil` if it is missing or not UTF-8 (images, compressed logs).
  func text(of path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: root + "/" + path) else { return nil }
    return String(data: data, encoding: .utf8)
  }

  /// Whether a file or directory exists at a path relative to the root.
  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root + "/" + path)
  }
}
