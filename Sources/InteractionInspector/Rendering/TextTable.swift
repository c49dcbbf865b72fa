/// A table of aligned columns for text output, whose cells may span several lines.
///
/// Columns are separated by two spaces; a cell's lines are padded to the column's widest line;
/// trailing spaces are dropped, so a line never ends in blanks.
struct TextTable {
  struct Column {
    var title: String
    var alignsRight = false

    init(_ title: String, right: Bool = false) {
      self.title = title
      alignsRight = right
    }
  }

  /// A cell: one line, several lines, or none.
  typealias Cell = [StyledLine]

  var columns: [Column]
  var rows: [[Cell]] = []

  init(_ columns: [Column]) {
    self.columns = columns
  }

  mutating func add(_ cells: [Cell]) {
    rows.append(cells)
  }

  /// The table's lines, each prefixed with `indent`, the title row first.
  func lines(indent: String, style: TextStyle) -> [String] {
    var widths = columns.map(\.title.count)
    for row in rows {
      for (index, cell) in row.enumerated() where index < widths.count {
        widths[index] = max(widths[index], cell.map(\.width).max() ?? 0)
      }
    }
    var lines: [String] = []
    let titles = columns.enumerated().map { index, column in
      [StyledLine(column.title, .dim)]
    }
    lines.append(render(titles, widths: widths, indent: indent, style: style)[0])
    for row in rows {
      lines += render(row, widths: widths, indent: indent, style: style)
    }
    return lines
  }

  private func render(_ row: [Cell], widths: [Int], indent: String, style: TextStyle) -> [String] {
    let height = max(1, row.map(\.count).max() ?? 1)
    return (0..<height).map { lineIndex in
      var text = indent
      var pending = 0
      for (index, width) in widths.enumerated() {
        let cell = index < row.count ? row[index] : []
        let line = lineIndex < cell.count ? cell[lineIndex] : StyledLine()
        let padding = max(0, width - line.width)
        let separator = index == 0 ? 0 : 2
        // Blanks are held back until something follows them, so lines end without them; only
        // their count is kept until then.
        if columns[index].alignsRight {
          pending += separator + padding
          if !line.spans.isEmpty {
            text.appendSpaces(pending)
            line.append(to: &text, style: style)
            pending = 0
          }
        } else {
          pending += separator
          if !line.spans.isEmpty {
            text.appendSpaces(pending)
            line.append(to: &text, style: style)
            pending = 0
          }
          pending += padding
        }
      }
      return text
    }
  }
}
