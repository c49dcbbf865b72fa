import Foundation
import InteractionTestSupport
import Testing

/// Docs/Queries.md's queries, run by `Tools/check-queries.py` on a fleet made of the recordings
/// and compared with what the built `ilog inspect` reports for the same files: the DuckDB ones
/// through the `duckdb` Python package, the ClickHouse ones through `chdb` (ClickHouse in the
/// Python process).
///
/// Each engine's test is skipped only where its Python package is missing; `.ci/run` installs
/// both and sets `ILOG_REQUIRE_DUCKDB=1` and `ILOG_REQUIRE_CHDB=1`, so that in CI a missing
/// package fails the test instead.
@Suite struct QueriesDocTests {
  static let script = PackageRoot.path + "/Tools/check-queries.py"
  static let environment = ProcessInfo.processInfo.environment
  static let runsDuckDB = environment["ILOG_REQUIRE_DUCKDB"] == "1" || imports("duckdb")
  static let runsClickHouse = environment["ILOG_REQUIRE_CHDB"] == "1" || imports("chdb")

  struct NoPython: Error, CustomStringConvertible {
    var description: String { "python3 is not on PATH" }
  }

  /// Whether `python3` imports `module`.
  static func imports(_ module: String) -> Bool {
    guard let python = ILogBinary.tool("python3") else { return false }
    let outcome = try? ILogBinary.run(python, ["-c", "import \(module)"])
    return outcome?.status == 0
  }

  /// The script's one run, which both tests share.
  ///
  /// With the engines that run, since building the fleet and inspecting it take most of its
  /// time; it prints a line per engine whose answers agree.
  static let checked = Result { () throws -> ProgramResult in
    guard let python = ILogBinary.tool("python3") else { throw NoPython() }
    var engines: [String] = []
    if runsDuckDB { engines += ["--engine", "duckdb"] }
    if runsClickHouse { engines += ["--engine", "clickhouse"] }
    return try ILogBinary.run(python, [script, "--ilog", try ILogBinary.path()] + engines)
  }

  /// Expects the script's line saying that `engine`'s queries agree with `ilog inspect`.
  static func expectAgreement(of engine: String) throws {
    let outcome = try checked.get()
    #expect(
      outcome.output.contains("\(engine) queries agree with ilog inspect"),
      "check-queries.py exited \(outcome.status):\n\(outcome.output)\(outcome.error)")
  }

  @Test(
    .enabled(
      if: runsDuckDB, "needs python3 with the duckdb package (python3 -m pip install duckdb)"))
  func duckDBQueriesAgreeWithInspect() throws {
    try Self.expectAgreement(of: "DuckDB")
  }

  @Test(
    .enabled(
      if: runsClickHouse, "needs python3 with the chdb package (python3 -m pip install chdb)"))
  func clickHouseQueriesAgreeWithInspect() throws {
    try Self.expectAgreement(of: "ClickHouse")
  }
}
