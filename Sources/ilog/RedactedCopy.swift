import InteractionLog

/// One copy `ilog redact` wrote: what recovery read and wrote, and how many events had values
/// redacted.
struct RedactedCopy {
  var report: RecoveryReport
  var redactedEvents: Int

  /// Copies `source` to `destination` through an ``EventRedactor`` for `policy`.
  ///
  /// - Parameters:
  ///   - source: The log to read.
  ///   - destination: The new log.
  ///   - policy: What to redact.
  ///   - progress: Told the byte offset in `source` reached.
  /// - Returns: The copy's report and count.
  /// - Throws: ``LogReadError`` or ``LogWriteError``, as ``LogRecovery`` does.
  static func make(
    _ source: String, to destination: String, policy: RedactionPolicy,
    progress: (Int64) -> Void
  ) throws -> RedactedCopy {
    var redactor = EventRedactor(policy)
    var redacted = 0
    let report = try LogRecovery.recover(
      source, to: destination,
      transform: { event in
        let copy = redactor.redact(event)
        if copy != event { redacted += 1 }
        return copy
      },
      progress: progress)
    return RedactedCopy(report: report, redactedEvents: redacted)
  }

  /// `in.ilog -> out.ilog: 22 events, 9 with values redacted`.
  var line: String {
    "\(report.source) -> \(report.destination): \(report.copiedEvents) events, "
      + "\(redactedEvents) with values redacted"
  }
}
