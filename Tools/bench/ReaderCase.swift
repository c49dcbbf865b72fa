/// One way of reading the benchmark's log back, one row of the readers' table.
protocol ReaderCase {
  /// The row's label.
  var name: String { get }
  /// What the row measures.
  var note: String { get }
  /// Reads the whole file at `path` once.
  func run(path: String) throws -> ReaderSample
}
