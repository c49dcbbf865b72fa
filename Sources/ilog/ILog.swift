import ArgumentParser
import CommandSupport
import ILogSupport
import InteractionInspector
import InteractionLog
import InteractionReplay
import InteractionReplayCommand

/// The `ilog` command: reads and checks `ilog/1` interaction logs.
///
/// Exit codes are part of the interface (see ``exitCodes``): 0 when all is well, 1 for findings
/// in the logs, 2 for usage errors and unreadable input. ArgumentParser exits with 64 (`EX_USAGE`)
/// for a usage error; ``main()`` maps that to 2.
@main
struct ILog: AsyncParsableCommand {
  /// The exit codes, as the root help lists them.
  static let exitCodes = """
    EXIT STATUS:
      0  all is well (for verify: every file clean and closed cleanly)
      1  findings: damage, a torn tail, or a file not closed cleanly;
         for inspect, report and watch --strict: any exception;
         for diff: the recordings differ;
         for recover and redact: something was unreadable (the copy holds
         the rest); for replay: the replay diverged from the recording;
         for replay, explore, make-test and watch --until-end: the
         recording is damaged or its logs record a loss (a gap, dropped
         events, a recorder error, a sequence jump, a broken link, an
         unsealed block, a file of another session), never a pass unless
         --accept-loss names it; for watch --until-end: --idle-limit
         stopped it with files not closed; for replay --step: quit after
         a divergence
      2  usage error, or unreadable input: a missing file, a directory
         without *.ilog files, an empty file, a file that is not gzip;
         the files of two recording sessions read as one (inspect, stats,
         report, diff); an output that exists (never overwritten) or
         cannot be written, such as a JSON report holding a number JSON
         has no text for; for replay: an --order that does not fit the
         recording, a --commands line that failed
    """

  static let configuration = CommandConfiguration(
    commandName: "ilog",
    abstract: "Read, check and replay SiriKit interaction logs (ilog/1).",
    discussion: """
      A log is a file of gzip blocks holding one JSON event per line, as FORMAT.md describes; \
      a session directory holds one *.ilog file per process, read together merged by time.

      \(exitCodes)
      """,
    version: LogFormat.toolVersion,
    subcommands: [
      Events.self,
      Verify.self,
      Inspect.self,
      Report.self,
      Stats.self,
      Diff.self,
      Tail.self,
      Watch.self,
      Export.self,
      Recover.self,
      Redact.self,
      // `replay`: its options and run() are in Sources/InteractionReplayCommand/ReplayCommand.swift.
      ReplayCommand<SampleSubjects>.self,
      // `explore`: in Sources/InteractionReplayCommand/ExploreCommand.swift.
      ExploreCommand<SampleSubjects>.self,
      MakeTest.self,
    ]
  )

  /// Parses the arguments, runs the command, and exits with ``exitCodes``' status.
  static func main() async {
    if let problem = ReadAhead.environmentProblem {
      StandardError.write("ilog: \(problem)")
      exit(withError: ExitCode(2))
    }
    await CommandMain.run(self, failure: failure(for:))
  }

  /// What to print and which status to exit with for an error this tool maps itself, or `nil`
  /// for ArgumentParser's own handling (help, version, and `ExitCode` thrown by a command).
  static func failure(for error: any Error) -> (message: String, status: Int32)? {
    switch error {
    case let error as InputError:
      return ("ilog: \(error)", 2)
    case let error as LogReadError:
      if case .damaged(let damage) = error { return ("ilog: damage: \(damage)", 1) }
      return ("ilog: \(InputError(error))", 2)
    case let error as LogWriteError:
      return ("ilog: cannot write: \(error)", 2)
    case let error as JSONEncodeError:
      return ("ilog: \(error)", 2)
    case let error as ReplayTestFileError:
      // make-test's `--force` is the way past an existing file.
      let hint = if case .outputExists = error { " (use --force)" } else { "" }
      return ("ilog: \(InputError(what: error.what + hint, location: error.location))", 2)
    default:
      guard exitCode(for: error) == .validationFailure else { return nil }
      // ArgumentParser's text, usage included, in this tool's `ilog: ` form.
      let message = fullMessage(for: error)
      return (message.hasPrefix("Error: ") ? "ilog: " + message.dropFirst(7) : message, 2)
    }
  }
}
