public import ArgumentParser
import CommandSupport
import InteractionHost
package import InteractionModel
package import InteractionReplay

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `replay`: re-drives registered types from a recording and prints the divergence report; the
/// command behind `ilog replay`, for users to embed with their own types.
///
/// ```swift
/// import InteractionReplay
/// import InteractionReplayCommand
/// import MyIntentsUI
///
/// enum MySubjects: ReplaySubjectCatalog {
///   static let subjects: KeyValuePairs<String, ReplaySubjects> = [
///     "workout": .types(provider: { WorkoutIntentsExtension() }, controller: { IntentViewController() })
///   ]
/// }
///
/// ReplayCommand<MySubjects>.main()  // in main.swift; `await` it in an `@main` type's `static func main() async`
/// ```
///
/// Exit status: 0 when the replay matched, 1 when it diverged or the recording is damaged or
/// records a loss, 2 for a usage error, a failing `--commands` line or a recording that cannot be
/// read (``main()`` maps ArgumentParser's usage errors to 2, as `ilog` does).
public struct ReplayCommand<Catalog: ReplaySubjectCatalog>: ReplayMainCommand {
  /// The command's name, `replay`, its abstract, and a discussion of the modes, the registered
  /// subjects and the exit status, for `--help`.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "replay",
      abstract: "Re-drive registered types from a recording and report every divergence.",
      discussion: """
        Modes: exact issues the recorded calls with the recorded inputs, each configureView \
        on a new controller and each handler method on a new handler; host re-drives with \
        SiriKit's rules from the recorded start, so what is offered depends on what the \
        controller claims now; chaos does the same under another delivery order (--delivery, \
        --seed) and faults (--fault). The same inputs print the same report.

        Subjects: \(Catalog.subjectList)

        Every mode judges what the user sees: the inspector's findings of the code on the \
        replayed run (header-not-on-top, shown-twice, size-not-allowed, foreign-claim) fail \
        it; --no-check-findings turns that off.

        A damaged recording (a torn or corrupt log, a file not closed, an interaction cut \
        off, a session without the log of a process the subject replays) is replayed up to the \
        damage and never passes: the report lists each damage with its file and byte offset. \
        Nor does a recording whose logs record a loss (a gap, dropped events, a recorder \
        error, a sequence jump, a broken link, an unsealed block, a file of another session): \
        what was lost was never replayed. --accept-loss KIND accepts a kind on purpose; the \
        report lists what it accepted. Logs of two sessions are never merged.

        EXAMPLES:
        \(examples)

        EXIT STATUS:
          0  the replay matched the recording
          1  the replay diverged, the recording is damaged or records a loss, or --step's \
        quit came after a divergence
          2  usage error, a recording that cannot be read (a missing path, an empty file, \
        one that is not gzip), or a command of --commands that failed
        """)
  }

  /// `--help`'s examples, in the catalog's own spelling: its command, `--sample` or
  /// `--subject`, its first subject.
  static var examples: String {
    let replay = Catalog.command.replay
    let subject = "\(Catalog.command.subjectOption) \(Catalog.subjects.first?.key ?? "NAME")"
    // Short enough not to wrap at 80 columns for `ilog`, so each reads as one command.
    return [
      "$ \(replay) Recordings/start-workout \(subject)",
      "$ \(replay) Recordings/empty-set-last \(subject) --mode host",
      "$ \(replay) Recordings/two-process \(subject) --step --until-step 21",
      "$ \(replay) Recordings/empty-set-last \(subject) --format json",
    ].map { "  " + $0 }.joined(separator: "\n")
  }

  /// The recording, the subjects, the interaction and the comparisons, which `explore` takes
  /// too.
  @OptionGroup var run: ReplayArguments

  @Option(
    help: ArgumentHelp(
      "exact, host or chaos.",
      valueName: ReplayModeName.allCases.map(\.rawValue).joined(separator: "|")
    ))
  var mode: ReplayModeName = .exact

  @Option(
    help:
      "Chaos order: documented, empty-set-last or permutation (the default when --seed is given).")
  var delivery: DeliveryName?

  @Option(help: "The seed of the chaos permutation.")
  var seed: UInt64?

  @Option(
    help: ArgumentHelp(
      "A chaos order of your own, the sets in brackets as explore prints them, such as "
        + "'[INStartWorkoutIntent.intentDescription] []': every recorded set as often as it was "
        + "offered and the empty set once, parameters qualified (exit 2 otherwise, listing them).",
      valueName: "sets"))
  var order: String?

  @Option(
    name: .customLong("fault"),
    help: ArgumentHelp(
      "A chaos fault: \(HostFaults.named.map(\.name).joined(separator: ", ")) (repeatable).",
      valueName: "fault"))
  var faults: [FaultName] = []

  @Option(
    help: ArgumentHelp(
      "Stop after this sequence number: in exact mode each file's calls up to it; in host and chaos mode no interaction that starts later (the interaction it falls in is replayed whole). With --step the debugger first stops before the call recorded at it.",
      valueName: "seq"))
  var until: UInt64?

  @Option(
    name: .customLong("until-step"),
    help: ArgumentHelp(
      "With --step, stop first before this step of the replay, as where, the report and its "
        + "step-through commands number them (every file of the session counted): the replay "
        + "itself is not cut short.",
      valueName: "step"))
  var untilStep: Int?

  @Flag(
    help:
      "Show each call with the state before it is issued; on a terminal (or with --commands), stop before each and read commands (step, next, continue, goto, back, break, print, where, quit; help lists them)."
  )
  var step = false

  @Option(
    help: ArgumentHelp(
      "With --step, read the debugger's commands from this file, one a line ('-' for standard "
        + "input), as lldb -s or gdb -batch -x do, echoing each after the prompt; at the end of "
        + "the file the replay goes on to its report. The first command that fails (unknown, "
        + "or refused) ends the commands, as in gdb -batch: the replay runs to its end and "
        + "exits 2, naming the line.",
      valueName: "file"))
  var commands: String?

  @Option(
    name: .customLong("accept"),
    help: ArgumentHelp(
      "A kind of divergence that does not fail the replay, listed apart as accepted "
        + "(repeatable): \(DivergenceKind.allCases.map(\.rawValue).joined(separator: ", ")).",
      valueName: "kind"),
    transform: { name in
      guard let kind = DivergenceKind(rawValue: name) else {
        throw ValidationError(
          "not a kind of divergence; kinds: "
            + DivergenceKind.allCases.map(\.rawValue).joined(separator: ", "))
      }
      return kind
    })
  var accepted: [DivergenceKind] = []

  /// `--twice`, from before replaying twice was the default: accepted, and changes nothing.
  @Flag(help: .hidden)
  var twice = false

  @Option(help: "text, or json (schema ilog-replay/3: the report as data).")
  var format: ReplayOutputFormat = .text

  @Option(
    name: .customLong("report"),
    help: ArgumentHelp(
      "Also write the time-travel page of the replay: recorded and replayed side by side, each divergence marked; the file must not exist.",
      valueName: "file"))
  var page: String?

  /// Creates a command with its arguments not yet parsed, as `ParsableArguments` requires; run
  /// the command with `main()` instead.
  public init() {}

  /// Checks the arguments before ``run()``: the subject is registered, `--delivery`, `--seed`
  /// and `--fault` come only with `--mode chaos`, `--step` not with `--format json`, and neither
  /// `--timeout` nor `--size-tolerance` is negative.
  ///
  /// - Throws: A `ValidationError` naming the argument at fault, which ArgumentParser prints
  ///   with the usage.
  public mutating func validate() throws {
    _ = try Catalog.subjects(named: run.subject)
    if commands != nil, !step {
      throw ValidationError("--commands gives --step its commands: add --step.")
    }
    if let untilStep {
      guard step else { throw ValidationError("--until-step says where --step stops: add --step.") }
      guard untilStep >= 1 else {
        throw ValidationError("--until-step takes a step number from 1, as the report prints it.")
      }
    }
    if step, format == .json {
      throw ValidationError("--step prints text; it cannot go with --format json.")
    }
    if page?.isEmpty == true {
      throw ValidationError("--report needs the path of a new HTML file.")
    }
    if mode != .chaos, delivery != nil || seed != nil || order != nil || !faults.isEmpty {
      throw ValidationError("--delivery, --seed, --order and --fault apply to --mode chaos only.")
    }
    if let order {
      // The names are read against the recording in run(), which lists its sets on an error.
      guard OrderText.names(order) != nil else {
        throw ValidationError(
          "--order: the sets in brackets, their parameters apart by commas, such as "
            + "'[] [INStartWorkoutIntent.intentDescription]'; got '\(order)'.")
      }
      if delivery != nil || seed != nil {
        throw ValidationError("--order gives the order itself: not with --delivery or --seed.")
      }
    }
  }

  /// Replays the recording against the chosen subject and prints the report on standard output.
  ///
  /// With `--step`, each call is shown before it is issued; on a terminal the replay stops there
  /// and reads commands (``StepCommand``), off one it prints a trace.
  ///
  /// - Throws: `ExitCode(1)` when the replay diverged, after printing the report;
  ///   `ExitCode(2)` when the recording cannot be replayed, or `--order` does not fit it (a
  ///   parameter not qualified or never offered, a recorded set missing or doubled), after
  ///   printing why, with the recorded sets, on standard error.
  @MainActor
  public mutating func run() async throws {
    let subjects = try Catalog.subjects(named: run.subject)
    // Claimed before replaying: a path that exists or cannot be written is refused at once.
    let file = try ReportPageFile.claim(page, for: "replay")
    var isWritten = false
    defer { if !isWritten { file?.discard() } }
    guard let report = try await replay(try replayer(), subjects) else { return }
    try show(report)
    if let file {
      try file.write { try ReplayPage(report: report).html() }
      isWritten = true
    }
    if !report.passed { throw ExitCode(1) }
  }

  /// The recording read, with `--order`'s sets read against it, and the options the command
  /// line says.
  ///
  /// - Throws: `ExitCode(2)` when the recording cannot be read or `--order` does not fit it,
  ///   after saying why.
  @MainActor
  private func replayer() throws -> Replayer {
    let read: Recording
    var orderSets: [Set<Parameter>]?
    do throws(ReplayError) {
      read = try Recording(contentsOf: run.recording)
    } catch {
      StandardError.write("replay: \(error)")
      throw ExitCode(2)
    }
    // Typed, and without Optional.map's rethrows: older standard libraries rethrow any Error.
    do throws(ReplayError) {
      if let order {
        orderSets = try read.order(fromText: order, selection: invocation(order: nil).selection)
      }
    } catch {
      if case .orderMismatch = error {
        let views = read.interactions.filter { !$0.interface.isEmpty }.count
        StandardError.write(
          "replay: --order: \(error)"
            + (run.interaction == nil && views > 1
              ? " (the order replays every selected interaction: choose one with --interaction)"
              : ""))
      } else {
        StandardError.write("replay: \(error)")
      }
      throw ExitCode(2)
    }
    return Replayer(recording: read, options: invocation(order: orderSets).options())
  }

  /// Replays, under `--step`'s session when it is given.
  ///
  /// - Returns: The report, or `nil` when `quit` ended a stepped replay before it with nothing
  ///   found.
  /// - Throws: `ExitCode(1)` when `quit` came after a divergence; `ExitCode(2)` when the
  ///   recording cannot be replayed or a command of `--commands` failed, after saying so.
  @MainActor
  private func replay(_ replayer: Replayer, _ subjects: ReplaySubjects) async throws
    -> ReplayReport?
  {
    do {
      guard step else { return try await replayer.replay(subjects) }
      let session = StepSession(
        input: try stepInput(recording: replayer.recording), until: until, untilStep: untilStep,
        write: { print($0, terminator: "") })
      switch try await session.run(replayer, subjects) {
      case .finished(let report):
        return report
      case .quit(let afterDivergence):
        // `quit` ends without a report; the verdict is what was found up to there.
        if afterDivergence { throw ExitCode(1) }
        return nil
      case .scriptFailed(let failure, let report):
        // The report first, as the replay ran to its end; the script's failure decides.
        if let report { print(report, terminator: "") }
        StandardError.write("replay: --commands: \(failure)")
        throw ExitCode(2)
      }
    } catch let stop as ExitCode {
      throw stop
    } catch ReplayError.nothingSelected(let path, let selection) {
      // Say what there is to choose from, as a shell's completion would.
      let interactions = replayer.recording.interactions.map { interaction in
        "\(interaction.identifier ?? "(no id)") (\(interaction.intent.className))"
      }
      StandardError.write(
        "replay: \(path): no recorded interaction matches \(selection); its interactions: "
          + (interactions.isEmpty ? "none" : interactions.joined(separator: ", ")))
      throw ExitCode(2)
    } catch {
      StandardError.write("replay: \(error)")
      throw ExitCode(2)
    }
  }

  /// Prints the report in `--format`, and in JSON the recording's damage on standard error.
  ///
  /// - Throws: `ExitCode(2)` when the report has no JSON, after saying why.
  private func show(_ report: ReplayReport) throws {
    switch format {
    case .text:
      print(report, terminator: "")
    case .json:
      let json: String
      do {
        json = String(decoding: try report.jsonData(), as: UTF8.self)
      } catch {
        StandardError.write("replay: \(error)")
        throw ExitCode(2)
      }
      print(json)
      // The text report says it; standard output is data here, as `ilog inspect` does.
      for line in report.damage.lines { StandardError.write("replay: \(line)") }
    }
  }

  /// Where `--step` reads its commands: `--commands`' file or standard input, else the
  /// terminal.
  ///
  /// - Parameter recording: The recording replayed, whose names the terminal's line editor
  ///   completes.
  /// - Returns: The script, the terminal, or `nil` off a terminal, where `--step` prints a trace.
  /// - Throws: `ExitCode(2)` when the file cannot be read, after saying so.
  private func stepInput(recording: Recording) throws -> (any StepInput)? {
    if let commands {
      guard let script = ScriptedInput(contentsOf: commands, echo: { print($0, terminator: "") })
      else {
        StandardError.write("replay: --commands: cannot read \(commands)")
        throw ExitCode(2)
      }
      return script
    }
    guard isatty(STDIN_FILENO) == 1 else { return nil }
    return TerminalLineEditor(completion: StepCompletion(recording: recording))
  }

  /// The run the command line describes, with `--order`'s sets as read against the recording.
  ///
  /// - Parameter order: `--order`'s sets, or `nil`: the order is then left out of the mode.
  /// - Returns: What the command replays, from which its options and its report's next steps
  ///   are made.
  package func invocation(order: [Set<Parameter>]?) -> ReplayInvocation {
    let replayMode: ReplayMode =
      switch mode {
      case .exact: .exact
      case .host: .host
      case .chaos:
        ReplayInvocation.chaos(
          delivery: delivery, seed: seed, order: order,
          faults: HostFaults(faults.map(\.fault)))
      }
    return run.invocation(
      mode: replayMode, command: Catalog.command, until: until, accepted: Set(accepted))
  }
}
