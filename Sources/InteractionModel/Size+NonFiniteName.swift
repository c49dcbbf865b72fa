extension Size {
  /// The names of the lengths JSON has no number for, as a log (FORMAT.md §3.5) and a report
  /// write them: JavaScript's spelling, which `jq`'s `tonumber`, DuckDB's cast to `DOUBLE`,
  /// Python's `float` and JavaScript's `Number` all read back.
  private static let nonFiniteNames: [(name: String, length: Double)] = [
    ("NaN", .nan), ("Infinity", .infinity), ("-Infinity", -.infinity),
  ]

  /// The name a width or height is written as when JSON has no number for it.
  ///
  /// - Parameter length: A width or height.
  /// - Returns: `"NaN"`, `"Infinity"` or `"-Infinity"`; `nil` for a finite length, which is
  ///   written as a number.
  package static func nonFiniteName(of length: Double) -> String? {
    guard !length.isFinite else { return nil }
    return nonFiniteNames.first { $0.length == length || ($0.length.isNaN && length.isNaN) }?.name
  }

  /// The length that a name of ``nonFiniteName(of:)`` stands for.
  ///
  /// - Parameter name: A string read where a width or height is expected.
  /// - Returns: NaN or an infinity; `nil` for any other string (names are case-sensitive).
  package static func length(nonFiniteName name: String) -> Double? {
    nonFiniteNames.first { $0.name == name }?.length
  }
}
