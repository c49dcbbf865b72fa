package import InteractionLog
import InteractionModel

/// A clock that ticks one millisecond per reading, so times and latencies in tests are exact.
package final class SteppingClock: LogClock {
  private let ticks = Locked<Int64>(0)
  private let start: Int64

  /// Creates a clock whose first reading is one tick after `start`.
  ///
  /// - Parameter start: Microseconds since 1970.
  package init(start: Int64 = 1_795_000_000_000_000) {
    self.start = start
  }

  private func tick() -> Int64 {
    ticks.withLock { ticks in
      ticks += 1
      return ticks
    }
  }

  /// The next wall time: one millisecond after the last reading of either kind.
  ///
  /// - Returns: The time.
  package func wallTime() -> WallTime { WallTime(microsecondsSinceEpoch: start + tick() * 1000) }

  /// The next monotonic time: one millisecond after the last reading of either kind.
  ///
  /// - Returns: Nanoseconds.
  package func monotonicNanoseconds() -> UInt64 { UInt64(tick()) * 1_000_000 }
}
