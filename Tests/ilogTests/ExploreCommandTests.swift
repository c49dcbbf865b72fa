import Foundation
import InteractionTestSupport
import Testing

/// `ilog explore`, run as the built binary from the package root.
@Suite struct ExploreCommandTests {
  static func run(_ arguments: [String]) throws -> ProgramResult {
    try ILogBinary.run(["explore"] + arguments, in: PackageRoot.path)
  }

  @Test func aFailureIsFoundShrunkAndPrintedAndExitsOne() throws {
    let outcome = try Self.run(["Recordings/start-workout", "--sample", "workout"])
    #expect(outcome.status == 1, "\(outcome.error)")
    #expect(outcome.error == "")
    #expect(
      outcome.output.hasPrefix(
        "✘ Exploration found 1 failure in Recordings/start-workout: 8 of 16 plans failed "
          + "(1 interaction, every plan there is); shrinking took 1 more replay.\n\n"
          + "  #  interaction  kind               failing plans  shrunk to\n"
          + "  1  S1           header-not-on-top  8              "
          + "[INStartWorkoutIntent.intentDescription] [], no faults\n"))
    #expect(outcome.output.contains("   its first header-not-on-top under the shrunk plan:\n"))
    #expect(
      outcome.output.contains(
        "       + header-not-on-top: the empty-set view of call 2 (44 pt high) is shown below "
          + "call 1: the header appears as a footer\n"))
    // Byte for byte the same on a second run.
    #expect(
      try Self.run(["Recordings/start-workout", "--sample", "workout"]).output == outcome.output)
  }

  @Test func theFixedControllerPassesEveryPlanAndComparedAnswersFailIt() throws {
    let fixed = try Self.run(["Recordings/empty-set-last", "--sample", "adaptive-header"])
    #expect(fixed.status == 0, "\(fixed.error)")
    #expect(
      fixed.output
        == "✔ Every plan passed in Recordings/empty-set-last: 16 plans (1 interaction, every plan "
        + "there is).\n")
    let compared = try Self.run([
      "Recordings/empty-set-last", "--sample", "adaptive-header", "--compare-answers",
    ])
    #expect(compared.status == 1)
    #expect(compared.output.contains("  1  S2           answer-differs  "))
  }

  @Test func theShrunkPlanCanBeSteppedThroughWithOrder() throws {
    let explored = try Self.run(["Recordings/start-workout", "--sample", "workout"])
    let line = try #require(
      explored.outputLines.first { $0.hasPrefix("   step through it: ") }, "\(explored.output)")
    #expect(
      line
        == "   step through it: ilog replay Recordings/start-workout --sample workout "
        + "--mode chaos --order '[INStartWorkoutIntent.intentDescription] []' --interaction S1 "
        + "--step")
    // Run as printed, without the quotes a shell takes away: the same failure.
    let replay = try ILogBinary.run(
      [
        "replay", "Recordings/start-workout", "--sample", "workout", "--mode", "chaos",
        "--order", "[INStartWorkoutIntent.intentDescription] []", "--interaction", "S1",
        "--step",
      ], in: PackageRoot.path)
    #expect(replay.status == 1)
    #expect(
      replay.output.contains(
        "✘ Replay failed: 1 problem in what the user sees (mode chaos (order "
          + "[INStartWorkoutIntent.intentDescription] []); 1 interaction, 12 steps, replayed twice)."
      ))
    #expect(replay.output.contains("   finding: header-not-on-top\n"))
    let bad = try ILogBinary.run(
      [
        "replay", "Recordings/start-workout", "--sample", "workout", "--mode", "chaos", "--order",
        "[x",
      ],
      in: PackageRoot.path)
    #expect(bad.status == 2)
    #expect(bad.error.hasPrefix("ilog: --order: the sets in brackets"))
  }

  @Test func aClaimBeyondTheOfferedSetFailsWhereItShowsARowTwice() throws {
    let outcome = try Self.run([
      "Recordings/superset-claim", "--sample", "ride-status", "--budget", "40",
    ])
    #expect(outcome.status == 1, "\(outcome.error)")
    #expect(
      outcome.output.hasPrefix(
        "✘ Exploration found 1 failure in Recordings/superset-claim: "))
    #expect(outcome.output.contains("(1 interaction, up to the budget of 40 each)"))
    #expect(outcome.output.contains("  1  S5           parameter-shown-twice  "))
  }

  @Test func theTestsItWritesAreTheCommittedOnes() throws {
    let directory = TemporaryDirectory()
    let output = directory.file("StartWorkoutExploredTests.swift")
    let arguments = [
      "Recordings/start-workout", "--sample", "workout", "--known-issues", "-o", output,
    ]
    let outcome = try Self.run(arguments)
    #expect(outcome.status == 1)
    #expect(outcome.output.hasSuffix("wrote \(output): 1 test\n"))
    // The committed file is compiled and run by InteractionTestingTests: this is what it checks.
    let committed = try String(
      contentsOfFile: PackageRoot.path
        + "/Tests/InteractionTestingTests/Generated/StartWorkoutExploredTests.swift",
      encoding: .utf8)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == committed)
    #expect(
      committed.contains("delivery: .explicit([[\"INStartWorkoutIntent.intentDescription\"], []])"))
    // Never overwritten without --force.
    let again = try Self.run(arguments)
    #expect(again.status == 2)
    #expect(again.error == "explore: already exists, never overwritten (use --force): \(output)\n")
    #expect(try Self.run(arguments + ["--force"]).status == 1)
  }

  /// A property registered with the sample (vanishing-header's: the workout keeps its header)
  /// fails the plans that break it, and the test -o writes names it: the committed file, which
  /// InteractionTestingTests runs and PinnedFailureTests generates for the fix too.
  @Test func aRegisteredPropertyIsCheckedAndPinnedByName() throws {
    let directory = TemporaryDirectory()
    let output = directory.file("EndWorkoutVanishingTests.swift")
    let outcome = try Self.run([
      "Recordings/end-workout", "--sample", "vanishing-header", "--known-issues", "-o", output,
    ])
    #expect(outcome.status == 1, "\(outcome.error)")
    #expect(outcome.output.contains("  1  S3           the workout keeps its header  8  "))
    let committed = try String(
      contentsOfFile: PackageRoot.path
        + "/Tests/InteractionTestingTests/Generated/EndWorkoutVanishingTests.swift",
      encoding: .utf8)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == committed)
    #expect(committed.contains("properties: [.workoutKeepsItsHeader]"))
  }

  /// What an exploration compared is what its pinned test compares: with --compare-answers,
  /// the adaptive controller's other answers fail the test as they failed the plan.
  @Test func comparedAnswersArePinnedWithTheFailure() throws {
    let directory = TemporaryDirectory()
    let output = directory.file("Compared.swift")
    let outcome = try Self.run([
      "Recordings/start-workout", "--sample", "adaptive-header", "--compare-answers", "-o", output,
    ])
    #expect(outcome.status == 1, "\(outcome.error)")
    let source = try String(contentsOfFile: output, encoding: .utf8)
    #expect(
      source.contains(
        "        answers: .always, findings: .always, properties: [.workoutKeepsItsHeader]))"
      ), "\(source)")
  }

  @Test(arguments: [
    (["Recordings/start-workout", "--sample", "nope"], "unknown subject 'nope'"),
    (
      ["Recordings/start-workout", "--sample", "workout", "--budget", "0"],
      "--budget: at least 1 plan."
    ),
    (
      ["Recordings/start-workout", "--sample", "workout", "--permute", "9"],
      "--permute: between 1 and 8"
    ),
    (["Recordings/nowhere", "--sample", "workout"], "explore: cannot read the recording: "),
    (
      ["Recordings/maps-ride-card", "--sample", "ride-card"],
      "explore: Recordings/maps-ride-card: no recorded interaction matches all interactions with "
        + "configureView calls"
    ),
  ])
  func badInputIsExplainedAndExitsTwo(arguments: [String], message: String) throws {
    let outcome = try Self.run(arguments)
    #expect(outcome.status == 2)
    #expect(outcome.error.contains(message), "\(outcome.error)")
    #expect(outcome.output == "")
    #expect(!outcome.crashed)
  }

  /// An existing -o is refused before the exploration, not after it.
  @Test func anExistingOutputIsRefusedBeforeExploring() throws {
    let scratch = TemporaryDirectory("explore-output")
    let output = scratch.file("Pinned.swift")
    try "// mine\n".write(toFile: output, atomically: true, encoding: .utf8)
    let outcome = try Self.run(["Recordings/start-workout", "--sample", "workout", "-o", output])
    #expect(outcome.status == 2)
    #expect(outcome.output.isEmpty, "explored anyway:\n\(outcome.output)")
    #expect(outcome.error.contains("(use --force)"), "\(outcome.error)")
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "// mine\n")
  }

  /// Whatever the budget, no more plans than there are: 2 sets have 2 orders under 8 sets of
  /// faults.
  @Test func aBudgetBeyondThePlanSpaceStopsAtThePlansThereAre() throws {
    let outcome = try Self.run([
      "Recordings/empty-set-last", "--sample", "adaptive-header", "--budget", "1000000",
    ])
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(
      outcome.output
        == "✔ Every plan passed in Recordings/empty-set-last: 16 plans (1 interaction, every plan "
        + "there is).\n")
  }

  @Test func aRecordingWithOnlyConfigureCallsSaysThereIsNoOrderToExplore() throws {
    let outcome = try Self.run(["Recordings/maps-ride-card", "--sample", "ride-card"])
    #expect(outcome.status == 2)
    #expect(
      outcome.error.contains(
        "(the controller was asked with configure(with:) only, once per interaction: there is "
          + "no order of parameter sets to explore; replay it instead, in host mode)"),
      "\(outcome.error)")
  }

  @Test func failuresThatTimedOutGetAHint() throws {
    let outcome = try Self.run([
      "Recordings/start-workout", "--sample", "forgetful", "--timeout", "0.05", "--budget", "4",
    ])
    #expect(outcome.status == 1)
    #expect(
      outcome.output.contains(
        "Hint: 4 of the 4 failing plans waited 0.05 s (--timeout) for a completion that did not "
          + "come; each costs that wait."), "\(outcome.output)")
  }
}
