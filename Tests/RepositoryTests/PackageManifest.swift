// For range(of:) and components(separatedBy:) with a string (without Foundation: macOS 13).
import Foundation

/// The targets Package.swift declares, read from its text: each target's name, kind, source
/// directory and declared dependencies.
///
/// A reader of the manifest's text, not SwiftPM's: it knows the forms this manifest uses
/// (`.target(name:dependencies:path:)` and its siblings, dependencies as `"Name"`,
/// `.target(name:condition:)` or `.product(name:package:)`), which is enough to compare each
/// target's declared dependencies with its imports without running `swift package`.
struct PackageManifest: Sendable {
  /// One declared target.
  struct Target: Sendable, Equatable {
    /// The kinds of target whose sources are Swift.
    enum Kind: String, Sendable {
      case target, executableTarget, testTarget
    }

    var name: String
    var kind: Kind
    /// The source directory, relative to the package's root.
    var path: String
    /// The declared dependencies by name: targets and products alike.
    var dependencies: [String]

    /// The module name Swift imports it by (`crash-loop` is `crash_loop`).
    var moduleName: String { Self.moduleName(of: name) }

    /// The module name of a target or product name.
    static func moduleName(of name: String) -> String {
      String(name.map { $0 == "-" ? "_" : $0 })
    }
  }

  /// The Swift targets, in the manifest's order; system libraries are left out.
  let targets: [Target]
  /// The names of the system libraries (C modules such as `CZlib`).
  let systemLibraries: [String]

  /// Reads the targets of a manifest's text.
  ///
  /// - Parameter text: Package.swift's text.
  init(text: String) {
    let source = Array(Self.withoutComments(text))
    var targets: [Target] = []
    var systemLibraries: [String] = []
    var index = 0
    while let (kind, open) = Self.nextTargetCall(in: source, from: index) {
      let close = Self.matching(source, open: open, "(", ")")
      let arguments = String(source[(open + 1)..<close])
      index = close
      guard let name = Self.firstString(after: "name:", in: arguments) else { continue }
      guard let swiftKind = Target.Kind(rawValue: kind) else {
        systemLibraries.append(name)
        continue
      }
      let path =
        Self.firstString(after: "path:", in: arguments)
        ?? (swiftKind == .testTarget ? "Tests/" : "Sources/") + name
      targets.append(
        Target(
          name: name, kind: swiftKind, path: path,
          dependencies: Self.dependencies(in: arguments)))
    }
    self.targets = targets
    self.systemLibraries = systemLibraries
  }

  /// The manifest's text with its line comments blanked out, so that a name in a comment is
  /// never read as a dependency.
  private static func withoutComments(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard let range = line.range(of: "//") else { return String(line) }
      return String(line[..<range.lowerBound])
    }.joined(separator: "\n")
  }

  /// The next `.target(`, `.executableTarget(`, `.testTarget(` or `.systemLibrary(` from
  /// `start`: its kind and the index of its opening parenthesis.
  private static func nextTargetCall(in source: [Character], from start: Int) -> (String, Int)? {
    let kinds = ["target", "executableTarget", "testTarget", "systemLibrary"]
    var index = start
    while index < source.count {
      if source[index] == "." {
        for kind in kinds {
          let end = index + 1 + kind.count
          guard end < source.count, source[end] == "(",
            String(source[(index + 1)..<end]) == kind
          else { continue }
          // A `.target(name:condition:)` in a dependency list is no declaration: it lies
          // within its target's parentheses, which the caller skips whole.
          return (kind, end)
        }
      }
      index += 1
    }
    return nil
  }

  /// The index of the bracket that closes the one at `open`.
  private static func matching(
    _ source: [Character], open: Int, _ opening: Character, _ closing: Character
  ) -> Int {
    var depth = 0
    var index = open
    while index < source.count {
      if source[index] == opening { depth += 1 }
      if source[index] == closing {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return source.count - 1
  }

  /// The first string literal after `label` in `text`.
  private static func firstString(after label: String, in text: String) -> String? {
    guard let labelRange = text.range(of: label) else { return nil }
    let rest = text[labelRange.upperBound...]
    guard let open = rest.firstIndex(of: "\"") else { return nil }
    let afterOpen = rest.index(after: open)
    guard let close = rest[afterOpen...].firstIndex(of: "\"") else { return nil }
    return String(rest[afterOpen..<close])
  }

  /// The names in a target's `dependencies: [...]`: plain strings, and the `name:` of
  /// `.target(...)` and `.product(...)` (a product's `package:` is not a dependency's name).
  private static func dependencies(in arguments: String) -> [String] {
    let source = Array(arguments)
    guard let labelRange = arguments.range(of: "dependencies:") else { return [] }
    let start = arguments.distance(from: arguments.startIndex, to: labelRange.upperBound)
    guard let open = source[start...].firstIndex(of: "[") else { return [] }
    let list = String(source[(open + 1)..<matching(source, open: open, "[", "]")])
    var names: [String] = []
    var rest = Substring(list)
    while let quote = rest.firstIndex(of: "\"") {
      let afterQuote = rest.index(after: quote)
      guard let close = rest[afterQuote...].firstIndex(of: "\"") else { break }
      let before = rest[..<quote].trimmingSuffix(while: \.isWhitespace)
      if !before.hasSuffix("package:") { names.append(String(rest[afterQuote..<close])) }
      rest = rest[rest.index(after: close)...]
    }
    return names
  }
}

extension Substring {
  /// The substring without its trailing characters that satisfy `predicate`.
  fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
    var end = endIndex
    while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
    return self[startIndex..<end]
  }
}
