/// What one run of a ``WriterCase`` measured.
struct WriterSample: Codable {
  /// Nanoseconds the caller spent handing all events over (inside `append`, or the whole loop
  /// for writers that do everything in the caller).
  var callerNanoseconds: Double
  /// Nanoseconds until every event was in the file (`close` returned); `nil` when nothing is
  /// written.
  var sustainedNanoseconds: Double?
  /// The file's size at the end; `nil` when nothing is written.
  var fileBytes: Int64?
  /// The caller's thread CPU time for the same span as ``callerNanoseconds`` (LogWriter's rows);
  /// `nil` where not measured.
  var callerCPUNanoseconds: Double?
  /// Events the writer dropped (buffered mode only).
  var dropped: UInt64?
}
