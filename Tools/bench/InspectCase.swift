/// One way of reading the long recording through, one row of the inspector's table.
protocol InspectCase {
  /// The row's label.
  var name: String { get }
  /// What the row measures.
  var note: String { get }
  /// Reads the whole recording once.
  func run(_ recording: LongRecording) throws -> InspectSample
}
