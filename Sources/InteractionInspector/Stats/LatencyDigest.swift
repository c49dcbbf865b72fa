/// Collects latencies of one call kind in bounded memory and answers percentiles.
///
/// Exact up to ``exactLimit`` samples (every value kept, nearest-rank percentiles). Past that it
/// moves the samples into a log-linear histogram, as HdrHistogram does: values are bucketed by
/// their power of two, each power split into 64 linear sub-buckets, so a percentile is within
/// 1/64 (1.6 %) of the true value; it is reported as its bucket's upper bound, clamped to the
/// exact minimum and maximum. Memory: at most 64 × 64 counters per kind.
struct LatencyDigest: Hashable, Sendable {
  static let exactLimit = 1024
  private static let subBucketBits = 6

  private(set) var count = 0
  private(set) var minimum = UInt64.max
  private(set) var maximum: UInt64 = 0
  private(set) var sum: Double = 0
  private var exact: [UInt64] = []
  private var histogram: [Int: Int] = [:]

  var isExact: Bool { histogram.isEmpty }

  mutating func add(_ value: UInt64) {
    count += 1
    minimum = min(minimum, value)
    maximum = max(maximum, value)
    sum += Double(value)
    if histogram.isEmpty, exact.count < Self.exactLimit {
      exact.append(value)
      return
    }
    for kept in exact { histogram[Self.bucket(of: kept), default: 0] += 1 }
    exact = []
    histogram[Self.bucket(of: value), default: 0] += 1
  }

  /// Adds another digest's samples, as if each had been added here: the samples stay exact
  /// while there are at most ``exactLimit`` together, and are bucketed once there are more.
  mutating func merge(_ other: LatencyDigest) {
    guard other.count > 0 else { return }
    count += other.count
    minimum = min(minimum, other.minimum)
    maximum = max(maximum, other.maximum)
    sum += other.sum
    if histogram.isEmpty, other.histogram.isEmpty,
      exact.count + other.exact.count <= Self.exactLimit
    {
      exact += other.exact
      return
    }
    for kept in exact + other.exact { histogram[Self.bucket(of: kept), default: 0] += 1 }
    exact = []
    histogram.merge(other.histogram, uniquingKeysWith: +)
  }

  /// The nearest-rank percentile `p` (0 < p ≤ 100).
  func percentile(_ p: Double) -> UInt64? {
    guard count > 0 else { return nil }
    let rank = max(1, Int((p / 100 * Double(count)).rounded(.up)))
    if histogram.isEmpty {
      return exact.sorted()[min(rank, exact.count) - 1]
    }
    var seen = 0
    for bucket in histogram.keys.sorted() {
      seen += histogram[bucket] ?? 0
      if seen >= rank { return Swift.min(Swift.max(Self.upperBound(of: bucket), minimum), maximum) }
    }
    return maximum
  }

  /// Values below 64 have a bucket each; above, a power of two and a 1/64th of it.
  private static func bucket(of value: UInt64) -> Int {
    let sub = UInt64(1) << subBucketBits
    guard value >= sub else { return Int(value) }
    let power = 63 - value.leadingZeroBitCount
    let shift = power - subBucketBits
    let offset = Int((value >> shift) - sub)
    return (power - subBucketBits + 1) << subBucketBits + offset
  }

  private static func upperBound(of bucket: Int) -> UInt64 {
    let sub = 1 << subBucketBits
    guard bucket >= sub else { return UInt64(bucket) }
    let power = (bucket >> subBucketBits) + subBucketBits - 1
    let offset = UInt64(bucket & (sub - 1))
    let shift = power - subBucketBits
    let low = (UInt64(sub) + offset) << shift
    return low + (UInt64(1) << shift) - 1
  }
}
