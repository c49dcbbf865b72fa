import InteractionLog
import InteractionModel

/// A clock that moves one millisecond each time a writer asks for the wall time, so that logs,
/// and what `ilog` prints of them, are the same on every run.
///
/// One clock shared by two writers interleaves their events in the order they were appended.
final class SteppingClock: LogClock, Sendable {
  /// 2026-11-21T19:38:00Z.
  static let start: Int64 = 1_795_289_880_000_000
  private let ticks = Locked<Int64>(0)

  func wallTime() -> WallTime {
    ticks.withLock { ticks in
      ticks += 1
      return WallTime(microsecondsSinceEpoch: Self.start + ticks * 1_000)
    }
  }

  func monotonicNanoseconds() -> UInt64 {
    ticks.withLock { UInt64($0) * 1_000_000 }
  }
}
