// For `range(of:)`: `firstRange(of:)` needs macOS 13.
import Foundation

/// Resolves the relative links of Markdown files, and the `Docs/….md#anchor` citations of other
/// files, against the repository, and reports each one that points to nothing.
struct LinkResolver {
  /// Whether a file or directory exists at a path relative to the root.
  var exists: (String) -> Bool
  /// A file's text by its path relative to the root, or `nil` if it is missing or not text.
  var text: (String) -> String?
  private var documents: [String: MarkdownDocument] = [:]

  /// Creates a resolver over a repository tree.
  init(_ tree: RepositoryTree) {
    self.init(exists: tree.exists, text: tree.text(of:))
  }

  /// Creates a resolver over any file lookup, such as a test's table of files.
  init(exists: @escaping (String) -> Bool, text: @escaping (String) -> String?) {
    self.exists = exists
    self.text = text
  }

  /// The problems of a Markdown file's links: a relative path to a missing file or to a place
  /// outside the repository, or a `#fragment` that is no anchor of the Markdown file it names.
  ///
  /// URLs with a scheme (`https:`, `mailto:`) are not followed.
  mutating func problems(inMarkdown path: String, text: String) -> [RepositoryProblem] {
    let document = MarkdownDocument(text)
    documents[path] = document
    var problems: [RepositoryProblem] = []
    for link in document.links where !Self.hasScheme(link.destination) {
      if let message = check(link.destination, from: path) {
        problems.append(RepositoryProblem(file: path, line: link.line, message: message))
      }
    }
    return problems
  }

  /// The problems of `Docs/Name.md` and `Docs/Name.md#anchor` citations in a file that is not
  /// Markdown, such as a doc comment: each is resolved from the repository's root.
  mutating func problems(inCitations path: String, text: String) -> [RepositoryProblem] {
    var problems: [RepositoryProblem] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      for citation in Self.docsCitations(String(line)) {
        if let message = check(citation, from: "") {
          problems.append(RepositoryProblem(file: path, line: offset + 1, message: message))
        }
      }
    }
    return problems
  }

  /// What is wrong with a destination written in the file at `source` (`""` for the root), or
  /// `nil` if it resolves.
  private mutating func check(_ destination: String, from source: String) -> String? {
    let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let pathPart = Self.percentDecoded(String(parts[0]))
    let fragment = parts.count > 1 ? Self.percentDecoded(String(parts[1])) : nil
    let target: String
    if pathPart.isEmpty {
      target = source
    } else {
      let base = pathPart.hasPrefix("/") ? "" : Self.directory(of: source)
      guard let resolved = Self.normalized(base.isEmpty ? pathPart : base + "/" + pathPart) else {
        return "link to \(destination) points outside the repository"
      }
      target = resolved
      guard target.isEmpty || exists(target) else {
        return "link to \(destination): no file \(target)"
      }
    }
    guard let fragment, !fragment.isEmpty, target.lowercased().hasSuffix(".md") else { return nil }
    guard let anchors = anchors(of: target) else {
      return "link to \(destination): \(target) is not readable text"
    }
    guard anchors.contains(fragment) else {
      return "link to \(destination): \(target) has no anchor #\(fragment)"
    }
    return nil
  }

  private mutating func anchors(of path: String) -> Set<String>? {
    if let document = documents[path] { return document.anchors }
    guard let contents = text(path) else { return nil }
    let document = MarkdownDocument(contents)
    documents[path] = document
    return document.anchors
  }

  /// Whether a destination is a URL (`https:`, `mailto:`, `//host`) rather than a path.
  static func hasScheme(_ destination: String) -> Bool {
    if destination.hasPrefix("//") { return true }
    guard let colon = destination.firstIndex(of: ":") else { return false }
    let scheme = destination[..<colon]
    guard let first = scheme.first, first.isLetter else { return false }
    return scheme.allSatisfy { $0.isLetter || $0.isNumber || "+.-".contains($0) }
  }

  /// Every `Docs/Name.md`, with its `#anchor` if one follows, on a line.
  static func docsCitations(_ line: String) -> [String] {
    var found: [String] = []
    var rest = Substring(line)
    while let start = rest.range(of: "Docs/") {
      let before = rest[..<start.lowerBound].last
      let candidate = rest[start.lowerBound...].prefix {
        $0.isLetter || $0.isNumber || "/._-#".contains($0)
      }
      rest = rest[start.upperBound...]
      guard before.map({ !($0.isLetter || $0.isNumber || "/._-".contains($0)) }) ?? true else {
        continue
      }
      var citation = String(candidate)
      while let last = citation.last, ".#-".contains(last) { citation.removeLast() }
      let path = citation.split(separator: "#", maxSplits: 1).first.map(String.init) ?? citation
      if path.hasSuffix(".md") { found.append(citation) }
    }
    return found
  }

  /// The directory part of a relative path: `""` for a file at the root.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  /// A relative path with `.` and `..` resolved, or `nil` if it climbs out of the root.
  static func normalized(_ path: String) -> String? {
    var components: [Substring] = []
    for component in path.split(separator: "/") {
      switch component {
      case ".": continue
      case "..":
        guard !components.isEmpty else { return nil }
        components.removeLast()
      default: components.append(component)
      }
    }
    return components.joined(separator: "/")
  }

  /// The text with `%XX` escapes decoded, as a browser reads a link.
  static func percentDecoded(_ text: String) -> String {
    var bytes: [UInt8] = []
    var utf8 = Array(text.utf8)[...]
    while let byte = utf8.first {
      if byte == UInt8(ascii: "%"), utf8.count >= 3,
        let value = UInt8(String(decoding: utf8.dropFirst().prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(3)
      } else {
        bytes.append(byte)
        utf8 = utf8.dropFirst()
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
