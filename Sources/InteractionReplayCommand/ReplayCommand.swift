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
public struct ReplayCommand<Catalog: ReplaySubjectCatalog>: AsyncParsableCommand {
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

        Subjects: \(Catalog.subjects.map(\.key).joined(separator: ", "))

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

        EXIT STATUS:
          0  the replay matched the recording
          1  the replay diverged, the recording is damaged or records a loss, or --step's \
        quit came after a divergence
          2  usage error, a recording that cannot be read (a missing path, an empty file, \
        one that is not gzip), or a command of --commands that failed
        """)
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

  @Option(help: "text, or json (schema ilog-replay/2: the report as data).")
  var format: ReplayOutputFormat = .text

  /// Parses the process's arguments and runs the command, exiting with the documented status: a
  /// usage error prints its message with the usage and exits 2 rather than ArgumentParser's 64.
  public static func main() async {
    await CommandMain.run(self) { error in
      exitCode(for: error) == .validationFailure ? (fullMessage(for: error), 2) : nil
    }
  }

  /// Parses the process's arguments and runs the command from synchronous code, such as a
  /// `main.swift` whose other code does not `await`: the same as the asynchronous ``main()``.
  ///
  /// At the top level of a `main.swift`, Swift picks a synchronous `main()` even after
  /// `await` when ArgumentParser's are visible (a target without `MemberImportVisibility`), and
  /// ArgumentParser's would stop at run time ("Asynchronous root command needs availability
  /// annotation"). This one runs the asynchronous ``main()`` on the main dispatch queue, which
  /// serves the main actor the replay runs on, and never returns: the command exits.
  public static func main() {
    CommandMain.runOnMainQueue { await Self.main() }
  }

  /// Not available: ``main()`` parses the process's own arguments.
  @available(
    *, unavailable,
    message: "call `ReplayCommand<…>.main()`, which parses the process's own arguments"
  )
  public static func main(_ arguments: [String]?) {
    fatalError("unavailable")
  }

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
    if step, format == .json {
      throw ValidationError("--step prints text; it cannot go with --format json.")
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
    let read: Recording
    var orderSets: [Set<Parameter>]?
    // Typed, and without Optional.map's rethrows: older standard libraries rethrow any Error.
    do throws(ReplayError) {
      read = try Recording(contentsOf: run.recording)
      if let order {
        orderSets = try read.order(fromText: order, selection: invocation(order: nil).selection)
      }
    } catch {
      if case .orderMismatch = error {
        let views =
          (try? Recording(contentsOf: run.recording))?.interactions
          .filter { !$0.interface.isEmpty }.count ?? 0
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
    let options = invocation(order: orderSets).options()
    @MainActor func replay(
      _ beforeStep: ReplayOptions.StepHook?, sleep: ReplayOptions.Sleep? = nil
    ) async throws(ReplayError) -> ReplayReport {
      var options = options
      options.beforeStep = beforeStep
      if let sleep { options.sleep = sleep }
      return try await Replayer(recording: read, options: options).replay(subjects)
    }
    let stepInput = step ? try self.stepInput() : nil
    let report: ReplayReport
    do {
      if let stepInput {
        let interruption = StepInterruption()
        defer { interruption.stop() }
        let stepper = ReplayStepper(
          input: stepInput, write: { print($0, terminator: "") }, interruption: interruption,
          until: until)
        let hook: ReplayOptions.StepHook = { stepper.before($0) }
        let sleep = interruption.sleep(write: { text in
          print(text, terminator: "")
          fflush(nil)
        })
        let stepped = try await stepper.replay({ try await replay(hook, sleep: sleep) })
        if let failure = stepper.scriptFailure {
          // The report first, as the replay ran to its end; the script's failure decides.
          if let stepped { print(stepped, terminator: "") }
          StandardError.write("replay: --commands: \(failure)")
          throw ExitCode(2)
        }
        // `quit` ends without a report; the verdict is what was found up to there.
        guard let stepped else {
          if stepper.quitAfterDivergence { throw ExitCode(1) }
          return
        }
        report = stepped
      } else {
        let trace: ReplayOptions.StepHook = { StepPrinter.show($0) }
        report = try await replay(step ? trace : nil)
      }
    } catch let stop as ExitCode {
      // A stepped replay that ended without its report: the verdict is said already.
      throw stop
    } catch {
      StandardError.write("replay: \(error)")
      throw ExitCode(2)
    }
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
    if !report.passed { throw ExitCode(1) }
  }

  /// Where `--step` reads its commands: `--commands`' file or standard input, else the
  /// terminal; `nil` off a terminal, where it prints a trace.
  ///
  /// - Throws: `ExitCode(2)` when the file cannot be read, after saying so.
  private func stepInput() throws -> (any StepInput)? {
    if let commands {
      guard let text = Self.readText(commands) else {
        StandardError.write("replay: --commands: cannot read \(commands)")
        throw ExitCode(2)
      }
      return ScriptedInput(text, echo: { print($0, terminator: "") })
    }
    return isatty(STDIN_FILENO) == 1 ? TerminalLineEditor() : nil
  }

  /// A file's text, or standard input's for `-`.
  private static func readText(_ path: String) -> String? {
    if path == "-" {
      var lines: [String] = []
      while let line = Swift.readLine() { lines.append(line) }
      return lines.joined(separator: "\n")
    }
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[..<count]
    }
    return ferror(file) == 0 ? String(decoding: bytes, as: UTF8.self) : nil
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
      mode: replayMode, commandName: Catalog.commandName, until: until, accepted: Set(accepted))
  }
}
