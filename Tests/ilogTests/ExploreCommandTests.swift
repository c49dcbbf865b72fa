import Foundation
import InteractionTestSupport
import Testing

/// `ilog explore`, run as the built binary from the package root.
@Suite struct ExploreCommandTests {
  static func run(_ arguments: [String]) throws -> ProgramResult {
    try ILogBinary.run(["explore"] + arguments, in: PackageRoot.path)
  }

  @Test func aFailureIsFoundShrunkAndPrintedAndExitsOne() throws {
    let outcome = try Self.run(["Recordings/start-workout", "--sample", "header-first"])
    #expect(outcome.status == 1, "\(outcome.error)")
    #expect(outcome.error == "")
    #expect(
      outcome.output.hasPrefix(
        "✘ Exploration found 1 failure in Recordings/start-workout: 8 of 16 plans failed "
          + "(1 interaction, every plan there is); shrinking took 1 more replay.\n\n"
          + "  #  interaction  kind            failing plans  shrunk to\n"
          + "  1  S1           answer-differs  8              "
          + "[INStartWorkoutIntent.intentDescription] [], no faults\n"))
    #expect(outcome.output.contains("   its first answer-differs under the shrunk plan:\n"))
    #expect(outcome.output.contains("       − size: 320×180\n       + size: 320×224\n"))
    // Byte for byte the same on a second run.
    #expect(
      try Self.run(["Recordings/start-workout", "--sample", "header-first"]).output
        == outcome.output)
  }

  @Test func theShrunkPlanCanBeSteppedThroughWithOrder() throws {
    let explored = try Self.run(["Recordings/start-workout", "--sample", "header-first"])
    let line = try #require(
      explored.outputLines.first { $0.hasPrefix("   step through it: ") }, "\(explored.output)")
    #expect(
      line
        == "   step through it: ilog replay Recordings/start-workout --sample header-first "
        + "--mode chaos --order '[INStartWorkoutIntent.intentDescription] []' --interaction S1 "
        + "--step")
    // Run as printed, without the quotes a shell takes away: the same divergence.
    let replay = try ILogBinary.run(
      [
        "replay", "Recordings/start-workout", "--sample", "header-first", "--mode", "chaos",
        "--order", "[INStartWorkoutIntent.intentDescription] []", "--interaction", "S1",
        "--step",
      ], in: PackageRoot.path)
    #expect(replay.status == 1)
    #expect(
      replay.output.contains(
        "✘ Replay diverged from the recording: 2 differences (mode chaos (order "
          + "[INStartWorkoutIntent.intentDescription] []); 1 interaction, 12 steps, replayed twice)."
      ))
    #expect(replay.output.contains("     − size: 320×180\n     + size: 320×224\n"))
    let bad = try ILogBinary.run(
      [
        "replay", "Recordings/start-workout", "--sample", "workout", "--mode", "chaos", "--order",
        "[x",
      ],
      in: PackageRoot.path)
    #expect(bad.status == 2)
    #expect(bad.error.hasPrefix("ilog: --order: the sets in brackets"))
  }

  @Test func aControllerThatLivesWithEveryOrderPasses() throws {
    let outcome = try Self.run([
      "Recordings/superset-claim", "--sample", "ride-status", "--budget", "40",
    ])
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(
      outcome.output
        == "✔ Every plan passed in Recordings/superset-claim: 40 plans "
        + "(1 interaction, up to the budget of 40 each).\n")
  }

  @Test func theTestsItWritesAreTheCommittedOnes() throws {
    let directory = TemporaryDirectory()
    let output = directory.file("StartWorkoutExploredTests.swift")
    let arguments = [
      "Recordings/start-workout", "--sample", "header-first", "--known-issues", "-o", output,
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
}
