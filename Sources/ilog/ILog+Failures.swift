import ArgumentParser
import CommandSupport
import ILogSupport
import InteractionInspector
import InteractionReplayCommand

extension ILog {
  /// Writes each problem on standard error after `ilog: `, after the output, then fails with
  /// status 1 if there was any.
  ///
  /// - Parameter problems: Lines such as `damage: t.ilog: byte 40: torn-tail: the end`.
  /// - Throws: `ExitCode(1)` when `problems` is not empty.
  static func fail(reporting problems: [String]) throws(ExitCode) {
    for problem in problems { StandardError.write("ilog: \(problem)") }
    if !problems.isEmpty { throw ExitCode(1) }
  }

  /// Fails with status 1 for damage or a file not closed cleanly, or for exceptions under
  /// `--strict`, saying why on standard error where standard output carries data (JSON,
  /// Markdown, Mermaid) rather than the text summary that already says it.
  ///
  /// - Parameters:
  ///   - problems: The sessions' problems (see `InspectionOutcome.problems(of:)`).
  ///   - findings: How many exceptions were shown.
  ///   - strict: Whether exceptions fail.
  ///   - format: The format of standard output.
  /// - Throws: `ExitCode(1)` for problems, or for findings under `strict`.
  static func finish(problems: [String], findings: Int, strict: Bool, format: OutputFormat)
    throws(ExitCode)
  {
    let failsStrict = strict && findings > 0
    if format != .text {
      for problem in problems { StandardError.write("ilog: \(problem)") }
      if failsStrict {
        StandardError.write(
          "ilog: --strict: \(findings) exception\(findings == 1 ? "" : "s") found")
      }
    }
    if !problems.isEmpty || failsStrict { throw ExitCode(1) }
  }
}
