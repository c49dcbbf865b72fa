package import InteractionLog

/// One copy `ilog redact` wrote: what recovery read and wrote, and how many events had values
/// redacted.
package struct RedactedCopy {
  /// What recovery read and wrote.
  package var report: RecoveryReport
  /// How many events the redaction changed.
  package var redactedEvents: Int

  /// Copies `source` to `destination` as ``LogRecovery`` does, each event through `redact`.
  ///
  /// - Parameters:
  ///   - source: The log to read.
  ///   - destination: The new log.
  ///   - redact: The redaction, fed every event of `source` in order.
  ///   - progress: Told the byte offset in `source` reached.
  /// - Returns: The copy's report and count.
  /// - Throws: `LogReadError` or `LogWriteError`, as ``LogRecovery`` does.
  package static func make(
    _ source: String, to destination: String, redact: (Event) -> Event,
    progress: (Int64) -> Void
  ) throws -> RedactedCopy {
    var redacted = 0
    let report = try LogRecovery.recover(
      source, to: destination,
      transform: { event in
        let copy = redact(event)
        if copy != event { redacted += 1 }
        return copy
      },
      progress: progress)
    return RedactedCopy(report: report, redactedEvents: redacted)
  }

  /// `in.ilog -> out.ilog: 22 events, 9 with values redacted`.
  package var line: String {
    "\(report.source) -> \(report.destination): \(report.copiedEvents) events, "
      + "\(redactedEvents) with values redacted"
  }

  /// What a copy could not read, for standard error: each damage, then
  /// `out.ilog: holds what was readable: incomplete: …`; nothing for a complete copy.
  package var problems: [String] {
    guard !report.isComplete else { return [] }
    return report.summary.damages.map { "damage: \($0)" }
      + [
        "\(report.destination): holds what was readable: " + RecoverReport.status(of: report)
      ]
  }
}
