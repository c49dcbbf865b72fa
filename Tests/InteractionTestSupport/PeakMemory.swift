import Foundation

/// A program's peak resident memory, measured by GNU time (`/usr/bin/time -f %M`), where the
/// system's `time` is GNU's.
///
/// BSD's `time` (macOS) has no `-f` or `-o`, and prints its `-l` report into the program's own
/// standard error, which the tests read; there the measurement is skipped and the program still
/// runs. Every test that measures memory goes through this type; `RepositoryTests` fails on a
/// `/usr/bin/time` invocation anywhere else.
package enum PeakMemory {
  /// Why a measurement is skipped where ``gnuTime`` is `nil`.
  package static let unavailableReason =
    "peak memory not measured: /usr/bin/time is not GNU time (Linux: apt-get install time)"

  /// `/usr/bin/time` when it is GNU time (it answers `--version` with "GNU"); `nil` otherwise.
  package static let gnuTime: String? = {
    let path = "/usr/bin/time"
    guard FileManager.default.isExecutableFile(atPath: path),
      let probe = try? runProgram(path, ["--version"]), probe.status == 0,
      (probe.output + probe.error).contains("GNU")
    else { return nil }
    return path
  }()

  /// Runs `executable` with `arguments` to its end, under GNU time where there is one.
  ///
  /// - Parameters:
  ///   - executable: The program's path.
  ///   - arguments: Its arguments.
  /// - Returns: What it printed and how it ended, and its peak resident memory in KiB; `nil`
  ///   where GNU time is missing or its report could not be read.
  /// - Throws: When the program cannot be started or its output read.
  package static func run(_ executable: String, _ arguments: [String]) throws
    -> (outcome: ProgramResult, peakKiB: Int?)
  {
    guard let gnuTime else { return (try runProgram(executable, arguments), nil) }
    let scratch = TemporaryDirectory("rss")
    let report = scratch.file("rss")
    // -o: the report in a file of its own, apart from the program's standard error.
    let outcome = try runProgram(gnuTime, ["-f", "%M", "-o", report, executable] + arguments)
    let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
    return (outcome, text.split(separator: "\n").last.flatMap { Int($0) })
  }
}
