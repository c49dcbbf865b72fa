import InteractionLog

/// Where a progress meter draws its line, and the clock it throttles itself by: a tool gives
/// standard error and the monotonic clock, a test a recorder and a clock it moves.
package struct ProgressOutput {
  /// The least time between two drawings of a progress line, in nanoseconds: ten a second.
  package static let interval: UInt64 = 100_000_000

  /// A monotonic reading in nanoseconds: plain numbers, since `ContinuousClock` needs iOS 16 and
  /// macOS 13.
  package var now: () -> UInt64
  /// Writes text as it is, without a newline: the line is redrawn after a carriage return.
  package var write: (String) -> Void

  package init(now: @escaping () -> UInt64, write: @escaping (String) -> Void) {
    self.now = now
    self.write = write
  }

  /// Standard error, timed by the monotonic clock: where a command draws its progress line.
  package static var standardError: ProgressOutput {
    let clock = SystemClock()
    return ProgressOutput(
      now: { clock.monotonicNanoseconds() }, write: { StandardError.write(text: $0) })
  }
}
