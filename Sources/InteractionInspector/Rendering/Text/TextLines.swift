/// Lines of text output built in one string, as they are added: each styled, without trailing
/// blanks, and ended by a newline.
///
/// Sections and tables write into it directly, so that an interaction's text is not first
/// built as lines of spans, then as strings, then joined.
struct TextLines {
  let style: TextStyle
  private(set) var text = ""

  init(style: TextStyle) {
    self.style = style
  }

  /// Adds a line.
  mutating func append(_ line: StyledLine) {
    let start = text.utf8.count
    line.append(to: &text, style: style)
    endLine(from: start)
  }

  /// Adds lines, in order.
  mutating func append(contentsOf lines: [StyledLine]) {
    for line in lines { append(line) }
  }

  /// Adds a table's lines, its title row first, each prefixed with `indent`.
  mutating func append(_ table: TextTable, indent: String) {
    table.forEachLine { row, lineIndex, widths in
      let start = text.utf8.count
      table.append(
        line: lineIndex, of: row, widths: widths, indent: indent, style: style, to: &text)
      endLine(from: start)
    }
  }

  /// Ends the line that began at UTF-8 offset `start`: its trailing spaces dropped, then a
  /// newline.
  private mutating func endLine(from start: Int) {
    // The newline before the line's start ends any character there, so the trimming stays
    // within the line. The last byte is looked at first: most lines end without a blank, and
    // `last` walks back over a grapheme cluster.
    while text.utf8.count > start, text.utf8.last == 0x20, text.last == " " { text.removeLast() }
    text += "\n"
  }
}
