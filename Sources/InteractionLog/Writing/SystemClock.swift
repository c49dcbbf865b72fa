#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's clocks: `CLOCK_REALTIME` and `CLOCK_MONOTONIC`.
public struct SystemClock: LogClock {
  public init() {}

  /// The wall-clock time now, from `CLOCK_REALTIME`.
  ///
  /// - Returns: The current time, to the microsecond.
  public func wallTime() -> WallTime {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return WallTime(
      microsecondsSinceEpoch: Int64(spec.tv_sec) * 1_000_000 + Int64(spec.tv_nsec) / 1000)
  }

  /// A monotonic reading in nanoseconds, from `CLOCK_MONOTONIC`.
  ///
  /// - Returns: Nanoseconds from an unspecified start, comparable with other readings of the
  ///   same process.
  public func monotonicNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }
}
