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
  var passed: Bool

  init(
    _ name: String, measured: Double, reference: Double, unit: String, _ comparison: Comparison,
    _ limit: Double
  ) {
    self.name = name
    self.measured = measured
    self.reference = reference
    self.unit = unit
    self.comparison = comparison
    self.limit = limit
    ratio = measured / reference
    passed = comparison == .atMost ? ratio <= limit : ratio >= limit
  }
}
