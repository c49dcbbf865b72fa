import InteractionLog

extension HTMLTimeline {
  /// Two processes' rows, each in its process's order, as one sequence in time order.
  ///
  /// The rule is the one ``InteractionLog/LogReader`` merges a session's files by (FORMAT.md
  /// §6.2): the earlier time first, then the file name, then the sequence number, so the
  /// timeline lists an interaction's calls in the order `ilog events` lists the session. Like
  /// the reader it takes the earlier of the two heads, so each process keeps its own order
  /// even where its clock went back. A row without a time (a report read from JSON) ties with
  /// every time and falls to the file name.
  ///
  /// - Parameters:
  ///   - first: One process's rows, in its order.
  ///   - second: The other's, in its order.
  /// - Returns: Every row of both, merged.
  static func merged(_ first: [Row], _ second: [Row]) -> [Row] {
    var out: [Row] = []
    out.reserveCapacity(first.count + second.count)
    var next = (first: first.startIndex, second: second.startIndex)
    while next.first < first.endIndex, next.second < second.endIndex {
      if precedes(second[next.second], first[next.first]) {
        out.append(second[next.second])
        next.second += 1
      } else {
        out.append(first[next.first])
        next.first += 1
      }
    }
    out += first[next.first...]
    out += second[next.second...]
    return out
  }

  private static func precedes(_ lhs: Row, _ rhs: Row) -> Bool {
    if let left = lhs.time, let right = rhs.time, left != right { return left < right }
    if lhs.event.file != rhs.event.file { return lhs.event.file < rhs.event.file }
    return lhs.event.sequence < rhs.event.sequence
  }

  /// The earliest call's time, which the rows' times count from.
  var start: WallTime? { rows.compactMap(\.time).min() }
}
