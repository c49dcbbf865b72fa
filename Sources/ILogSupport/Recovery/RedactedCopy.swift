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

  /// Copies each log to its destination, redacted as `policy` says, and reports on every copy.
  ///
  /// Each log gets a redactor of its own: a redactor finds a resolve call's intent class
  /// through the links of the log it has read, which say nothing of another log's calls.
  ///
  /// - Parameters:
  ///   - pairs: Each log and where its copy goes (see ``CopyDestination``).
  ///   - policy: What to redact.
  ///   - progress: Advanced as the logs are read, and finished at the end.
  /// - Returns: One copy per pair, in order.
  /// - Throws: `LogReadError` or `LogWriteError`, as ``LogRecovery`` does.
  package static func make(
    _ pairs: [(source: String, destination: String)], policy: RedactionPolicy,
    progress: ProgressMeter
  ) throws -> [RedactedCopy] {
    defer { progress.finish() }
    let copies = try pairs.map { pair in
      var redactor = EventRedactor(policy)
      return try make(
        pair.source, to: pair.destination, redact: { redactor.redact($0) },
        progress: { progress.advance(file: pair.source, to: $0) })
    }
    progress.finish()
    return copies
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
        "\(report.destination): holds what was readable: " + RecoverCommandReport.status(of: report)
      ]
  }
}
