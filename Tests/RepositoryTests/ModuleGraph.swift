// For trimmingCharacters(in:).
import Foundation

/// The module graph a Markdown document draws as a Mermaid flowchart: its modules and its
/// arrows, each with the line it is written on.
///
/// A node is named by its label's first word (`Log["InteractionLog"]` and
/// `Samples["InteractionSamples (not a product)"]` are `InteractionLog` and `InteractionSamples`),
/// so that the drawing keeps short identifiers and readable labels while the check compares
/// module names. An arrow is any link with a head (`A --> B`, `A -. Linux .-> B`, `A ==> B`)
/// between two identifiers; a line of the block that is neither, nor a directive, is reported,
/// so that nothing in the drawing goes unchecked.
struct ModuleGraph: Sendable {
  /// One arrow: a module that depends on another.
  struct Edge: Hashable, Sendable, Comparable, CustomStringConvertible {
    var from: String
    var to: String

    var description: String { "\(from) --> \(to)" }

    static func < (left: Edge, right: Edge) -> Bool {
      (left.from, left.to) < (right.from, right.to)
    }
  }

  /// Each module drawn, with the line of its node.
  private(set) var modules: [String: Int] = [:]
  /// Each arrow, with its line.
  private(set) var edges: [Edge: Int] = [:]
  /// The block's lines that are neither a node, an arrow nor a directive, with their line.
  private(set) var unreadLines: [(line: Int, text: String)] = []
  /// Whether the document has a Mermaid block at all.
  private(set) var isFound = false
  /// The line of the block's opening fence.
  private(set) var blockLine = 1

  /// Reads the first ```` ```mermaid ```` block of a document.
  ///
  /// - Parameter markdown: The document's text.
  init(markdown: String) {
    var aliases: [String: String] = [:]
    var arrows: [(line: Int, from: String, to: String)] = []
    var isInBlock = false
    for (offset, rawLine) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if !isInBlock {
        if !isFound, line == "```mermaid" {
          (isInBlock, isFound, blockLine) = (true, true, offset + 1)
        }
        continue
      }
      if line.hasPrefix("```") { break }
      let number = offset + 1
      if line.isEmpty || Self.isDirective(line) { continue }
      if let (from, to) = Self.arrow(line) {
        arrows.append((number, from, to))
      } else if let (alias, module) = Self.node(line) {
        aliases[alias] = module
        modules[module] = number
      } else {
        unreadLines.append((number, line))
      }
    }
    for arrow in arrows {
      let from = aliases[arrow.from] ?? arrow.from
      let to = aliases[arrow.to] ?? arrow.to
      edges[Edge(from: from, to: to)] = arrow.line
      for module in [from, to] where modules[module] == nil { modules[module] = arrow.line }
    }
  }

  /// Whether a line only shapes the drawing: its direction, a subgraph's start or end, a
  /// comment, a style.
  private static func isDirective(_ line: String) -> Bool {
    let keywords = [
      "flowchart", "graph", "subgraph", "end", "direction", "classDef", "class", "style",
    ]
    let first = line.prefix { !$0.isWhitespace }
    return line.hasPrefix("%%") || keywords.contains(String(first))
  }

  /// The identifiers at both ends of an arrow line, or `nil` for another line.
  private static func arrow(_ line: String) -> (String, String)? {
    guard line.contains("->") || line.contains("=>") else { return nil }
    let from = line.prefix(while: isIdentifierCharacter)
    let to = line.reversed().prefix(while: isIdentifierCharacter).reversed()
    guard !from.isEmpty, !to.isEmpty, line.count > from.count + to.count else { return nil }
    return (String(from), String(to))
  }

  /// A node's identifier and the module its label names, or `nil` for another line.
  private static func node(_ line: String) -> (String, String)? {
    let alias = line.prefix(while: isIdentifierCharacter)
    let rest = line.dropFirst(alias.count)
    guard !alias.isEmpty, let shape = rest.first, "[({>".contains(shape),
      let open = rest.firstIndex(of: "\"")
    else { return nil }
    let module = rest[rest.index(after: open)...].prefix {
      $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-"
    }
    return module.isEmpty ? nil : (String(alias), String(module))
  }

  /// Whether a character may be part of a node's identifier.
  private static func isIdentifierCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
