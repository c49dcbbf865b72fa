/// The sums of one mode's kills, for the summary table.
struct ModeTally {
  /// The mode.
  var mode: RecordingMode
  var kills = 0
  var beforeLog = 0
  var beforeHeader = 0
  var torn = 0
  var returned: UInt64 = 0
  var found: UInt64 = 0
  var missing: UInt64 = 0
  var largestMissing: UInt64 = 0
  var dropped: UInt64 = 0
  /// Buffered: events returned more than the window and grace before their kill, and how many
  /// of them were lost.
  var settled: UInt64 = 0
  var settledLost: UInt64 = 0
  /// Buffered: kills that came after some event had returned more than the window and grace
  /// before them.
  var settledKills = 0
  var verified = 0
  var reopened = 0
  var smallestLine = Int.max
  /// Each failure with the kill it came from.
  var failures: [String] = []

  /// Adds one kill's outcome.
  mutating func add(_ outcome: KillCheck.Outcome, kill: Int) {
    kills += 1
    if outcome.beforeLog { beforeLog += 1 }
    if outcome.beforeHeader { beforeHeader += 1 }
    if outcome.torn { torn += 1 }
    returned += outcome.returned
    found += outcome.found
    missing += outcome.missing
    largestMissing = max(largestMissing, outcome.missing)
    dropped += outcome.dropped
    settled += outcome.settled
    settledLost += outcome.settledLost
    if outcome.settled > 0 { settledKills += 1 }
    if outcome.verified { verified += 1 }
    if outcome.reopened { reopened += 1 }
    smallestLine = min(smallestLine, outcome.smallestLine)
    failures += outcome.failures.map { "\(mode.rawValue) kill \(kill): \($0)" }
  }

  /// The most events a buffered writer can hold when it is killed: it counts queued events in
  /// bytes, each at least its line, up to `queueBytes`, in lines of at least the smallest size
  /// seen, or of ``shortestLine`` when no kill left a line to measure (a child killed before
  /// its first block of 256 KiB was written).
  ///
  /// - Parameter queueBytes: The writer's limit on queued bytes.
  /// - Returns: The bound, in events.
  func inFlightBound(queueBytes: Int) -> UInt64 {
    UInt64(queueBytes / (smallestLine == .max ? Self.shortestLine : max(1, smallestLine)) + 1)
  }

  /// Fewer bytes than any event's line takes: the envelope's keys and the time alone take more.
  static let shortestLine = 100
}
