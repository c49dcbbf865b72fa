public import InteractionLog

/// Inspects a recording from disk in one pass: reads its files merged by time, folds the events
/// into interactions with their findings, and counts the figures.
///
/// ```swift
/// let inspector = Inspector(configuration: InspectionConfiguration(retainsInteractions: false))
/// let inspection = try inspector.inspect(paths: ["Recordings/start-workout"]) { interaction in
///   // each interaction as soon as it is finished
/// }
/// print(inspection.report.findingCounts, inspection.stats.latencies)
/// ```
///
/// Nothing is printed and nothing is written: the caller renders the values.
public struct Inspector: Sendable {
  /// What the fold runs and keeps.
  public var configuration: InspectionConfiguration

  /// How many events pass between two calls of a progress closure.
  public static let progressInterval = 4096

  /// An inspector that applies `configuration`'s rules, expected orders, retention and window.
  public init(configuration: InspectionConfiguration = InspectionConfiguration()) {
    self.configuration = configuration
  }

  /// Reads and inspects log files or session directories.
  ///
  /// - Parameters:
  ///   - paths: Log files or session directories, read together as one session.
  ///   - policy: What the reader does about damage; by default it reads up to the first.
  ///   - emit: Receives each interaction as soon as it is finished.
  /// - Returns: The session report and the figures.
  /// - Throws: `LogReadError` when a path cannot be read, or for damage under
  ///   the strict policy.
  public func inspect(
    paths: [String], policy: RecoveryPolicy = .pointInTime,
    emit: (InteractionReport) -> Void = { _ in }
  ) throws(LogReadError) -> Inspection {
    // The fold never looks at the free-form values of calls: they are checked, not kept.
    try inspect(
      LogReader(paths: paths, policy: policy, detail: .omittingCallValues), emit: emit)
  }

  /// Inspects what an opened reader reads, from where it stands to its end.
  ///
  /// - Parameters:
  ///   - reader: The session's reader, opened with the policy wanted.
  ///   - progress: Called every ``progressInterval`` events with how far reading has come, so
  ///     that a long run can show it; never called for a log shorter than that.
  ///   - emit: Receives each interaction as soon as it is finished.
  /// - Returns: The session report and the figures.
  /// - Throws: `LogReadError` for damage under the strict policy.
  public func inspect(
    _ reader: LogReader, progress: (InspectionProgress) -> Void = { _ in },
    emit: (InteractionReport) -> Void = { _ in }
  ) throws(LogReadError) -> Inspection {
    try inspect(reader, progress: progress, emit: emit, isCancelled: { false })
  }

  /// Inspects what an opened reader reads, from where it stands to its end or until
  /// `isCancelled` says the result is no longer wanted.
  ///
  /// - Parameters:
  ///   - reader: The session's reader, opened with the policy wanted.
  ///   - progress: Called every ``progressInterval`` events with how far reading has come.
  ///   - emit: Receives each interaction as soon as it is finished.
  ///   - isCancelled: Asked as often as progress is reported; once it answers `true`, reading
  ///     stops and what was read is finished as if the log ended there, for a caller that drops it.
  /// - Returns: The session report and the figures.
  /// - Throws: `LogReadError` for damage under the strict policy.
  package func inspect(
    _ reader: LogReader, progress: (InspectionProgress) -> Void,
    emit: (InteractionReport) -> Void, isCancelled: () -> Bool
  ) throws(LogReadError) -> Inspection {
    var fold = InspectionFold(configuration: configuration)
    var stats = LogStatsFold()
    var interactions = 0
    let sink = { (interaction: InteractionReport) in
      stats.count(interaction)
      interactions += 1
      emit(interaction)
    }
    var events = 0
    while let record = try reader.next() {
      stats.consume(record)
      fold.consume(record, emit: sink)
      events += 1
      if events % Self.progressInterval == 0 {
        if isCancelled() { break }
        let bytes = reader.summaries.reduce(Int64(0)) { $0 + $1.compressedBytes }
        progress(InspectionProgress(events: events, interactions: interactions, bytesRead: bytes))
      }
    }
    let summaries = reader.summaries
    let report = fold.finish(summaries: summaries, emit: sink)
    return Inspection(report: report, stats: stats.finish(summaries: summaries))
  }
}
