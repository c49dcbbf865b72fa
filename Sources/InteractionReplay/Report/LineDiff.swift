/// A line diff of a recorded side against a replayed side: the −/+ body of a divergence.
struct LineDiff {
  enum Line: Hashable {
    case same(String)
    case removed(String)
    case added(String)
  }

  let lines: [Line]

  /// Diffs with the standard library's `difference(from:)`, removals before additions where both
  /// meet.
  ///
  /// When a line occurs more than once on a side, several diffs are equally short and the one
  /// shown is the standard library's choice; a divergence's lines are distinct on each side.
  init(_ expected: [String], _ actual: [String]) {
    let difference = actual.difference(from: expected)
    var removals = difference.removals[...]
    var insertions = difference.insertions[...]
    var lines: [Line] = []
    var row = 0
    var column = 0
    while row < expected.count || column < actual.count {
      if case .remove(row, let line, _)? = removals.first {
        lines.append(.removed(line))
        removals.removeFirst()
        row += 1
      } else if case .insert(column, let line, _)? = insertions.first {
        lines.append(.added(line))
        insertions.removeFirst()
        column += 1
      } else {
        lines.append(.same(expected[row]))
        row += 1
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
