import ArgumentParser
import InteractionLog
import InteractionReplayCommand

/// Reports the damage a read found, after the events, and sets the exit status.
enum DamageReport {
  /// One line per damage on standard error, then exit status 1 if there was any.
  /// - Throws: `ExitCode(1)` when `damages` is not empty.
  static func finish(with damages: [LogDamage]) throws(ExitCode) {
    for damage in damages { StandardError.write("ilog: damage: \(damage)") }
    if !damages.isEmpty { throw ExitCode(1) }
  }
}
