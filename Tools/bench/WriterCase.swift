/// One way of writing the generated events, one row of the writers' table.
protocol WriterCase {
  /// The row's label.
  var name: String { get }
  /// What the row measures, and what qualifies its figures.
  var note: String { get }
  /// Writes every event once into a file in `directory` (replacing the previous run's).
  func run(in directory: String) throws -> WriterSample
}
