import Foundation
import InteractionTestSupport
import Testing

/// The stepper as a debugger, driven by `--commands` through the built binary: breakpoints
/// resolved when set and stopping in every spelling, conditions, watches, finding breakpoints,
/// hit counts, and time travel that says when the run it re-executes drifts.
@Suite struct DebuggerTests {
  static let exact = [
    "replay", "Recordings/start-workout", "--sample", "workout", "--step",
  ]
  static let headerAsFooter = [
    "replay", "Recordings/start-workout", "--sample", "workout", "--mode", "chaos",
    "--delivery", "empty-set-last", "--step",
  ]

  /// The stop lines, `▶ step N`, as numbers.
  static func stops(_ output: String) -> [Int] {
    output.split(separator: "\n").filter { $0.hasPrefix("▶ step ") }.compactMap {
      Int($0.dropFirst("▶ step ".count).prefix { $0.isNumber })
    }
  }

  @Test func aParameterBreakpointIsResolvedWhenSetAndStopsInEverySpelling() throws {
    let outcome = try StepCommandsFileTests.run(
      Self.exact,
      commands: "break INStartWorkoutIntent.workoutName\nbreak intentDescription\n"
        + "continue\ncontinue\ninfo breakpoints\ncontinue\n")
    #expect(outcome.status == 0, "\(outcome.output)")
    let output = outcome.output
    // A resolve names `workoutName`; the qualified spelling stops there too.
    #expect(
      output.contains(
        "breakpoint 1: parameter INStartWorkoutIntent.workoutName, 1 location: step 2\n"))
    // A configureView offers `INStartWorkoutIntent.intentDescription`; the bare name stops there.
    #expect(output.contains("breakpoint 2: parameter intentDescription, 1 location: step 12\n"))
    #expect(Self.stops(output) == [1, 2, 12], "\(output)")
    #expect(
      output.contains(
        "● breakpoint 1 (parameter INStartWorkoutIntent.workoutName), hit 1\n"
          + "▶ step 2 · seq 4 · interaction S1: resolve on StartWorkoutIntentHandler#1\n"))
    #expect(
      output.contains(
        "● breakpoint 2 (parameter intentDescription), hit 1\n"
          + "▶ step 12 · seq 5 · interaction S1: configureView on WorkoutViewController#2\n"))
    #expect(
      output.contains(
        "(ilog) info breakpoints\n1. parameter INStartWorkoutIntent.workoutName, hit 1 time\n"
          + "2. parameter intentDescription, hit 1 time\n"))
  }

  @Test func aConditionalBreakpointStopsOnlyWhereItsConditionHolds() throws {
    let outcome = try StepCommandsFileTests.run(
      Self.headerAsFooter,
      commands: "break configureView if offered == [] and claimed contains intentDescription\n"
        + "continue\nprint\ncontinue\n")
    #expect(outcome.status == 1, "\(outcome.output)")
    let output = outcome.output
    #expect(output.contains("breakpoint 1: kind configureView if offered == [] and claimed "))
    // Step 11 offers intentDescription; only step 12, the empty set after it was claimed, stops.
    #expect(Self.stops(output) == [1, 12], "\(output)")
    #expect(
      output.contains(
        "● breakpoint 1 (kind configureView if offered == [] and claimed contains "
          + "intentDescription), hit 1\n▶ step 12 "))
  }

  @Test func aWatchIsShownAtEveryStopAndStopsWhereItChanges() throws {
    let outcome = try StepCommandsFileTests.run(
      Self.headerAsFooter,
      commands: "watch claimed\nwatch snippet.height > 200\ncontinue\ncontinue\n")
    #expect(outcome.status == 1, "\(outcome.output)")
    let output = outcome.output
    #expect(output.contains("(ilog) watch claimed\nwatch 1: claimed = []\n"))
    #expect(output.contains("watch 2: snippet.height > 200 = false\n"))
    // Step 11 claims the description: the stop before step 12 says so.
    #expect(
      output.contains(
        "● watch 1: claimed: [] → [INStartWorkoutIntent.intentDescription]\n▶ step 12 "),
      "\(output)")
    #expect(output.contains("  watch 1: claimed = [INStartWorkoutIntent.intentDescription]\n"))
    #expect(output.contains("  watch 2: snippet.height > 200 = false\n"))
    #expect(Self.stops(output) == [1, 12], "\(output)")
  }

  @Test func aFindingBreakpointStopsWhereTheFindingIsProved() throws {
    let outcome = try StepCommandsFileTests.run(
      Self.headerAsFooter,
      commands: "break finding header-not-on-top\ncontinue\nquit\n")
    #expect(outcome.status == 1, "\(outcome.output)")
    #expect(
      outcome.output.contains(
        "● breakpoint 1 (finding header-not-on-top), hit 1: proved at the end, after step 12\n"))
    #expect(outcome.output.contains("  ✘ divergence 1: code-finding at step 12"))
    let unknown = try StepCommandsFileTests.run(
      Self.headerAsFooter, commands: "break finding header-on-top\n")
    #expect(unknown.status == 2)
    #expect(
      unknown.output.contains(
        "break finding header-on-top: no such finding; the codes are: empty-set-not-first, "))
  }

  @Test func disabledBreakpointsDoNotStopAndBadExpressionsAreRefused() throws {
    let outcome = try StepCommandsFileTests.run(
      Self.exact,
      commands: "break resolve\ndisable 1\ncontinue\n")
    #expect(outcome.status == 0, "\(outcome.output)")
    #expect(outcome.output.contains("disabled breakpoint 1: kind resolve\n"))
    #expect(Self.stops(outcome.output) == [1], "\(outcome.output)")
    let typo = try StepCommandsFileTests.run(Self.exact, commands: "watch answer.hieght\n")
    #expect(typo.status == 2)
    #expect(
      typo.output.contains(
        "watch: unknown key path 'answer.hieght'; the key paths are: step, interaction, "))
  }

  /// A controller that keeps state in a static answers otherwise when time travel replays again
  /// from the start: the stepper names the step and the likely cause.
  @Test func timeTravelSaysWhereTheRunItReExecutesDrifts() throws {
    let outcome = try StepCommandsFileTests.run(
      ["replay", "Recordings/start-workout", "--sample", "header-once", "--step"],
      commands: "goto 12\nrun\ncontinue\n")
    let output = outcome.output
    #expect(
      output.contains(
        "⚠ time travel drifted: step 11 came out otherwise than in the first run\n"), "\(output)")
    #expect(output.contains("→ success: true, claimed: [], size: 320×44\n"))
    #expect(output.contains("→ success: true, claimed: [], size: 0×0\n"))
    #expect(output.contains("state across instances or runs (a static, a singleton, a cache)"))
    // A deterministic controller never drifts.
    let workout = try StepCommandsFileTests.run(Self.exact, commands: "goto 12\nrun\ncontinue\n")
    #expect(!workout.output.contains("drifted"), "\(workout.output)")
  }
}

/// What the replay's options and the stepper say when they are given what cannot be.
@Suite struct ReplayWordsTests {
  @Test func gotoPastTheEndStaysWhereItIs() throws {
    let outcome = try StepCommandsFileTests.run(
      DebuggerTests.exact, commands: "goto 12\nstep\ngoto 999\nwhere\n")
    // The end of the replay, then goto 999 refused there: the script's first failure.
    #expect(outcome.output.contains("(ilog) goto 999\nno step 999: the replay has 12 steps\n"))
  }

  @Test func aTimeoutThatIsNotANumberIsSaidAsSuch() throws {
    let outcome = try ILogBinary.run(
      ["replay", "Recordings/start-workout", "--sample", "workout", "--timeout", "nan"],
      in: PackageRoot.path)
    #expect(outcome.status == 2)
    #expect(outcome.error.contains("--timeout takes a finite number of seconds; got nan."))
  }

  @Test func anInteractionThatIsNotThereListsTheOnesThatAre() throws {
    let outcome = try ILogBinary.run(
      ["replay", "Recordings/two-process", "--sample", "workout", "--interaction", "S9"],
      in: PackageRoot.path)
    #expect(outcome.status == 2)
    #expect(
      outcome.error.contains(
        "no recorded interaction matches interaction S9; its interactions: S1 (INStartWorkoutIntent), "
      ), "\(outcome.error)")
  }

  @Test func aFormerSampleNameIsListedAsTheSameSubjectAndStillTaken() throws {
    let help = try ILogBinary.run(["replay", "--help"])
    let text = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains("adaptive-header (formerly header-first: the same subject)"), "\(text)")
    #expect(help.output.contains("schema ilog-replay/3"))
    let replay = try ILogBinary.run(
      ["replay", "Recordings/start-workout", "--sample", "header-first"], in: PackageRoot.path)
    #expect(replay.status == 0, "\(replay.error)")
  }
}
