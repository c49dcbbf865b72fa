import InteractionLog

/// Elapsed time on the monotonic clock, in nanoseconds.
///
/// Only whole loops are timed (never single events), so the clock's own cost, tens of
/// nanoseconds, is paid once per figure rather than once per event.
///
/// The system's monotonic clock through ``SystemClock``, not `ContinuousClock`, which needs
/// macOS 13.
struct Stopwatch {
  private static let clock = SystemClock()
  private let start: UInt64
  private let cpuStart: Double

  /// Starts timing now.
  init() {
    cpuStart = ThreadClock.nanoseconds
    start = Self.clock.monotonicNanoseconds()
  }

  /// The calling thread's CPU time since the stopwatch started, in nanoseconds.
  var callerCPUNanoseconds: Double {
    ThreadClock.nanoseconds - cpuStart
  }

  /// Nanoseconds since the stopwatch started.
  var elapsedNanoseconds: Double {
    Double(Self.clock.monotonicNanoseconds() - start)
  }
}
