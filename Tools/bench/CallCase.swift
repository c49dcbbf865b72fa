/// One way of making the benchmark's resolve calls, one row of the recorder's table.
protocol CallCase {
  /// The row's label.
  var name: String { get }
  /// What the row measures.
  var note: String { get }
  /// Makes every call once, writing any log into `directory` (replacing the previous run's).
  func run(in directory: String) throws -> CallSample
}
