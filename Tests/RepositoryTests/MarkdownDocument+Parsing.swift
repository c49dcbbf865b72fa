// For `range(of:)`: `firstRange(of:)` needs macOS 13.
import Foundation

extension MarkdownDocument {
  /// The fence a line opens or closes (three or more backticks or tildes after at most three
  /// spaces), and whether nothing but spaces follows it, as a closing fence needs.
  static func fenceMarker(_ line: String) -> (character: Character, length: Int, isBare: Bool)? {
    let indent = line.prefix { $0 == " " }
    guard indent.count <= 3 else { return nil }
    let rest = line.dropFirst(indent.count)
    guard let first = rest.first, first == "`" || first == "~" else { return nil }
    let run = rest.prefix { $0 == first }
    guard run.count >= 3 else { return nil }
    let after = rest.dropFirst(run.count)
    return (first, run.count, after.allSatisfy { $0 == " " || $0 == "\t" })
  }

  /// The line with the content of every code span turned into spaces, so that a link or a
  /// heading written as code is not read as one.
  static func blankingCodeSpans(_ line: String) -> String {
    var characters = Array(line)
    var index = 0
    while index < characters.count {
      guard characters[index] == "`" else {
        index += 1
        continue
      }
      var runEnd = index
      while runEnd < characters.count, characters[runEnd] == "`" { runEnd += 1 }
      let length = runEnd - index
      var search = runEnd
      var closing: Int?
      while search < characters.count {
        guard characters[search] == "`" else {
          search += 1
          continue
        }
        var end = search
        while end < characters.count, characters[end] == "`" { end += 1 }
        if end - search == length {
          closing = search
          break
        }
        search = end
      }
      guard let close = closing else {
        index = runEnd
        continue
      }
      for position in runEnd..<close { characters[position] = " " }
      index = close + length
    }
    return String(characters)
  }

  /// An ATX heading's text (`## Text`, closing hashes dropped), or `nil` for another line.
  static func headingText(_ line: String) -> String? {
    let indent = line.prefix { $0 == " " }
    guard indent.count <= 3 else { return nil }
    let rest = line.dropFirst(indent.count)
    let hashes = rest.prefix { $0 == "#" }
    guard (1...6).contains(hashes.count) else { return nil }
    let after = rest.dropFirst(hashes.count)
    guard after.isEmpty || after.first == " " || after.first == "\t" else { return nil }
    var text = after.trimming(" \t")
    let closing = text.reversed().prefix { $0 == "#" }.count
    if closing > 0 {
      let body = text.dropLast(closing)
      if body.isEmpty || body.last == " " || body.last == "\t" {
        text = body.trimming(" \t")
      }
    }
    return text
  }

  /// The anchor GitHub gives a heading: its rendered text, lowercased, without punctuation and
  /// symbols other than `-` and `_`, spaces turned into `-`.
  static func slug(_ heading: String) -> String {
    var text = removingHTMLTags(heading)
    text = replacingLinksWithTheirText(text)
    var slug = ""
    for scalar in text.lowercased().unicodeScalars {
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
        .connectorPunctuation:
        slug.unicodeScalars.append(scalar)
      case .spaceSeparator where scalar == " ":
        slug.append("-")
      default:
        if scalar == "-" { slug.append("-") }
      }
    }
    return slug
  }

  /// The `id` and `name` values of the HTML elements on a line, such as `<a id="r4"></a>`.
  static func htmlAnchors(_ line: String) -> [String] {
    var found: [String] = []
    for tag in htmlTags(line) where tag.hasPrefix("<") && !tag.hasPrefix("</") {
      for attribute in ["id", "name"] {
        for quote in ["\"", "'"] {
          let opening = " \(attribute)=\(quote)"
          guard let start = tag.range(of: opening) else { continue }
          let value = tag[start.upperBound...].prefix { String($0) != quote }
          found.append(String(value))
        }
      }
    }
    return found
  }

  /// The destinations of a line's inline links and images (`[text](destination "title")`) and of
  /// a link reference definition (`[label]: destination`).
  static func linkDestinations(_ line: String) -> [String] {
    var found: [String] = []
    let characters = Array(line)
    let trimmed = line.drop { $0 == " " }
    if trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]"),
      trimmed[close...].dropFirst().first == ":"
    {
      let destination = trimmed[close...].dropFirst(2).drop { $0 == " " }.prefix { $0 != " " }
      if !destination.isEmpty {
        found.append(destination.trimming("<>"))
      }
    }
    var index = 0
    while index + 1 < characters.count {
      guard characters[index] == "]", characters[index + 1] == "(",
        index == 0 || characters[index - 1] != "\\"
      else {
        index += 1
        continue
      }
      var position = index + 2
      while position < characters.count, characters[position] == " " { position += 1 }
      var destination = ""
      if position < characters.count, characters[position] == "<" {
        position += 1
        while position < characters.count, characters[position] != ">" {
          destination.append(characters[position])
          position += 1
        }
      } else {
        var depth = 0
        while position < characters.count {
          let character = characters[position]
          if character == " " { break }
          if character == "(" { depth += 1 }
          if character == ")" {
            if depth == 0 { break }
            depth -= 1
          }
          destination.append(character)
          position += 1
        }
      }
      if !destination.isEmpty { found.append(destination) }
      index = position
    }
    return found
  }

  private static func htmlTags(_ text: String) -> [String] {
    var tags: [String] = []
    var current: String?
    for character in text {
      if character == "<" {
        current = "<"
      } else if var tag = current {
        tag.append(character)
        if character == ">" {
          tags.append(tag)
          current = nil
        } else {
          current = tag
        }
      }
    }
    return tags
  }

  private static func removingHTMLTags(_ text: String) -> String {
    var result = text
    for tag in htmlTags(text) {
      if let range = result.range(of: tag) { result.removeSubrange(range) }
    }
    return result
  }

  private static func replacingLinksWithTheirText(_ text: String) -> String {
    var result = ""
    var characters = Array(text)[...]
    while let first = characters.first {
      if first == "]", characters.dropFirst().first == "(",
        let close = characters.firstIndex(of: ")")
      {
        characters = characters[(close + 1)...]
        continue
      }
      if first != "[" { result.append(first) }
      characters = characters.dropFirst()
    }
    return result
  }
}

extension StringProtocol {
  /// The text without the characters of `set` at either end.
  fileprivate func trimming(_ set: String) -> String {
    String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}
