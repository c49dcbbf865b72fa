/// A plain-text table with aligned columns, for the report.
struct TextTable {
  enum Alignment {
    case left, right
  }

  /// Column titles and their alignment; the first column is usually the row's label.
  var columns: [(title: String, alignment: Alignment)]
  var rows: [[String]] = []

  init(_ columns: [(String, Alignment)]) {
    self.columns = columns.map { (title: $0.0, alignment: $0.1) }
  }

  mutating func append(_ row: [String]) {
    rows.append(row)
  }

  /// The table, two spaces between columns, trailing spaces trimmed.
  func rendered() -> String {
    let all = [columns.map(\.title)] + rows
    var widths = Array(repeating: 0, count: columns.count)
    for row in all {
      for (index, cell) in row.enumerated() where index < widths.count {
        widths[index] = max(widths[index], cell.count)
      }
    }
    return all.map { row in
      var line = ""
      for (index, cell) in row.enumerated() where index < widths.count {
        let padding = String(repeating: " ", count: widths[index] - cell.count)
        if index > 0 { line += "  " }
        line += columns[index].alignment == .left ? cell + padding : padding + cell
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }
}
