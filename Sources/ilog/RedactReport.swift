import ArgumentParser
import InteractionLog
import InteractionReplayCommand

/// Reports what `ilog redact` could not read, after its lines, and sets the exit status.
enum RedactReport {
  /// For each incomplete copy, its damage and lost events on standard error; then exit status 1
  /// if there were any.
  ///
  /// - Throws: `ExitCode(1)` when a copy is incomplete.
  static func finish(with reports: [RecoveryReport]) throws(ExitCode) {
    for report in reports where !report.isComplete {
      for damage in report.summary.damages { StandardError.write("ilog: damage: \(damage)") }
      StandardError.write(
        "ilog: \(report.destination): holds what was readable: "
          + RecoverReport.status(of: report))
    }
    if !reports.allSatisfy(\.isComplete) { throw ExitCode(1) }
  }
}
