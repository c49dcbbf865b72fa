/// What ``Inspector/inspect(paths:policy:emit:)`` found.
public struct Inspection: Hashable, Codable, Sendable {
  /// The processes, interactions (if retained), finding counts and damage.
  public var report: SessionReport
  /// Events per kind, interactions per intent, latencies, blocks and bytes.
  public var stats: LogStats

  /// Creates an inspection from its parts, each the property of the same name.
  public init(report: SessionReport, stats: LogStats) {
    self.report = report
    self.stats = stats
  }
}
