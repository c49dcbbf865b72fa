import CommandSupport
import ILogSupport
import InteractionInspector
import InteractionLog
import InteractionReplayCommand

/// What the tool asks of its terminal: whether its streams are one, and the progress lines it
/// draws on standard error.
enum Terminal {
  static var standardOutputIsATerminal: Bool { TerminalCheck.standardOutput }
  static var standardErrorIsATerminal: Bool { TerminalCheck.standardError }

  /// Progress lines go to standard error, timed by the monotonic clock.
  static var progressOutput: ProgressOutput { .standardError }

  /// The progress meter of a command over big logs, shown when standard error is a terminal;
  /// a command that prints events as it reads (`printsEvents`) shows it only when standard
  /// output is not that terminal too, so that lines and the meter do not mix.
  static func progressMeter(_ label: String, files: [String], printsEvents: Bool = false)
    -> ProgressMeter
  {
    ProgressMeter(
      label, files: files,
      isEnabled: standardErrorIsATerminal && !(printsEvents && standardOutputIsATerminal),
      output: progressOutput)
  }

  /// The progress line of an inspection, `ilog: <verb> 45% (…)`, shown when standard error is a
  /// terminal.
  static func inspectionProgress(_ sessions: [InspectedSession], verb: String)
    -> InspectionProgressMeter
  {
    InspectionProgressMeter(
      sessions: sessions, label: "ilog: \(verb)", isEnabled: standardErrorIsATerminal,
      sharesOutput: standardOutputIsATerminal, output: progressOutput)
  }
}
