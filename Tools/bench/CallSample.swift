/// What one run of a ``CallCase`` (or of the host) measured.
struct CallSample: Codable {
  /// Calls (or interactions) made.
  var calls: Int
  /// Nanoseconds the caller spent making them all.
  var nanoseconds: Double
}
