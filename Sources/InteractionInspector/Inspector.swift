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

  /// Creates an inspector.
  ///
  /// - Parameter configuration: The rules, expected orders, retention and window.
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
  /// - Throws: ``InteractionLog/LogReadError`` when a path cannot be read, or for damage under
  ///   the strict policy.
  public func inspect(
    paths: [String], policy: RecoveryPolicy = .pointInTime,
    emit: (InteractionReport) -> Void = { _ in }
  ) throws(LogReadError) -> Inspection {
    let reader = try LogReader(paths: paths, policy: policy)
    var fold = InspectionFold(configuration: configuration)
    var stats = LogStatsFold()
    let sink = { (interaction: InteractionReport) in
      stats.count(interaction)
      emit(interaction)
    }
    while let record = try reader.next() {
      stats.consume(record)
      fold.consume(record, emit: sink)
    }
    let summaries = reader.summaries
    let report = fold.finish(summaries: summaries, emit: sink)
    return Inspection(report: report, stats: stats.finish(summaries: summaries))
  }
}

/// What ``Inspector/inspect(paths:policy:emit:)`` found.
public struct Inspection: Hashable, Codable, Sendable {
  /// The processes, interactions (if retained), finding counts and damage.
  public var report: SessionReport
  /// Events per kind, interactions per intent, latencies, blocks and bytes.
  public var stats: LogStats

  /// Creates an inspection.
  ///
  /// - Parameters:
  ///   - report: The session report.
  ///   - stats: The figures.
  public init(report: SessionReport, stats: LogStats) {
    self.report = report
    self.stats = stats
  }
}
