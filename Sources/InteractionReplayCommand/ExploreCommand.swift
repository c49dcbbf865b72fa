public import ArgumentParser
import CommandSupport
package import InteractionReplay

/// `explore`: replays a recording's interactions against a registered controller under every
/// order and fault a chaos replay can produce, within a budget, shrinks each failure to the
/// smallest plan that still fails, and can write tests that pin them; the command behind
/// `ilog explore`, for users to run with their own types.
///
/// ```swift
/// ExploreCommand<MySubjects>.main()  // in main.swift, as ReplayCommand; `await` it in an `@main` type
/// ```
///
/// Run as a ``ReplayTool``'s `explore`, each failure ends with the tool's `replay` command that
/// steps through its shrunk plan. Run alone under the catalog's default command, the
/// executable's own name, it prints none: it has no `--mode` to take it back.
///
/// Exit status: 0 when every plan passed (every plan tried, after `--deadline`), 1 when some
/// failed, 2 for a usage error or a recording that cannot be explored, 130 after Ctrl-C, once
/// the report of what was found so far is printed.
public struct ExploreCommand<Catalog: ReplaySubjectCatalog>: ReplayMainCommand {
  /// The command's name, `explore`, its abstract, and a discussion of the plans, the shrinking
  /// and the exit status, for `--help`.
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "explore",
      abstract:
        "Replay a recording under every order and fault SiriKit may use; shrink each failure.",
      discussion: """
        Each interaction the controller configured with configureView is replayed alone, in \
        chaos mode, under plans tried simplest first: the documented order, the empty set \
        last, the recorded order, each fault alone and in pairs, every order of up to \
        --permute sets, then random plans (--seed), up to --budget plans per interaction. A \
        plan fails where what the user sees is wrong (the inspector's findings of the \
        extension's code on the replayed run: the header shown as a footer, a parameter shown \
        twice, a size no host allows), a property registered with the subject does not hold, \
        a completion is missing or repeated, or state outlives a run; what SiriKit does under the plan (its order, its re-asks) is the plan itself. \
        Answers that differ from the recording are listed, and fail only with \
        --compare-answers. The failures are grouped by interaction and finding or kind, and \
        each group's first failing plan is shrunk: faults dropped and neighbouring sets put \
        back in documented order while the divergence stays. A call whose completion the \
        recording shows never came is not waited for (--timeout) under each plan: the \
        recording already shows it. --deadline stops the exploration, shrinking included, \
        after that many seconds, and Ctrl-C at once: either way the report holds what was \
        found so far and names the plans not tried. --report writes the exploration's \
        time-travel page: each failure's recorded order beside the plan found and the plan \
        shrunk, and the shrunk plan's replay beside the recording; it is written after \
        --deadline or Ctrl-C too, with what was found. With -o, a Swift Testing file \
        pins each shrunk plan with what made it fail: the answer comparison, the finding \
        checks, sizes and the subject's properties, each by its static member of \
        ReplayProperty (--known-issues wraps each in withKnownIssue).

        Subjects: \(Catalog.subjectList)

        EXAMPLES:
          $ ilog explore Recordings/start-workout --sample workout
          $ ilog explore Recordings/start-workout --sample workout \\
              -o Tests/AppTests/ExploredTests.swift
          $ ilog explore Recordings/completion-missing --sample forgetful --deadline 30
          $ ilog explore Recordings/empty-set-last --sample workout \\
              --report explore.html

        EXIT STATUS:
          0  every plan passed; after --deadline, every plan tried passed (the report names \
        the plans not tried)
          1  some plan failed or its replay threw, or the recording is damaged (a torn or \
        corrupt log, a file not closed, an interaction cut off: listed with the report)
          2  usage error, an -o or --report file that cannot be written, or a recording \
        that cannot be explored
          130  interrupted (Ctrl-C): the report of what was found so far is printed first
        """)
  }

  /// The recording, the subjects, the interaction and the comparisons, which `replay` takes
  /// too.
  @OptionGroup var run: ReplayArguments

  @Option(help: ArgumentHelp("The most plans per interaction.", valueName: "plans"))
  var budget = 200

  @Option(
    help: ArgumentHelp(
      "Try every order of an interaction's sets when it has at most this many.", valueName: "sets"))
  var permute = 5

  @Option(help: "The seed of the random plans.")
  var seed: UInt64 = 1

  @Option(
    help: ArgumentHelp(
      "Stop after this many seconds, shrinking included, and report what was found so far.",
      valueName: "seconds"))
  var deadline: Double?

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "Write a Swift Testing file that pins each shrunk failure; never overwritten without --force.",
      valueName: "file"))
  var output: String?

  @Option(
    name: .customLong("import"),
    help: ArgumentHelp(
      "A module the tests import for the controller (repeatable).", valueName: "module"))
  var imports: [String] = []

  @Flag(help: "Wrap each pinned test in withKnownIssue: the suite passes until a failure is fixed.")
  var knownIssues = false

  @Flag(help: "Overwrite the output file if it exists.")
  var force = false

  @Option(
    name: .customLong("report"),
    help: ArgumentHelp(
      "Also write the time-travel page of the exploration: each failure's plans and its shrunk plan's replay; the file must not exist.",
      valueName: "file"))
  var page: String?

  /// Creates a command with its arguments not yet parsed, as `ParsableArguments` requires; run
  /// the command with `main()` instead.
  public init() {}

  /// Checks the arguments before ``run()``: the subject is registered, and the budget, the
  /// permuted sets, the deadline, the timeout and the size tolerance are in range.
  ///
  /// - Throws: A `ValidationError` naming the argument at fault.
  public mutating func validate() throws {
    _ = try Catalog.subjects(named: run.subject)
    guard budget >= 1 else { throw ValidationError("--budget: at least 1 plan.") }
    guard (1...8).contains(permute) else {
      throw ValidationError("--permute: between 1 and 8 sets (8 sets have 40320 orders).")
    }
    if let deadline, !(deadline > 0 && deadline.isFinite) {
      throw ValidationError("--deadline: a number of seconds greater than 0.")
    }
    if page?.isEmpty == true {
      throw ValidationError("--report needs the path of a new HTML file.")
    }
  }

  /// Explores the recording and prints the report; with `--report`, writes its page, and with
  /// `-o`, the pinning tests.
  ///
  /// - Throws: `ExitCode(1)` when a plan failed, after printing the report; `ExitCode(2)` when
  ///   the recording cannot be explored or the page or the tests cannot be written, after
  ///   printing why;
  ///   `ExitCode(130)` after Ctrl-C, once the report of what was found so far is printed (and
  ///   with `-o`, its tests written).
  @MainActor
  public mutating func run() async throws {
    let subjects = try Catalog.subjects(named: run.subject)
    // Each plan sets the chaos mode; the rest is the shared options'.
    let options = invocation.options()
    if let output {
      // Refused before the exploration, which may take minutes, rather than after it.
      do {
        try ReplayTestFile.checkOutput(output, replacing: force)
      } catch {
        StandardError.write("explore: \(error.what + Self.hint(error)): \(error.location)")
        throw ExitCode(2)
      }
    }
    // Claimed before exploring, as replay --report does: a path that exists or cannot be
    // created is refused at once, not after minutes of plans.
    let file = try ReportPageFile.claim(page, for: "explore")
    var isWritten = false
    defer { if !isWritten { file?.discard() } }
    let limits = ExplorationLimits(
      plans: budget, permutedSets: permute, seed: seed, deadline: deadline)
    let bar = ExplorationProgressBar(isEnabled: TerminalCheck.standardError)
    // Ctrl-C stops the exploration between two replays, so that what was found is reported.
    let interruption = InterruptionFlag()
    let report: ExplorationReport
    do {
      report = try await Explorer(contentsOf: run.recording, options: options, limits: limits)
        .explore(subjects, progress: { bar.show($0) }, interrupted: { interruption.happened })
    } catch {
      bar.finish()
      StandardError.write("explore: \(error)")
      throw ExitCode(2)
    }
    bar.finish()
    print(report, terminator: "")
    if let file {
      // Cut short too: the page shows what was found so far, as the report does.
      try file.write { try ExplorationPage(report: report).html() }
      isWritten = true
    }
    if let output, !report.failures.isEmpty {
      // The tests name the subjects' properties, which the exploration checked, as their own.
      var checked = options
      checked.properties += subjects.properties
      try write(report, options: checked, to: output)
    }
    if report.cutShort == .interrupted { throw ExitCode(130) }
    if !report.passed { throw ExitCode(1) }
  }

  /// What to do about an output file refused: `--force` for one that exists.
  private static func hint(_ error: ReplayTestFileError) -> String {
    if case .outputExists = error { " (use --force)" } else { "" }
  }

  /// Writes the tests that pin the report's failures.
  private func write(_ report: ExplorationReport, options: ReplayOptions, to output: String) throws
  {
    var command = invocation
    // `ilog explore` beside `ilog replay`, a tool's `explore` beside its `replay`; an explore
    // executable run alone is named itself.
    command.command = Catalog.command
    let commandLine = command.exploreCommandLine + (knownIssues ? " --known-issues" : "")
    let generator = ExplorationTestGenerator(
      recordingPath: run.recording,
      suiteName: ReplayTestGenerator.suiteName(forOutput: output),
      imports: imports.isEmpty ? Catalog.testImports : imports, commandLine: commandLine,
      controllerType: report.controllerType ?? "<controller type>", options: options,
      knownIssues: knownIssues)
    let file = ReplayTestFile(
      source: generator.source(pinning: report.failures), testCount: report.failures.count)
    do {
      try file.write(to: output, replacing: force)
    } catch {
      StandardError.write("explore: \(error.what + Self.hint(error)): \(error.location)")
      throw ExitCode(2)
    }
    print("wrote \(output): \(file.testCount) test\(file.testCount == 1 ? "" : "s")")
  }

  /// What the command explores: the shared options' run, in chaos mode for each plan, with the
  /// command that steps through a plan (``ReplaySubjectCatalog/replayCommandForExplore``).
  package var invocation: ReplayInvocation {
    var invocation = run.invocation(mode: .host, command: Catalog.command)
    invocation.command = Catalog.replayCommandForExplore
    return invocation
  }
}
