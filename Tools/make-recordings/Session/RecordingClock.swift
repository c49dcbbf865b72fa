import InteractionLog
import InteractionModel

/// A clock for byte-stable recordings: it starts at a fixed time and moves on one tick per
/// reading, and when the session's timeline says so.
///
/// Wall-clock time and the monotonic clock move together, from one fixed point each, as the
/// system clocks of one device do; both sides of a session use the same fixed points, so their
/// times compare across files as they would on a device.
final class RecordingClock: LogClock {
  /// Where a clock starts and how far each reading moves it.
  struct Settings: Codable, Hashable, Sendable {
    /// The wall-clock start, in microseconds since 1970.
    var wallStart: Int64
    /// The monotonic clock's reading at ``wallStart``, in nanoseconds.
    var monotonicStart: UInt64
    /// How far each reading moves the clock, in microseconds.
    var tick: Int64
  }

  private let settings: Settings
  /// Microseconds since ``Settings/wallStart``.
  private let elapsed = Locked<Int64>(0)

  /// Creates a clock at its start.
  ///
  /// - Parameter settings: The start and the tick.
  init(_ settings: Settings) {
    self.settings = settings
  }

  /// The wall-clock time now, in microseconds since 1970, without moving the clock.
  var now: Int64 { settings.wallStart + elapsed.withLock { $0 } }

  /// Moves the clock to a wall-clock time, if that is later than now.
  ///
  /// - Parameter wallTime: Microseconds since 1970.
  func move(to wallTime: Int64) {
    elapsed.withLock { $0 = max($0, wallTime - settings.wallStart) }
  }

  /// Moves the clock on by a duration, as a wait would.
  ///
  /// - Parameter duration: How long; negative durations are ignored.
  func advance(by duration: Duration) {
    let (seconds, attoseconds) = duration.components
    let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    elapsed.withLock { $0 += max(0, microseconds) }
  }

  func wallTime() -> WallTime {
    WallTime(microsecondsSinceEpoch: settings.wallStart + step())
  }

  func monotonicNanoseconds() -> UInt64 {
    settings.monotonicStart + UInt64(step()) * 1000
  }

  /// Moves the clock on one tick and returns the microseconds since the start.
  private func step() -> Int64 {
    elapsed.withLock { elapsed in
      elapsed += settings.tick
      return elapsed
    }
  }
}
