public import ArgumentParser
import CommandSupport
import Dispatch
import InteractionHost
import InteractionModel
import InteractionReplay

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
/// Exit status: 0 when the replay matched, 1 when it diverged or the recording is damaged, 2 for
/// a usage error or a recording that cannot be read (``main()`` maps ArgumentParser's usage errors to 2, as `ilog` does).
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

        A damaged recording (a torn or corrupt log, a file not closed, an interaction cut \
        off, a session without the log of a process the subject replays) is replayed up to the \
        damage and never passes: the report lists each damage with its file and byte offset.

        EXIT STATUS:
          0  the replay matched the recording
          1  the replay diverged, or the recording is damaged
          2  usage error, or a recording that cannot be read (a missing path, an empty file, \
        one that is not gzip)
        """)
  }

  @Argument(help: "A log file or a session directory.")
  var recording: String

  @Option(
    name: [.customLong("sample"), .customLong("subject")], help: "The registered types to replay.")
  var subject: String

  @Option(help: "exact, host or chaos.")
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
    help: "A chaos fault: reask-claimed, mixed-api, reuse-instance (repeatable).")
  var faults: [FaultName] = []

  @Option(help: ArgumentHelp("Replay only the interaction with this identifier.", valueName: "id"))
  var interaction: String?

  @Option(help: ArgumentHelp("Stop after this sequence number.", valueName: "seq"))
  var until: UInt64?

  @Flag(
    help:
      "Show each call with the state before it is issued; on a terminal, stop before each and read commands (step, next, continue, break, print, where, quit; help lists them)."
  )
  var step = false

  @Option(help: ArgumentHelp("Sizes within this many points count as equal.", valueName: "points"))
  var sizeTolerance: Double = 0.5

  @Flag(help: "Do not compare desired sizes.")
  var ignoreSizes = false

  @Option(help: ArgumentHelp("Seconds to wait for each completion.", valueName: "seconds"))
  var timeout: Double = 5

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

  @Flag(
    help:
      "In host and chaos mode, fail on answers that differ from the recording (order-dependent answers); by default they are listed and what the user sees is checked."
  )
  var compareAnswers = false

  @Flag(
    help:
      "Replay once. By default the recording is replayed a second time on fresh instances, and where the second run answers differently from the first is reported (state-outlived)."
  )
  var once = false

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
    Task { @MainActor in
      await Self.main()
      Self.exit()
    }
    dispatchMain()
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
    _ = try Catalog.subjects(named: subject)
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
    try Catalog.checkComparison(timeout: timeout, sizeTolerance: sizeTolerance)
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
    let subjects = try Catalog.subjects(named: subject)
    let read: Recording
    var selection = InteractionSelection.all
    if let interaction { selection = .interaction(interaction) }
    var orderSets: [Set<Parameter>]?
    do {
      read = try Recording(contentsOf: recording)
      orderSets = try order.map { text throws(ReplayError) in
        try read.order(fromText: text, selection: selection)
      }
    } catch {
      if case .orderMismatch = error {
        let views =
          (try? Recording(contentsOf: recording))?.interactions
          .filter { !$0.interface.isEmpty }.count ?? 0
        StandardError.write(
          "replay: --order: \(error)"
            + (interaction == nil && views > 1
              ? " (the order replays every selected interaction: choose one with --interaction)"
              : ""))
      } else {
        StandardError.write("replay: \(error)")
      }
      throw ExitCode(2)
    }
    var options = ReplayOptions(
      mode: replayMode(order: orderSets), until: until,
      sizes: ignoreSizes ? .ignored : .within(sizeTolerance),
      timeout: timeout, subjectName: subject,
      commandName: Catalog.commandName, acceptedDivergences: Set(accepted), replaysTwice: !once,
      comparesAnswers: compareAnswers ? true : nil)
    options.selection = selection
    if step {
      if isatty(STDIN_FILENO) == 1 {
        let stepper = ReplayStepper(
          input: TerminalLineEditor(), write: { print($0, terminator: "") },
          quit: ReplayStepper.endProcess)
        options.beforeStep = { stepper.before($0) }
      } else {
        options.beforeStep = { StepPrinter.show($0) }
      }
    }
    let report: ReplayReport
    do {
      report = try await Replayer(recording: read, options: options).replay(subjects)
    } catch {
      StandardError.write("replay: \(error)")
      throw ExitCode(2)
    }
    switch format {
    case .text:
      print(report, terminator: "")
    case .json:
      guard let data = try? report.jsonData() else { throw ExitCode(2) }
      print(String(decoding: data, as: UTF8.self))
      // The text report says it; standard output is data here, as `ilog inspect` does.
      for line in report.damage.lines { StandardError.write("replay: \(line)") }
    }
    if !report.passed { throw ExitCode(1) }
  }

  /// The mode the options name, with `--order`'s sets as read against the recording.
  private func replayMode(order: [Set<Parameter>]?) -> ReplayMode {
    switch mode {
    case .exact: .exact
    case .host: .host
    case .chaos:
      .chaos(
        ChaosPlan(
          delivery: order.map(DeliveryPolicy.explicit)
            ?? (delivery ?? (seed == nil ? .emptySetLast : .permutation)).policy(seed: seed ?? 0),
          faults: HostFaults(faults.map(\.fault))))
    }
  }
}
