import Foundation
import InteractionTestSupport
import Testing

/// `ilog replay` and `ilog make-test`, run as the built binary from the package root.
@Suite struct ReplayCommandTests {
  static func run(_ arguments: [String]) throws -> ProgramResult {
    try ILogBinary.run(arguments, in: PackageRoot.path)
  }

  /// Replaying twice is the default; `--once` replays once, and `--twice`, from before, is
  /// still accepted.
  @Test(arguments: [("--once", ""), ("--twice", ", replayed twice")])
  func onceReplaysOnceAndTwiceIsStillAccepted(flag: String, suffix: String) throws {
    let outcome = try Self.run(["replay", "Recordings/start-workout", "--sample", "workout", flag])
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(
      outcome.output.hasPrefix(
        "✔ Replay matched the recording (mode exact; 1 interaction, 12 steps\(suffix))."))
  }

  @Test func matchingReplayExitsZero() throws {
    let outcome = try Self.run(["replay", "Recordings/start-workout", "--sample", "workout"])
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(
      outcome.output == """
        ✔ Replay matched the recording (mode exact; 1 interaction, 12 steps, replayed twice).
        Recording: Recordings/start-workout

        """)
  }

  /// The first replay a newcomer runs judges what the user sees: the exact replay of the
  /// seed's bug answers as recorded and still fails, naming the header shown as a footer;
  /// `--no-check-findings` keeps a regression test of the answers alone.
  @Test func exactReplayOfTheSeedsBugFailsOnTheHeaderShownAsAFooter() throws {
    let arguments = ["replay", "Recordings/empty-set-last", "--sample", "workout"]
    let outcome = try Self.run(arguments)
    #expect(outcome.status == 1, "\(outcome.output)")
    #expect(
      outcome.output.hasPrefix(
        "✘ Replay failed: 1 problem in what the user sees (mode exact; 1 interaction, 12 steps, "
          + "replayed twice).\n"))
    #expect(outcome.output.contains("   finding: header-not-on-top\n"))
    // The step-through command it prints keeps what the replay checked.
    #expect(!outcome.output.contains("--no-check-findings"))
    let answersOnly = try Self.run(arguments + ["--no-check-findings"])
    #expect(answersOnly.status == 0, "\(answersOnly.output)")
    #expect(answersOnly.output.hasPrefix("✔ Replay matched the recording (mode exact;"))
  }

  @Test func divergingChaosReplayPrintsTheReportAndExitsOne() throws {
    let arguments = [
      "replay", "Recordings/start-workout", "--sample", "workout", "--mode", "chaos",
      "--delivery", "empty-set-last",
    ]
    let first = try Self.run(arguments)
    #expect(first.status == 1)
    #expect(
      first.output.hasPrefix(
        "✘ Replay failed: 1 problem in what the user sees (mode chaos (empty set last); "
          + "1 interaction, 12 steps, replayed twice).\n"))
    #expect(
      first.output.contains(
        "1. code-finding: the inspector found, on the replayed run, something wrong in what the "
          + "user sees"))
    #expect(first.output.contains("   finding: header-not-on-top\n"))
    #expect(first.output.contains("ilog inspect Recordings/start-workout --interaction S1"))
    #expect(first.output.contains("then every order: ilog explore Recordings/start-workout"))
    // Byte for byte the same on a second run.
    #expect(try Self.run(arguments).outputData == first.outputData)
    // The fixed controller passes, its answers listed; compared, they fail.
    let fixed = [
      "replay", "Recordings/start-workout", "--sample", "adaptive-header", "--mode", "chaos",
      "--delivery", "empty-set-last",
    ]
    let passed = try Self.run(fixed)
    #expect(passed.status == 0, "\(passed.output)")
    #expect(passed.output.contains("D1. answer-differs:"))
    let compared = try Self.run(fixed + ["--compare-answers"])
    #expect(compared.status == 1)
    #expect(compared.output.contains("1. answer-differs: the completion answered differently"))
    #expect(compared.output.contains("     − size: 320×180\n     + size: 320×224\n"))
  }

  @Test func seededChaosNamesItsSeedAndRepeatsIt() throws {
    let arguments = [
      "replay", "Recordings/killed-mid-interaction", "--sample", "workout", "--mode", "chaos",
      "--seed", "42", "--fault", "reask-claimed",
    ]
    let first = try Self.run(arguments)
    #expect(first.status == 0 || first.status == 1)
    #expect(first.output.contains("seeded permutation, seed 42, re-asks claimed"))
    #expect(try Self.run(arguments).outputData == first.outputData)
  }

  @Test func stepShowsEachCallWithItsStateWithoutWaitingOffATerminal() throws {
    let outcome = try Self.run([
      "replay", "Recordings/start-workout", "--sample", "workout", "--step", "--until", "5",
    ])
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(
      outcome.output.contains(
        "▶ step 1 · seq 2 · interaction S1: dispatch on SampleIntentsExtension"))
    #expect(outcome.output.contains("  outstanding: [INStartWorkoutIntent.intentDescription]"))
    #expect(outcome.output.contains("stopped after sequence number 5"))
    #expect(!outcome.output.contains("[Enter]"))
  }

  @Test(arguments: [
    (["replay", "Recordings/start-workout", "--sample", "nope"], "unknown subject 'nope'"),
    (["replay", "Recordings/no-such", "--sample", "workout"], "cannot read the recording"),
    (
      ["replay", "Recordings/start-workout", "--sample", "workout", "--seed", "1"],
      "--mode chaos only"
    ),
    (
      ["replay", "Recordings/start-workout", "--sample", "workout", "--interaction", "S9"],
      "no recorded interaction matches interaction S9"
    ),
  ])
  func badInputExitsTwoWithAMessage(arguments: [String], message: String) throws {
    let outcome = try Self.run(arguments)
    #expect(outcome.status == 2)
    #expect(outcome.error.contains(message), "\(outcome.error)")
  }

  @Test func jsonFormatIsTheReportAsData() throws {
    let outcome = try Self.run([
      "replay", "Recordings/double-completion", "--sample", "message", "--format", "json",
    ])
    #expect(outcome.status == 1)
    let document = try #require(
      try JSONSerialization.jsonObject(with: outcome.outputData) as? [String: Any])
    #expect(document["schema"] as? String == "ilog-replay/3")
    #expect(document["passed"] as? Bool == false)
    let divergences = try #require(document["divergences"] as? [[String: Any]])
    #expect(divergences.map { $0["kind"] as? String } == ["completion-repeated"])
    #expect(divergences.first?["sequence"] as? Int == 7)
  }

  @Test func embeddedReplayCommandKeepsTheDocumentedExitStatuses() throws {
    let example = builtProduct("replay-example")
    let root = PackageRoot.path
    let matched = try runProgram(
      example, ["Recordings/start-workout", "--subject", "workout"], currentDirectory: root)
    #expect(matched.status == 0, "\(matched.error)")
    #expect(matched.output.hasPrefix("✔ Replay matched"))
    let diverged = try runProgram(
      example, ["Recordings/double-completion", "--subject", "workout"], currentDirectory: root)
    #expect(diverged.status == 1)
    let usage = try runProgram(
      example, ["Recordings/start-workout", "--subject", "nope"], currentDirectory: root)
    #expect(usage.status == 2)
    #expect(usage.error.contains("unknown subject 'nope'"))
  }

  @Test func makeTestWritesTheCommittedGeneratedTest() throws {
    let directory = TemporaryDirectory()
    let output = directory.file("StartWorkoutReplayTests.swift")
    let outcome = try Self.run(["make-test", "Recordings/start-workout", "-o", output])
    #expect(outcome.status == 0, "\(outcome.error)")
    // The committed file is compiled and run by InteractionTestingTests: this is what it checks.
    let committed = try String(
      contentsOfFile: PackageRoot.path
        + "/Tests/InteractionTestingTests/Generated/StartWorkoutReplayTests.swift", encoding: .utf8)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == committed)
    // Never overwritten without --force.
    let again = try Self.run(["make-test", "Recordings/start-workout", "-o", output])
    #expect(again.status == 2)
    #expect(again.error.contains("already exists"))
    #expect(
      try Self.run(["make-test", "Recordings/start-workout", "-o", output, "--force"]).status == 0)
  }

  @Test func makeTestAddsAWholeSessionTestForASessionOfSeveralInteractions() throws {
    let directory = TemporaryDirectory()
    let output = directory.file("MapsRideCardReplayTests.swift")
    let outcome = try Self.run(["make-test", "Recordings/maps-ride-card", "-o", output])
    #expect(outcome.output == "wrote \(output): 3 tests\n", "\(outcome.error)")
    // The committed file is compiled and run by InteractionTestingTests.
    let committed = try String(
      contentsOfFile: PackageRoot.path
        + "/Tests/InteractionTestingTests/Generated/MapsRideCardReplayTests.swift",
      encoding: .utf8)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == committed)
    #expect(committed.contains("  @Test @MainActor func replaysTheWholeSession() async {\n"))
    // The status's test replays the session up to it: the ride first, as on the device.
    #expect(
      committed.contains(
        "options: ReplayOptions(selection: .identifiers([\"S5\", \"S5-status\"])))"))
    // One interaction asked for, or interactions that name different controllers (two
    // processes of the samples): no whole-session test.
    let one = try Self.run(["make-test", "Recordings/maps-ride-card", "--interaction", "S5"])
    #expect(!one.output.contains("TheWholeSession"))
    let mixed = try Self.run(["make-test", "Recordings/two-process"])
    #expect(!mixed.output.contains("TheWholeSession"))
  }

  @Test func makeTestWrapsSiriKitClassesInTheBridge() throws {
    let directory = TemporaryDirectory()
    let output = directory.file("RecordedSessionReplayTests.swift")
    let outcome = try Self.run([
      "make-test", "Examples/StartWorkout/Recordings/s1", "--siri-kit", "--import", "StartWorkout",
      "-o", output,
    ])
    #expect(outcome.status == 0, "\(outcome.error)")
    // The committed file is compiled and run by StartWorkoutTests against the example's classes.
    let committed = try String(
      contentsOfFile: PackageRoot.path
        + "/Examples/StartWorkout/Tests/Generated/RecordedSessionReplayTests.swift",
      encoding: .utf8)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == committed)
    #expect(committed.contains("SiriKitReplay.provider(IntentHandler())"))
    #expect(committed.contains("import InteractionSiriKit\n"))
  }

  @Test func makeTestWritesOneTestPerInteractionAndTakesImports() throws {
    let outcome = try Self.run([
      "make-test", "Recordings/two-process", "--import", "MyIntentsUI",
    ])
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(outcome.output.contains("import MyIntentsUI\n"))
    #expect(!outcome.output.contains("import InteractionSamples"))
    for name in ["S1", "S3"] {
      #expect(outcome.output.contains("func replays\(name)() async"))
    }
    // S4's completion was called twice: its test pins the bug.
    #expect(outcome.output.contains("func showsS4Right() async"))
    #expect(
      outcome.output.contains("- completion-repeated: configureView call 3 completed 2 times"))
  }

  /// A bug no finding sees is pinned by the property given: every test replays the recorded
  /// order in host mode and checks it (PinnedFailureTests runs such a file on the bug and the
  /// fix); a name that is no Swift identifier is a usage error.
  @Test func makeTestChecksThePropertiesItIsGiven() throws {
    let outcome = try Self.run([
      "make-test", "Recordings/start-workout", "--property", "workoutKeepsItsHeader",
    ])
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(
      outcome.output.hasPrefix(
        "// Generated by `ilog make-test Recordings/start-workout --property workoutKeepsItsHeader`."
      ))
    #expect(outcome.output.contains("  @Test @MainActor func showsS1Right() async {\n"))
    #expect(
      outcome.output.contains(
        "      options: ReplayOptions(mode: .host, findings: .always, properties: [.workoutKeepsItsHeader]))\n"
      ),
      "\(outcome.output)")
    let bad = try Self.run(["make-test", "Recordings/start-workout", "--property", "the header"])
    #expect(bad.status == 2)
    #expect(bad.error.contains("--property: the name of a static member of ReplayProperty"))
  }

  /// The properties registered with a sample are checked by `replay` too.
  @Test func aSamplesRegisteredPropertyFailsTheReplay() throws {
    let outcome = try Self.run([
      "replay", "Recordings/end-workout", "--sample", "vanishing-header", "--mode", "chaos",
      "--delivery", "empty-set-last",
    ])
    #expect(outcome.status == 1, "\(outcome.error)")
    #expect(
      outcome.output.contains(
        "+ the workout keeps its header: the views are 180.0 points high, 44.0 short: the header "
          + "is missing\n"), "\(outcome.output)")
    let fixed = try Self.run([
      "replay", "Recordings/end-workout", "--sample", "adaptive-header", "--mode", "chaos",
      "--delivery", "empty-set-last",
    ])
    #expect(fixed.status == 0, "\(fixed.output)")
  }

  @Test func makeTestPinsTheSeedsBugAndKnownIssuesWrapsIt() throws {
    let outcome = try Self.run(["make-test", "Recordings/empty-set-last", "--known-issues"])
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(
      outcome.output.hasPrefix(
        "// Generated by `ilog make-test Recordings/empty-set-last --known-issues`."))
    #expect(
      outcome.output.contains(
        "  @Test @MainActor func showsS2Right() async {\n"
          + "    await withKnownIssue(\"header-not-on-top: the recording's bug, until the code is fixed\") {\n"
      ))
    #expect(
      outcome.output.contains(
        "        options: ReplayOptions(mode: .host, findings: .always))\n    }\n  }\n"))
  }
}
