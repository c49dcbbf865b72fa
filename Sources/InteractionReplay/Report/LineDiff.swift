/// A line diff of a recorded side against a replayed side: the −/+ body of a divergence.
struct LineDiff {
  enum Line: Hashable {
    case same(String)
    case removed(String)
    case added(String)
  }

  let lines: [Line]

  /// Diffs by longest common subsequence: the sides are a few lines each.
  init(_ expected: [String], _ actual: [String]) {
    let rows = expected.count
    let columns = actual.count
    var common = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
    for row in stride(from: rows - 1, through: 0, by: -1) {
      for column in stride(from: columns - 1, through: 0, by: -1) {
        common[row][column] =
          expected[row] == actual[column]
          ? common[row + 1][column + 1] + 1
          : max(common[row + 1][column], common[row][column + 1])
      }
    }
    var lines: [Line] = []
    var row = 0
    var column = 0
    while row < rows || column < columns {
      if row < rows, column < columns, expected[row] == actual[column] {
        lines.append(.same(expected[row]))
        row += 1
        column += 1
      } else if row < rows, column == columns || common[row + 1][column] >= common[row][column + 1]
      {
        // Removals first, as unified diffs print them.
        lines.append(.removed(expected[row]))
        row += 1
      } else {
        lines.append(.added(actual[column]))
        column += 1
      }
    }
    self.lines = lines
  }

  /// The diff as text, runs of more than `context * 2` unchanged lines collapsed to a marker.
  func rendered(indent: String, context: Int = 1) -> [String] {
    var output: [String] = []
    var index = 0
    while index < lines.count {
      guard case .same = lines[index] else {
        output.append(indent + Self.text(lines[index]))
        index += 1
        continue
      }
      var end = index
      while end < lines.count, case .same = lines[end] { end += 1 }
      let run = lines[index..<end]
      let keepBefore = index == 0 ? 0 : context
      let keepAfter = end == lines.count ? 0 : context
      if run.count > keepBefore + keepAfter + 1 {
        output += run.prefix(keepBefore).map { indent + Self.text($0) }
        output.append(indent + "  ⋯ \(run.count - keepBefore - keepAfter) unchanged")
        output += run.suffix(keepAfter).map { indent + Self.text($0) }
      } else {
        output += run.map { indent + Self.text($0) }
      }
      index = end
    }
    return output
  }

  private static func text(_ line: Line) -> String {
    switch line {
    case .same(let text): "  " + text
    case .removed(let text): "− " + text
    case .added(let text): "+ " + text
    }
  }
}
