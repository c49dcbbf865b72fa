import InteractionLog
import Synchronization

/// A clock that ticks one millisecond per reading, so times and latencies in tests are exact.
final class SteppingClock: LogClock {
  private let ticks = Atomic<Int64>(0)
  private let start: Int64

  init(start: Int64 = 1_795_000_000_000_000) {
    self.start = start
  }

  private func tick() -> Int64 { ticks.add(1, ordering: .relaxed).newValue }

  func wallTime() -> WallTime { WallTime(microsecondsSinceEpoch: start + tick() * 1000) }
  func monotonicNanoseconds() -> UInt64 { UInt64(tick()) * 1_000_000 }
}
