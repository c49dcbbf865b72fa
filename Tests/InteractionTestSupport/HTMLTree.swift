/// The report's markup read into elements, for tests that look at its structure rather than at
/// strings in it.
///
/// The reading is strict: every element but a void one must be closed, in order, or reading
/// throws. The text of `<style>` and `<script>` is kept whole; character references are decoded.
package struct HTMLElement: Sendable {
  package enum Node: Sendable {
    case element(HTMLElement)
    case text(String)
  }

  /// A reason the markup could not be read.
  package struct ReadError: Error, CustomStringConvertible {
    package var description: String
  }

  package var name: String
  package var attributes: [String: String]
  package var children: [Node]

  static let voidElements: Set<String> = ["!doctype", "meta", "input", "wbr", "br"]

  /// The class attribute's classes.
  package var classes: [String] {
    attributes["class"].map { $0.split(separator: " ").map(String.init) } ?? []
  }

  /// Whether the element has the class.
  package func has(class name: String) -> Bool { classes.contains(name) }

  /// Elements a browser lays out as blocks, whose text does not run into their neighbours'.
  static let blockElements: Set<String> = [
    "div", "p", "li", "ul", "table", "tr", "td", "th", "dl", "dt", "dd", "details", "summary",
    "section", "header", "footer", "main", "nav", "h1", "h2",
  ]

  /// The text of the element and its descendants as a reader sees it: runs of white space made
  /// one space, and blocks apart.
  package var text: String {
    var out = ""
    func collect(_ element: HTMLElement) {
      for child in element.children {
        switch child {
        case .text(let text): out += text
        case .element(let element):
          let isBlock = Self.blockElements.contains(element.name)
          if isBlock { out += " " }
          collect(element)
          if isBlock { out += " " }
        }
      }
    }
    collect(self)
    return out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The child elements.
  package var elements: [HTMLElement] {
    children.compactMap { if case .element(let element) = $0 { element } else { nil } }
  }

  /// Every descendant element that matches, depth first, in document order.
  package func descendants(where matches: (HTMLElement) -> Bool) -> [HTMLElement] {
    var out: [HTMLElement] = []
    for element in elements {
      if matches(element) { out.append(element) }
      out += element.descendants(where: matches)
    }
    return out
  }

  /// Every descendant element with the class.
  package func descendants(class name: String) -> [HTMLElement] {
    descendants { $0.has(class: name) }
  }

  /// Reads a page or a fragment into a root element named `#document`.
  ///
  /// - Parameter html: The markup.
  /// - Returns: The root, whose children are the top-level nodes.
  /// - Throws: ``ReadError`` for a tag without its `>`, a closing tag that closes nothing open,
  ///   or an element left open.
  package static func parse(_ html: String) throws(ReadError) -> HTMLElement {
    var stack = [HTMLElement(name: "#document", attributes: [:], children: [])]
    let characters = Array(html)
    var index = 0
    var text = ""
    func flushText() {
      guard !text.isEmpty else { return }
      stack[stack.count - 1].children.append(.text(decode(text)))
      text = ""
    }
    while index < characters.count {
      guard characters[index] == "<" else {
        text.append(characters[index])
        index += 1
        continue
      }
      flushText()
      guard let end = characters[index...].firstIndex(of: ">") else {
        throw ReadError(description: "a < with no > at \(index)")
      }
      let tag = String(characters[(index + 1)..<end])
      index = end + 1
      if tag.hasPrefix("/") {
        let name = tag.dropFirst().lowercased()
        guard stack.count > 1, stack[stack.count - 1].name == name else {
          throw ReadError(description: "</\(name)> closes <\(stack[stack.count - 1].name)>")
        }
        let element = stack.removeLast()
        stack[stack.count - 1].children.append(.element(element))
        continue
      }
      let name = String(tag.prefix { !$0.isWhitespace }).lowercased()
      let element = HTMLElement(
        name: name, attributes: attributes(tag.dropFirst(name.count)), children: [])
      if voidElements.contains(name) {
        stack[stack.count - 1].children.append(.element(element))
        continue
      }
      stack.append(element)
      if name == "style" || name == "script" {
        // Raw text up to the end tag.
        let closing = Array("</\(name)>")
        var search = index
        while search + closing.count <= characters.count,
          Array(characters[search..<(search + closing.count)]) != closing
        {
          search += 1
        }
        stack[stack.count - 1].children.append(.text(String(characters[index..<search])))
        index = search
      }
    }
    flushText()
    guard stack.count == 1 else {
      throw ReadError(description: "<\(stack[stack.count - 1].name)> is never closed")
    }
    return stack[0]
  }

  private static func attributes(_ text: Substring) -> [String: String] {
    var out: [String: String] = [:]
    var rest = text
    while true {
      rest = rest.drop { $0.isWhitespace }
      let name = String(rest.prefix { !$0.isWhitespace && $0 != "=" })
      guard !name.isEmpty else { return out }
      rest = rest.dropFirst(name.count)
      guard rest.first == "=", rest.dropFirst().first == "\"",
        let close = rest.dropFirst(2).firstIndex(of: "\"")
      else {
        out[name] = ""
        continue
      }
      out[name] = decode(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close]))
      rest = rest[rest.index(after: close)...]
    }
  }

  private static func decode(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var out = text
    for (reference, character) in [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&"),
    ] {
      out = out.replacing(reference, with: character)
    }
    return out
  }
}
