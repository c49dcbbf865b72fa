/// Markdown's escapes, for GitHub-flavoured Markdown in and out of tables.
enum MarkdownText {
  /// Text with Markdown's punctuation escaped, safe in a table cell.
  static func text(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\\", "`", "*", "_", "[", "]", "|", "#":
        out += "\\" + String(character)
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\n": out += "<br>"
      default: out.append(character)
      }
    }
    return out
  }

  /// A code span, fenced with more backticks than the text holds in a row; a pipe is escaped,
  /// as GitHub's tables require even inside code.
  static func code(_ text: String) -> String {
    guard !text.isEmpty else { return "" }
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let body = text.replacingPipes()
    let padded = body.hasPrefix("`") || body.hasSuffix("`") ? " \(body) " : body
    return fence + padded + fence
  }

  /// A table row.
  static func row(_ cells: [String]) -> String {
    "| " + cells.map { $0.isEmpty ? " " : $0 }.joined(separator: " | ") + " |"
  }

  /// The line under a table's titles; `true` aligns a column right.
  static func rule(_ rightAligned: [Bool]) -> String {
    "|" + rightAligned.map { $0 ? "--:|" : "---|" }.joined()
  }
}

extension String {
  fileprivate func replacingPipes() -> String {
    var out = ""
    for character in self {
      if character == "|" { out += "\\|" } else { out.append(character) }
    }
    return out
  }
}
