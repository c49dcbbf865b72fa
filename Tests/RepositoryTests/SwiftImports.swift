// For range(of:) and components(separatedBy:) with a string (without Foundation: macOS 13).
import Foundation

/// The modules a Swift file imports: `import X`, with any access level or attribute
/// (`public import`, `@testable import`) and kind (`import struct X.Y`), in `#if` branches too.
///
/// Lines inside a multi-line string literal are text, not code: a generator's template that
/// holds `import InteractionModel` imports nothing.
enum SwiftImports {
  /// The keywords that may come before `import`.
  private static let modifiers: Set<Substring> = [
    "public", "package", "internal", "fileprivate", "private",
  ]
  /// The kinds of a scoped import, `import struct Module.Type`.
  private static let kinds: Set<Substring> = [
    "struct", "class", "enum", "protocol", "func", "var", "let", "typealias",
  ]

  /// The module names `text` imports.
  ///
  /// - Parameter text: A Swift file's text.
  /// - Returns: The imported modules' names.
  static func modules(in text: String) -> Set<String> {
    var modules: Set<String> = []
    var inMultilineString = false
    for line in text.split(separator: "\n") {
      // A line with an odd number of `"""` opens or closes a literal.
      let delimiters = line.components(separatedBy: "\"\"\"").count - 1
      defer { if delimiters % 2 == 1 { inMultilineString.toggle() } }
      guard !inMultilineString, let module = importedModule(line) else { continue }
      modules.insert(module)
    }
    return modules
  }

  /// The module an import declaration on `line` names, or `nil` for any other line.
  private static func importedModule(_ line: Substring) -> String? {
    var words = line.split(whereSeparator: \.isWhitespace)[...]
    while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) {
      words = words.dropFirst()
    }
    guard words.first == "import" else { return nil }
    words = words.dropFirst()
    if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
    guard let path = words.first else { return nil }
    return String(path.split(separator: ".")[0])
  }
}
