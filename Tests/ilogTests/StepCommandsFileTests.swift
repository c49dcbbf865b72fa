import Foundation
import InteractionTestSupport
import Testing

/// `ilog replay --step --commands FILE`: the debugger's commands from a file, as `lldb -s` reads
/// them, run as the built binary; the transcript reads as a session typed at a terminal.
@Suite struct StepCommandsFileTests {
  static let headerAsFooter = [
    "replay", "Recordings/start-workout", "--sample", "workout", "--mode", "chaos",
    "--delivery", "empty-set-last", "--step",
  ]

  static func run(_ arguments: [String], commands: String) throws -> ProgramResult {
    let scratch = TemporaryDirectory("step-commands")
    let file = scratch.file("commands")
    try commands.write(toFile: file, atomically: true, encoding: .utf8)
    return try ILogBinary.run(arguments + ["--commands", file], in: PackageRoot.path)
  }

  /// The end lists the report's divergences failures first, the run found them in step order:
  /// what the end shows is what was not shown yet, by value, so the repeated completion on the
  /// last call is shown before the end stops, and nothing twice.
  @Test func theEndShowsTheDivergencesNotShownYetWhateverTheirOrder() throws {
    let outcome = try Self.run(
      [
        "replay", "Recordings/caching-handler", "--sample", "message", "--mode", "host",
        "--step",
      ], commands: "break divergence\n" + String(repeating: "continue\n", count: 6))
    #expect(outcome.status == 1, "\(outcome.error)")
    let shown = outcome.outputLines.filter { $0.hasPrefix("  ✘ divergence ") }
    #expect(shown.count == 4, "\(outcome.output)")
    #expect(shown.last?.contains("completion-repeated at step 11") == true, "\(shown)")
    #expect(
      outcome.output.contains(
        "completion-repeated at step 11 · seq 7: configureView(for: [INSendMessageIntent.content]"))
    #expect(
      outcome.output.contains("■ the end of the replay, after step 11: 4 divergences fail it"))
  }

  /// The header shown as a footer is found by the end's checks, after the last call: `break
  /// divergence` stops there with the finding, and `print` shows the snippet as it was left.
  @Test func breakDivergenceStopsAtTheEndForAFindingOnTheLastCall() throws {
    let outcome = try Self.run(
      Self.headerAsFooter, commands: "break divergence\ncontinue\nprint\ncontinue\n")
    #expect(outcome.status == 1, "\(outcome.error)")
    let output = outcome.output
    #expect(
      output.contains(
        "(ilog) break divergence\nbreakpoint 1: divergence, at each divergence, as the replay finds it\n"
      ))
    #expect(
      output.contains(
        "  ✘ divergence 1: code-finding at step 12 · seq 3: configureView(for: [], "))
    #expect(output.contains("       + header-not-on-top: the empty-set view of call 2"))
    #expect(output.contains("■ the end of the replay, after step 12: 1 divergence fails it\n"))
    #expect(
      output.contains(
        "(ilog) print\nthe end of the replay, interaction S1\nsnippet:       top to bottom\n"
          + "  1. [INStartWorkoutIntent.intentDescription]  320×180\n  2. []  320×44\n"))
    // Then the report, since the commands went on.
    #expect(output.contains("✘ Replay failed: 1 problem in what the user sees"))
  }

  /// A divergence on a call stops after that call, with the recorded − and replayed + answers.
  @Test func breakDivergenceShowsTheRecordedAndReplayedAnswers() throws {
    let arguments = [
      "replay", "Recordings/start-workout", "--sample", "adaptive-header", "--mode", "chaos",
      "--delivery", "empty-set-last", "--step", "--compare-answers",
    ]
    let outcome = try Self.run(arguments, commands: "b divergence\nc\nwhere\nquit\n")
    // `quit` after a divergence that fails the replay (answers compared): its verdict.
    #expect(outcome.status == 1, "\(outcome.error)")
    let output = outcome.output
    #expect(output.contains("  ✘ divergence 1: answer-differs at step 11 · seq 5: configureView("))
    #expect(output.contains("     first difference: size\n"), "\(output)")
    #expect(output.contains("       − size: 320×180\n       + size: 320×224\n"), "\(output)")
    #expect(output.contains("▶ step 12 · seq 3 · interaction S1: configureView on "))
    #expect(output.contains("quit: the replay stops here, without a report\n"))
    #expect(!output.contains("Replay diverged"))
  }

  /// `goto`, `back` and `run` replay again from the start, silently up to the step.
  @Test func gotoBackAndRunReplayAgainToTheStep() throws {
    let outcome = try Self.run(
      Self.headerAsFooter, commands: "goto 9\nback\nwhere\nrun\nstep 3\nwhere\nq\n")
    #expect(outcome.status == 0, "\(outcome.error)")
    let stops = outcome.output.split(separator: "\n").filter { $0.hasPrefix("▶ step") }
      .map { $0.split(separator: " ")[2] }
    #expect(stops == ["1", "9", "8", "1", "4"], "\(outcome.output)")
    #expect(outcome.output.contains("replaying again from the start to step 8\n"))
    #expect(outcome.output.contains("(ilog) where\nstep 8 of the replay"))
    #expect(outcome.output.contains("(ilog) where\nstep 4 of the replay"))
  }

  /// A breakpoint is resolved when it is set: one with no location is refused at once, with
  /// what there is, and in a script that is the script's failure.
  @Test func aBreakpointWithNoLocationIsRefusedWhenSet() throws {
    let outcome = try Self.run(
      Self.headerAsFooter, commands: "break NoSuchController\ncontinue\n")
    #expect(outcome.status == 2, "\(outcome.output)")
    #expect(
      outcome.output.contains(
        "break instance NoSuchController: no location: no call of this replay matches it; "
          + "the instances are: "), "\(outcome.output)")
    #expect(outcome.output.contains("WorkoutViewController#"))
    #expect(outcome.error.contains("replay: --commands: line 1: break instance NoSuchController"))
  }

  @Test func commandsNeedStepAndAReadableFile() throws {
    let withoutStep = try ILogBinary.run(
      [
        "replay", "Recordings/start-workout", "--sample", "workout", "--commands", "/dev/null",
      ], in: PackageRoot.path)
    #expect(withoutStep.status == 2)
    #expect(withoutStep.error.contains("--commands gives --step its commands: add --step."))
    let missing = try ILogBinary.run(
      Self.headerAsFooter + ["--commands", "/no/such/file"], in: PackageRoot.path)
    #expect(missing.status == 2)
    #expect(missing.error.contains("replay: --commands: cannot read /no/such/file"))
  }

  /// The report's "step through it" command stops first right before the call where the report
  /// places the divergence, in every mode and for a session of any number of files, and replays
  /// the whole run: it goes on to the same report.
  @Test(arguments: [
    [
      "Recordings/start-workout", "--sample", "workout", "--mode", "chaos", "--delivery",
      "empty-set-last",
    ],
    ["Recordings/start-workout", "--sample", "forgetful", "--once", "--timeout", "0.2"],
    // Two files: the first difference is at seq 8 of the UI log, step 21 of the replay.
    ["Recordings/two-process", "--sample", "workout"],
    ["Recordings/caching-handler", "--sample", "message", "--mode", "host"],
  ])
  func theReportsStepThroughCommandStopsWhereTheReportSays(arguments: [String]) throws {
    let report = try ILogBinary.run(["replay"] + arguments, in: PackageRoot.path)
    #expect(report.status == 1, "\(report.error)")
    let command = try ReplayNextStepsTests.suggestedCommand(in: report.output)
    let place = try #require(
      report.output.split(separator: "\n").first { $0.hasPrefix("   at step ") })
    let step = try ReplayNextStepsTests.firstStep(in: report.output)
    // `at step N · seq S · interaction I`, or without a sequence number for a call the host
    // made: the stop line says the same.
    let placeAfterStep = try #require(
      place.split(separator: "·").dropFirst().first?.trimmingCharacters(in: .whitespaces))
    let outcome = try Self.run(["replay"] + command.dropFirst(2), commands: "where\ncontinue\n")
    let stops = outcome.output.split(separator: "\n").filter { $0.hasPrefix("▶ step") }
    // The first stop: right before the divergent call, the one the report names.
    #expect(
      stops.first?.hasPrefix("▶ step \(step) · \(placeAfterStep)") == true,
      "\(place)\n\(outcome.output)")
    #expect(outcome.output.contains("(ilog) where\nstep \(step) of the replay"))
    // Then the run goes on to the report the command was printed from.
    let summary = try #require(report.output.split(separator: "\n").first)
    #expect(outcome.output.contains(summary), "\(outcome.output)")
  }

  /// The first command that fails ends the commands, as `gdb -batch` stops: the commands after
  /// it are not run, the replay runs to its report, and the exit status says the script failed,
  /// naming its line (comments and blank lines counted).
  @Test(arguments: [
    ("# a comment\n\nbogus\nwhere\n", "line 3: unknown command 'bogus'"),
    ("break kind configureViews\nwhere\n", "line 1: break kind configureViews can never match"),
    ("delete 4\nwhere\n", "line 1: no breakpoint 4"),
  ])
  func theCommandsStopAtTheirFirstFailure(commands: String, failure: String) throws {
    let outcome = try Self.run(
      ["replay", "Recordings/start-workout", "--sample", "workout", "--step"], commands: commands)
    #expect(outcome.status == 2, "\(outcome.output)")
    #expect(outcome.error.contains("replay: --commands: \(failure)"), "\(outcome.error)")
    #expect(
      outcome.output.contains(
        "the commands stop at their first failure; the replay runs to its end\n"))
    #expect(!outcome.output.contains("(ilog) where"), "\(outcome.output)")
    #expect(outcome.output.contains("✔ Replay matched the recording"))
  }

  /// `quit` ends without a report; its exit status is the verdict so far: 0 before a failing
  /// divergence, 1 after one.
  @Test func quitExitsWithTheVerdictSoFar() throws {
    let before = try Self.run(Self.headerAsFooter, commands: "quit\n")
    #expect(before.status == 0, "\(before.output)")
    let after = try Self.run(Self.headerAsFooter, commands: "break divergence\ncontinue\nquit\n")
    #expect(after.output.contains("  ✘ divergence 1: code-finding"), "\(after.output)")
    #expect(after.status == 1, "\(after.output)")
  }
}

/// The step-through command of every report with a difference, for every recording and every
/// sample it diverges under (in exact mode, and in host mode), stops right before the divergent
/// call and replays the whole run to the same report.
@Suite struct EveryStepThroughCommandTests {
  static let samples = ["workout", "message", "ride-status", "ride-card", "accounts", "notebook"]

  @Test(arguments: ["exact", "host"])
  func everyPrintedStepThroughCommandReproducesItsRun(mode: String) throws {
    let recordings = try FileManager.default.contentsOfDirectory(
      atPath: PackageRoot.path + "/Recordings"
    ).filter { !$0.hasSuffix(".md") }.sorted()
    var checked = 0
    for recording in recordings {
      for sample in Self.samples {
        let arguments = [
          "replay", "Recordings/\(recording)", "--sample", sample, "--mode", mode, "--once",
          "--timeout", "0.05",
        ]
        let report = try ILogBinary.run(arguments, in: PackageRoot.path)
        // A damaged recording's report prints no step-through command.
        guard report.status == 1,
          report.output.contains("  2. Step through the replay"),
          report.output.contains("--until-step")
        else { continue }
        let command = try ReplayNextStepsTests.suggestedCommand(in: report.output)
        let step = try ReplayNextStepsTests.firstStep(in: report.output)
        let outcome = try StepCommandsFileTests.run(
          ["replay"] + command.dropFirst(2), commands: "continue\n")
        let stops = outcome.output.split(separator: "\n").filter { $0.hasPrefix("▶ step") }
        // Right before the call; a call not made (a missing method) stops at the end, after it.
        let notMade = outcome.output.contains("step \(step) issued no call (method-missing")
        #expect(
          stops.first?.hasPrefix("▶ step \(step) ·") == true || notMade,
          "\(command.joined(separator: " ")): first stop \(stops.first ?? "none")")
        let summary = try #require(report.output.split(separator: "\n").first)
        #expect(
          outcome.output.contains(summary), "\(command.joined(separator: " ")):\n\(outcome.output)")
        checked += 1
      }
    }
    // Most recordings diverge under some sample: the workout ones under the others' at least.
    #expect(checked >= 10, "only \(checked) step-through commands checked")
  }
}
