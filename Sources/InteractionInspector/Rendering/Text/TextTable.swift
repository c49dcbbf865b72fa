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
    var lines: [String] = []
    forEachLine { row, lineIndex, widths in
      var text = ""
      append(line: lineIndex, of: row, widths: widths, indent: indent, style: style, to: &text)
      lines.append(text)
    }
    return lines
  }

  /// Calls `body` with each line of each row (its row, its index in the row, and the column
  /// widths), the title row first.
  func forEachLine(_ body: (_ row: [Cell], _ lineIndex: Int, _ widths: [Int]) -> Void) {
    let widths = self.widths
    body(titleRow, 0, widths)
    for row in rows {
      for lineIndex in 0..<Self.height(of: row) { body(row, lineIndex, widths) }
    }
  }

  /// The column titles, as a row.
  private var titleRow: [Cell] {
    columns.map { [StyledLine($0.title, .dim)] }
  }

  /// Each column's width: its widest line, title included.
  private var widths: [Int] {
    var widths = columns.map(\.title.count)
    for row in rows {
      for (index, cell) in row.enumerated() where index < widths.count {
        for line in cell { widths[index] = max(widths[index], line.width) }
      }
    }
    return widths
  }

  /// How many lines a row takes: its tallest cell's, at least one.
  private static func height(of row: [Cell]) -> Int {
    row.reduce(1) { max($0, $1.count) }
  }

  /// Appends line `lineIndex` of `row`, prefixed with `indent`, to `text`, without a newline.
  func append(
    line lineIndex: Int, of row: [Cell], widths: [Int], indent: String, style: TextStyle,
    to text: inout String
  ) {
    text += indent
    var pending = 0
    for (index, width) in widths.enumerated() {
      let line = index < row.count && lineIndex < row[index].count ? row[index][lineIndex] : nil
      let lineWidth = line?.width ?? 0
      let padding = max(0, width - lineWidth)
      let separator = index == 0 ? 0 : 2
      let alignsRight = columns[index].alignsRight
      // Blanks are held back until something follows them, so lines end without them; only
      // their count is kept until then. A right-aligned cell's padding comes before it.
      pending += separator + (alignsRight ? padding : 0)
      if let line, !line.isEmpty {
        text.appendSpaces(pending)
        line.append(to: &text, style: style)
        pending = 0
      }
      if !alignsRight { pending += padding }
    }
  }
}
