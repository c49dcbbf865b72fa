/// Where a progress meter draws its line, and the clock it throttles itself by: a tool gives
/// standard error and the continuous clock, a test a recorder and a clock it moves.
package struct ProgressOutput {
  /// The time now.
  package var now: () -> ContinuousClock.Instant
  /// Writes text as it is, without a newline: the line is redrawn after a carriage return.
  package var write: (String) -> Void

  package init(now: @escaping () -> ContinuousClock.Instant, write: @escaping (String) -> Void) {
    self.now = now
    self.write = write
  }
}
