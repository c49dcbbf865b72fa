/// A strict reading of the markup `ilog report` and the time-travel page write, for the tests that feed it hostile logs.
///
/// Every `<` must open or close a tag the renderer uses, every attribute must be one it writes,
/// with a double-quoted value holding no `<`, `>` or `"`. A value from a log that escaped its
/// escaping shows up as a tag, an attribute or a value this reading rejects.
package enum HTMLMarkup {
  /// The elements the report is made of.
  package static let tags: Set<String> = [
    "!doctype", "html", "head", "meta", "title", "style", "body", "header", "h1", "h2", "p", "a",
    "nav", "input", "select", "option", "label", "output", "main", "section", "ul", "li", "table",
    "thead", "tbody", "tr", "th", "td", "div", "details", "summary", "span", "b", "small", "wbr",
    "dl", "dt", "dd", "footer", "script",
    // The time-travel panel.
    "h3", "ol", "figure", "figcaption",
  ]

  /// The attributes the report writes; `data-` attributes are allowed by prefix.
  package static let attributes: Set<String> = [
    "lang", "charset", "http-equiv", "content", "name", "class", "id", "href", "title", "colspan",
    "style", "type", "placeholder", "aria-label", "value", "open", "hidden",
    // The time-travel panel's slider.
    "role", "tabindex", "aria-valuemin", "aria-valuemax", "aria-valuenow", "aria-valuetext",
  ]

  /// What is wrong with the markup, one line per problem; empty when every tag and attribute is
  /// one the report writes.
  ///
  /// The text of `<style>` and `<script>` elements is skipped: a test compares it with what the
  /// renderer holds.
  ///
  /// - Parameter html: A page or a fragment.
  /// - Returns: The problems, in order.
  package static func problems(_ html: String) -> [String] {
    var problems: [String] = []
    let characters = Array(html)
    var index = 0
    while index < characters.count {
      guard characters[index] == "<" else {
        if characters[index] == ">" { problems.append("a bare > at \(index)") }
        index += 1
        continue
      }
      guard let end = characters[index...].firstIndex(of: ">") else {
        problems.append("a < with no > at \(index)")
        break
      }
      let tag = String(characters[(index + 1)..<end])
      index = end + 1
      let isClosing = tag.hasPrefix("/")
      let body = isClosing ? tag.dropFirst() : Substring(tag)
      let name = body.prefix { !$0.isWhitespace }.lowercased()
      guard tags.contains(name) else {
        problems.append("an element <\(tag)>")
        continue
      }
      if isClosing { continue }
      if name != "!doctype" {
        problems += attributeProblems(String(body.dropFirst(name.count)), in: tag)
      }
      // The text of style and script elements is not markup: skip to its end tag.
      if name == "style" || name == "script" {
        let closing = Array("</\(name)>")
        var search = index
        while search + closing.count <= characters.count,
          Array(characters[search..<(search + closing.count)]) != closing
        {
          search += 1
        }
        index = search
      }
    }
    return problems
  }

  private static func attributeProblems(_ text: String, in tag: String) -> [String] {
    var problems: [String] = []
    var rest = Substring(text)
    while true {
      rest = rest.drop { $0.isWhitespace }
      guard !rest.isEmpty else { return problems }
      let name = String(rest.prefix { $0.isLetter || $0 == "-" })
      guard !name.isEmpty else { return problems + ["unreadable attributes in <\(tag)>"] }
      if !attributes.contains(name) && !name.hasPrefix("data-") {
        problems.append("an attribute \(name) in <\(tag)>")
      }
      rest = rest.dropFirst(name.count)
      guard rest.first == "=" else { continue }
      rest = rest.dropFirst()
      guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else {
        return problems + ["an unquoted value of \(name) in <\(tag)>"]
      }
      let value = rest[rest.index(after: rest.startIndex)..<close]
      if value.contains("<") || value.contains(">") {
        problems.append("a < or > in the value of \(name) in <\(tag)>")
      }
      rest = rest[rest.index(after: close)...]
    }
  }
}
