/// Where a writer takes its times from; tests inject a fixed one so that logs are byte-stable.
public protocol LogClock: Sendable {
  /// The wall-clock time now.
  ///
  /// - Returns: The current time, to the microsecond.
  func wallTime() -> WallTime
  /// A monotonic reading in nanoseconds.
  ///
  /// - Returns: Nanoseconds from an unspecified start, comparable with other readings of the
  ///   same process.
  func monotonicNanoseconds() -> UInt64
}
