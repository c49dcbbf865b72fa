import ArgumentParser
import CommandSupport
import ILogSupport
import InteractionInspector
import InteractionLog
import InteractionReplayCommand

extension ILog {
  /// `ilog diff`: how two recordings differ, interaction by interaction.
  struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Compare two recordings interaction by interaction.",
      discussion: """
        Matches the interactions of <expected> and <actual> by intent class and ordinal (the \
        second INSendMessageIntent of one with the second of the other) and compares the order \
        of calls, the parameters offered and claimed, completions, success, sizes, resolution \
        results and response codes. Instance ids, call ids, times and latencies are not \
        compared: they differ between any two runs. The first difference is printed first, \
        each with its expected and actual value.

        Each side is a session directory or one log file.

        --format json writes {"schema": "\(DiffRenderer.schema)", "expected", "actual", \
        "differences": [{"path", "expected", "actual"}]} with sorted keys; --format mermaid \
        draws the actual recording's differing interactions with a note per difference.

        EXIT STATUS: 0 no differences; 1 the recordings differ, or either is damaged or not \
        closed cleanly; 2 usage error or unreadable input.

        EXAMPLES:
          $ ilog diff Recordings/start-workout session/
          $ ilog diff --format markdown before/ after/ >> review.md
        """
    )

    @Argument(help: ArgumentHelp("The reference recording.", valueName: "expected"))
    var expected: String

    @Argument(help: ArgumentHelp("The recording compared with it.", valueName: "actual"))
    var actual: String

    @OptionGroup var output: OutputOptions

    @Option(help: "What to do about damage: stop at it (point-in-time), fail (strict), or skip it.")
    var policy: RecoveryPolicy = .pointInTime

    func run() throws {
      let sessions = try InspectedSession.open([[expected], [actual]], policy: policy)
      let inspector = Inspector(configuration: InspectionConfiguration(retainsInteractions: true))
      let progress = Terminal.inspectionProgress(sessions, verb: "comparing")
      let reports = try inspector.inspect(sessions, progress: progress.update(session:_:))
        .map(\.report)
      progress.clear()
      let differences = RecordingDiff.differences(expected: reports[0], actual: reports[1])
      let renderer = DiffRenderer(format: output.format, style: output.style())
      print(
        try renderer.render(
          expected: DiffRenderer.Side(paths: [expected], report: reports[0]),
          actual: DiffRenderer.Side(paths: [actual], report: reports[1]),
          differences: differences),
        terminator: "")
      let problems = reports.flatMap(InspectionOutcome.problems(of:))
      if output.format != .text, !differences.isEmpty {
        let count = differences.count
        StandardError.write(
          "ilog: the recordings differ: \(count) difference\(count == 1 ? "" : "s")")
      }
      try ILog.finish(problems: problems, findings: 0, strict: false, format: output.format)
      if !differences.isEmpty { throw ExitCode(1) }
    }
  }
}
