/// One of the foundation issue's targets, and whether this run met it.
struct TargetResult: Codable {
  /// Which way the ratio must fall.
  enum Comparison: String, Codable {
    case atMost = "<="
    case atLeast = ">="
  }

  /// The target as the issue states it.
  var name: String
  /// What was measured, in `unit`.
  var measured: Double
  /// What it is compared with, in `unit`.
  var reference: Double
  var unit: String
  /// `measured / reference`.
  var ratio: Double
  var comparison: Comparison
  /// The bound on ``ratio``.
  var limit: Double
  /// Whether ``ratio``, from the best figures, meets the limit.
  var passed: Bool
  /// The goal that replaced this one, for a target a later issue restated: its row stays so that
  /// its figures remain comparable with earlier runs, but it has no verdict.
  var replacedBy: String?
  /// For targets that compare two measured rows, the ratio within each repetition.
  ///
  /// A repetition's two runs are seconds apart; on a shared machine whose speed drifts, the
  /// median of these is a check on the ratio of two bests that may come from different moments.
  var pairedRatios: [Double]?

  /// The median of ``pairedRatios``.
  var pairedMedian: Double? {
    guard let ratios = pairedRatios?.sorted(), !ratios.isEmpty else { return nil }
    let middle = ratios.count / 2
    return ratios.count % 2 == 1 ? ratios[middle] : (ratios[middle - 1] + ratios[middle]) / 2
  }

  init(
    _ name: String, measured: Double, reference: Double, unit: String, _ comparison: Comparison,
    _ limit: Double, pairedRatios: [Double]? = nil, replacedBy: String? = nil
  ) {
    self.pairedRatios = pairedRatios
    self.replacedBy = replacedBy
    self.name = name
    self.measured = measured
    self.reference = reference
    self.unit = unit
    self.comparison = comparison
    self.limit = limit
    ratio = measured / reference
    passed = comparison == .atMost ? ratio <= limit : ratio >= limit
  }

  /// PASS or MISS, or `replaced` for a goal a later one replaced.
  var verdict: String {
    replacedBy != nil ? "replaced" : passed ? "PASS" : "MISS"
  }

  /// A figure of this target with its unit: seconds to the hundredth, the rest whole.
  func text(_ value: Double) -> String {
    (unit == "s" ? Format.fixed(value, 2) : Format.whole(value)) + " " + unit
  }
}
