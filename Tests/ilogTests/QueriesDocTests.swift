import Foundation
import InteractionTestSupport
import Testing

/// Docs/Queries.md's DuckDB queries, run by `Tools/check-queries.py` through the `duckdb` Python
/// package on a fleet made of the recordings, and compared with what the built `ilog inspect`
/// reports for the same files.
///
/// Skipped only where Python's duckdb package is missing; `.ci/run` installs it and sets
/// `ILOG_REQUIRE_DUCKDB=1`, so that in CI a missing package fails the test instead.
@Suite struct QueriesDocTests {
  static let script = PackageRoot.path + "/Tools/check-queries.py"
  static let isRequired = ProcessInfo.processInfo.environment["ILOG_REQUIRE_DUCKDB"] == "1"

  /// Whether `python3` imports `duckdb`.
  static var hasDuckDB: Bool {
    guard let python = ILogBinary.tool("python3") else { return false }
    let outcome = try? ILogBinary.run(python, ["-c", "import duckdb"])
    return outcome?.status == 0
  }

  @Test(
    .enabled(
      if: isRequired || hasDuckDB,
      "needs python3 with the duckdb package (python3 -m pip install duckdb)"))
  func duckDBQueriesAgreeWithInspect() throws {
    let python = try #require(ILogBinary.tool("python3"), "python3 is not on PATH")
    let outcome = try ILogBinary.run(python, [Self.script, "--ilog", try ILogBinary.path()])
    #expect(
      outcome.status == 0,
      "check-queries.py exited \(outcome.status):\n\(outcome.output)\(outcome.error)")
    #expect(outcome.output.contains("DuckDB queries agree with ilog inspect"), "\(outcome.output)")
  }
}
