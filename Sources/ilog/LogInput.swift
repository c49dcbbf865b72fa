import ArgumentParser
import ILogSupport
import InteractionInspector
import InteractionLog

/// The logs a command reads: files and session directories, shared through `@OptionGroup`.
struct LogInput: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "Log files, or session directories whose *.ilog files are read merged by time.",
      valueName: "file-or-dir"))
  var paths: [String]

  /// Opens the logs, after checking that every file holds one (see `LogPaths`).
  func open(
    policy: RecoveryPolicy, decoding: LineDecoding = .events(.full), keepsLines: Bool = false
  ) throws(InputError) -> LogReader {
    try LogPaths.open(paths, policy: policy, decoding: decoding, keepsLines: keepsLines)
  }
}
