import InteractionLog

/// What counting one session found: its figures before the files are added, what reading each
/// of its files found, and its processes' problems.
///
/// Sessions are counted apart (each has its own projection, as `ilog inspect` reads them) and
/// added in the order given, so a fleet is counted one session at a time, or several at once.
struct SessionCount: Sendable {
  var fold = LogStatsFold()
  var summaries: [FileSummary] = []
  var problems: [String] = []

  /// Adds another session's count after this one's.
  mutating func add(_ other: SessionCount) {
    fold.merge(other.fold)
    summaries += other.summaries
    problems += other.problems
  }
}
