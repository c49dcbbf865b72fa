package import InteractionLog
import InteractionModel

/// A clock that moves one millisecond per reading, so that times and latencies in tests are
/// exact and a log written twice is the same both times.
///
/// One clock shared by several writers interleaves their events in the order they were appended.
package final class SteppingClock: LogClock {
  /// Which readings move the clock on.
  package enum Stepping: Sendable {
    /// Every reading, wall-clock or monotonic.
    case everyReading
    /// Only wall-clock readings; a monotonic reading tells the milliseconds stepped so far.
    case wallClockReadings
  }

  private let start: Int64
  private let stepping: Stepping
  private let ticks = Locked<Int64>(0)

  /// A clock whose first wall-clock reading is one millisecond after `start`.
  ///
  /// - Parameters:
  ///   - start: Microseconds since 1970; the default is 2026-11-18T11:06:40Z.
  ///   - stepping: Which readings move the clock on.
  package init(start: Int64 = 1_795_000_000_000_000, stepping: Stepping = .everyReading) {
    self.start = start
    self.stepping = stepping
  }

  package func wallTime() -> WallTime {
    WallTime(microsecondsSinceEpoch: start + step() * 1000)
  }

  package func monotonicNanoseconds() -> UInt64 {
    let ticks = stepping == .everyReading ? step() : self.ticks.withLock { $0 }
    return UInt64(ticks) * 1_000_000
  }

  private func step() -> Int64 {
    ticks.withLock { ticks in
      ticks += 1
      return ticks
    }
  }
}
