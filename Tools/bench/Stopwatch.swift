/// Elapsed time on the monotonic clock, in nanoseconds.
///
/// Only whole loops are timed (never single events), so the clock's own cost, tens of
/// nanoseconds, is paid once per figure rather than once per event.
struct Stopwatch {
  private static let clock = ContinuousClock()
  private let start: ContinuousClock.Instant

  /// Starts timing now.
  init() {
    start = Self.clock.now
  }

  /// Nanoseconds since the stopwatch started.
  var elapsedNanoseconds: Double {
    let elapsed = start.duration(to: Self.clock.now).components
    return Double(elapsed.seconds) * 1e9 + Double(elapsed.attoseconds) / 1e9
  }
}
