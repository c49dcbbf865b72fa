/// The tree ``ReportJSONEncoder`` builds: nodes for objects and arrays, and every scalar as
/// finished JSON text in one buffer that the nodes point into.
final class JSONTreeStorage {
  /// Every scalar's JSON text, one after another.
  var scalars: [UInt8] = []
  /// The value being encoded.
  let root = JSONNode()

  /// Appends a string's JSON text and returns its range.
  func string(_ text: String) -> Range<Int> {
    let start = scalars.count
    JSONTreeStorage.appendQuoted(text, to: &scalars)
    return start..<scalars.count
  }

  /// Appends text that is JSON as it stands (a number, `true`, `null`) and returns its range.
  func raw(_ text: some StringProtocol) -> Range<Int> {
    let start = scalars.count
    scalars.append(contentsOf: text.utf8)
    return start..<scalars.count
  }

  /// Writes `node` and what it holds, objects with their keys sorted.
  func write(_ node: JSONNode, to output: inout [UInt8], depth: Int, pretty: Bool) {
    switch node.kind {
    case .empty:
      // A container asked for and never filled: Foundation writes an empty object.
      output.append(contentsOf: "{}".utf8)
    case .scalar:
      output.append(contentsOf: scalars[node.scalar])
    case .array:
      guard !node.elements.isEmpty else {
        output.append(contentsOf: "[]".utf8)
        return
      }
      output.append(UInt8(ascii: "["))
      for (offset, element) in node.elements.enumerated() {
        if offset > 0 { output.append(UInt8(ascii: ",")) }
        if pretty { Self.newline(&output, depth: depth + 1) }
        write(element, to: &output, depth: depth + 1, pretty: pretty)
      }
      if pretty { Self.newline(&output, depth: depth) }
      output.append(UInt8(ascii: "]"))
    case .object:
      guard !node.members.isEmpty else {
        output.append(contentsOf: "{}".utf8)
        return
      }
      output.append(UInt8(ascii: "{"))
      let members = node.members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      for (offset, member) in members.enumerated() {
        if offset > 0 { output.append(UInt8(ascii: ",")) }
        if pretty { Self.newline(&output, depth: depth + 1) }
        Self.appendQuoted(member.key, to: &output)
        output.append(contentsOf: pretty ? " : ".utf8 : ":".utf8)
        write(member.node, to: &output, depth: depth + 1, pretty: pretty)
      }
      if pretty { Self.newline(&output, depth: depth) }
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func newline(_ output: inout [UInt8], depth: Int) {
    output.append(UInt8(ascii: "\n"))
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  /// Appends `text` quoted, with JSON's escapes: `\"`, `\\`, the short forms of control
  /// characters that have one, `\u00XX` for the others; slashes and everything else as is.
  static func appendQuoted(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    // Most strings need no escape: copy them whole.
    let plain = text.utf8.allSatisfy {
      $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
    }
    if plain {
      output.append(contentsOf: text.utf8)
      output.append(UInt8(ascii: "\""))
      return
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
      case 0x0A: output.append(contentsOf: #"\n"#.utf8)
      case 0x0D: output.append(contentsOf: #"\r"#.utf8)
      case 0x09: output.append(contentsOf: #"\t"#.utf8)
      case 0x08: output.append(contentsOf: #"\b"#.utf8)
      case 0x0C: output.append(contentsOf: #"\f"#.utf8)
      case 0..<0x20:
        let digits = Array("0123456789abcdef".utf8)
        output.append(contentsOf: #"\u00"#.utf8)
        output.append(digits[Int(byte >> 4)])
        output.append(digits[Int(byte & 0x0F)])
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}

/// A value in the tree: nothing yet, a scalar's text, an array or an object.
final class JSONNode {
  enum Kind { case empty, scalar, array, object }

  var kind = Kind.empty
  /// Where a scalar's text is in ``JSONTreeStorage/scalars``.
  var scalar: Range<Int> = 0..<0
  var elements: [JSONNode] = []
  /// An object's members, each key once.
  var members: [(key: String, node: JSONNode)] = []

  init() {}

  init(scalar: Range<Int>) {
    kind = .scalar
    self.scalar = scalar
  }

  /// Sets an object's member; a key set again keeps its last value, as Foundation's does.
  func set(_ key: String, _ node: JSONNode) {
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].node = node
    } else {
      members.append((key, node))
    }
  }
}
