/// What one run of an ``InspectCase`` measured.
struct InspectSample: Codable {
  /// Nanoseconds from start to the end of the recording (to the child's exit for a process).
  var nanoseconds: Double
}
