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
