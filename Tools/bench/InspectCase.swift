/// One way of reading the long recording through, one row of the inspector's table.
protocol InspectCase {
  /// The row's label.
  var name: String { get }
  /// What the row measures.
  var note: String { get }
  /// Reads the whole recording once.
  func run(_ recording: LongRecording) throws -> InspectSample
  /// The peak RSS in kilobytes of one more, untimed, read; `nil` when it runs in this process.
  func peakKilobytes(_ recording: LongRecording, in directory: String) throws -> Int?
}
