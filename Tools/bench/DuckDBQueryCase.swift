import Foundation

/// Docs/Queries.md's empty-set-not-first query in DuckDB on the long recording's files, timed by
/// `Tools/time-duckdb-query.py` from creating the view to the query's last row (not Python's
/// start-up), so that `ilog inspect` is compared with the engine, not with the interpreter.
struct DuckDBQueryCase: InspectCase {
  let name = "DuckDB: empty-set-not-first (Docs/Queries.md)"
  let note = "the view and the query in an open connection; Python's duckdb, all cores"
  /// `Tools/time-duckdb-query.py`.
  let script: String
  /// Where the script's output goes between runs.
  let output: String

  /// The case, or `nil` with the reason when the script cannot run (no python3, no duckdb).
  static func available(packageRoot: String, directory: String) -> (Self?, String?) {
    let script = "\(packageRoot)/Tools/time-duckdb-query.py"
    let probe = ChildProcess(
      executable: "/usr/bin/env", arguments: ["python3", "-c", "import duckdb"])
    guard FileManager.default.isExecutableFile(atPath: script),
      (try? probe.run(standardOutput: "/dev/null", standardError: "/dev/null")) != nil
    else { return (nil, "no DuckDB row: python3 with the duckdb package is needed") }
    return (Self(script: script, output: "\(directory)/duckdb-query.txt"), nil)
  }

  func run(_ recording: LongRecording) throws -> InspectSample {
    let command = ChildProcess(
      executable: "/usr/bin/env", arguments: ["python3", script, recording.session])
    // The child's standard output is opened, not created.
    _ = FileManager.default.createFile(atPath: output, contents: nil)
    _ = try command.run(standardOutput: output)
    let text = try String(contentsOfFile: output, encoding: .utf8)
    let fields = text.split(whereSeparator: \.isWhitespace)
    guard fields.count == 2, let nanoseconds = Double(fields[0]), Int(fields[1]) != nil else {
      throw BenchmarkError.check("time-duckdb-query.py printed \(text.debugDescription)")
    }
    return InspectSample(nanoseconds: nanoseconds)
  }

  func peakKilobytes(_ recording: LongRecording, in directory: String) throws -> Int? { nil }
}
