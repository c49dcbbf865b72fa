public import InteractionLog

extension InspectionFold {
  /// Reads log files or session directories to their end and judges every interaction: the
  /// session's report with its findings, and nothing else (no figures, no rendering).
  ///
  /// What a replay or a generated test needs to know of a recording; `Inspector` reads the same
  /// way and counts the figures beside.
  ///
  /// - Parameters:
  ///   - paths: Log files or session directories, read together as one session.
  ///   - configuration: The rules, expected orders, retention and window.
  ///   - policy: What the reader does about damage; by default it reads up to the first.
  /// - Returns: The session report.
  /// - Throws: `LogReadError` when a path cannot be read, or for damage under the strict policy.
  public static func report(
    paths: [String], configuration: InspectionConfiguration = InspectionConfiguration(),
    policy: RecoveryPolicy = .pointInTime
  ) throws(LogReadError) -> SessionReport {
    // The fold never looks at the free-form values of calls: they are checked, not kept.
    let reader = try LogReader(paths: paths, policy: policy, detail: .omittingCallValues)
    var fold = InspectionFold(configuration: configuration)
    while let record = try reader.next() {
      fold.consume(record)
    }
    return fold.finish(summaries: reader.summaries)
  }
}
