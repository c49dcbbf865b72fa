/// The latencies of one kind of call, in nanoseconds: count, extremes, mean and percentiles.
public struct LatencySummary: Hashable, Codable, Sendable {
  /// Completions with a latency.
  public var count: Int
  /// The shortest latency.
  public var minimum: UInt64
  /// The longest latency.
  public var maximum: UInt64
  /// The arithmetic mean, rounded down.
  public var mean: UInt64
  /// The median, as a nearest-rank percentile.
  public var p50: UInt64
  /// The 90th nearest-rank percentile.
  public var p90: UInt64
  /// The 99th nearest-rank percentile.
  public var p99: UInt64
  /// Whether the percentiles are exact (up to 1,024 samples per kind); past that they come from
  /// a log-linear histogram, within 1.6 % of the true value.
  public var isExact: Bool

  init?(_ digest: LatencyDigest) {
    guard digest.count > 0, let p50 = digest.percentile(50), let p90 = digest.percentile(90),
      let p99 = digest.percentile(99)
    else { return nil }
    count = digest.count
    minimum = digest.minimum
    maximum = digest.maximum
    mean = UInt64(digest.sum / Double(digest.count))
    self.p50 = p50
    self.p90 = p90
    self.p99 = p99
    isExact = digest.isExact
  }
}
