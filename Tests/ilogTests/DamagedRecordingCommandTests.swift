import Foundation
import InteractionTestSupport
import Testing

/// Replay, explore, make-test and `watch --until-end` on damaged, torn and incomplete
/// recordings, run as the built binary: never green, as `ilog inspect` on the same files.
@Suite struct DamagedRecordingCommandTests {
  static func run(_ arguments: [String]) throws -> ProgramResult {
    try ILogBinary.run(arguments, in: PackageRoot.path)
  }

  @Test(arguments: DamagedRecording.Damage.allCases)
  func replayExitsAsInspectDoesAndNamesTheDamage(damage: DamagedRecording.Damage) throws {
    let copy = try DamagedRecording(damage)
    let replay = try Self.run(["replay", copy.path, "--sample", "workout"])
    let inspect = try Self.run(["inspect", copy.path])
    #expect(!replay.output.contains("✔"), "\(replay.output)")
    switch damage {
    case .empty, .notGzip:
      #expect(replay.status == 2)
      #expect(inspect.status == 2)
      #expect(
        replay.error.hasPrefix(
          "replay: cannot read the recording: \(copy.damagedFile): byte 0: not-a-log: "))
    case .truncated, .flippedByte:
      #expect(replay.status == 1)
      #expect(inspect.status == 1)
      let kind = damage == .truncated ? "torn-tail" : "corrupt-block"
      #expect(
        replay.output.hasPrefix(
          "✘ Replay of a damaged recording: 1 problem, no difference (mode exact; "))
      #expect(replay.output.contains("  damage: \(copy.damagedFile): byte 0: \(kind): "))
    case .missing:
      // inspect shows the Intents extension's session as it is; a replay of a controller
      // from a session without its log checks nothing of it, and says so.
      #expect(replay.status == 1)
      #expect(
        replay.output.contains(
          "  \(copy.path): no ui-extension log: nothing of the controller is replayed"))
    }
  }

  @Test func replayJSONSaysItDidNotPassAndCarriesTheDamage() throws {
    let copy = try DamagedRecording(.truncated)
    let outcome = try Self.run(["replay", copy.path, "--sample", "workout", "--format", "json"])
    #expect(outcome.status == 1)
    let json = try #require(
      JSONSerialization.jsonObject(with: outcome.outputData) as? [String: Any])
    #expect(json["passed"] as? Bool == false)
    let damage = try #require(json["damage"] as? [String: Any])
    let first = try #require((damage["damages"] as? [[String: Any]])?.first)
    #expect(first["kind"] as? String == "torn-tail")
    #expect(first["file"] as? String == copy.damagedFile)
    #expect(first["offset"] as? Int == 0)
    // Standard output is data: the damage is said on standard error too, as inspect does.
    #expect(outcome.error.contains("replay: damage: \(copy.damagedFile): byte 0: torn-tail"))
  }

  @Test func replayAndExploreOfATornRecordingSayWhatWasCutOff() throws {
    let replay = try Self.run([
      "replay", "Recordings/killed-mid-interaction", "--sample", "workout", "--interaction",
      "S1-1", "--format", "json",
    ])
    #expect(replay.status == 1)
    let json = try #require(
      JSONSerialization.jsonObject(with: replay.outputData) as? [String: Any])
    #expect((json["divergences"] as? [Any])?.isEmpty == true)
    let damage = try #require(json["damage"] as? [String: Any])
    #expect(damage["cutOffInteractions"] as? [String] == ["S1-killed"])
    // The controller that lays its header out for any order passes every plan: only the
    // damage fails the exploration.
    let explore = try Self.run([
      "explore", "Recordings/killed-mid-interaction", "--sample", "adaptive-header",
      "--interaction", "S1-1", "--budget", "3", "--once",
    ])
    #expect(explore.status == 1)
    #expect(explore.output.hasPrefix("✘ Exploration of a damaged recording: every plan passed"))
    #expect(
      explore.output.contains(
        "  damage: Recordings/killed-mid-interaction/ui-extension-502.ilog: byte 6742: torn-tail"
      ))
    #expect(
      explore.output.contains(
        "  interaction S1-killed cut off: the log stops inside it; replayed up to the cut"))
  }

  @Test(arguments: [DamagedRecording.Damage.truncated, .notGzip])
  func exploreOfADamagedUILogNamesTheDamage(damage: DamagedRecording.Damage) throws {
    let copy = try DamagedRecording(damage)
    let outcome = try Self.run(["explore", copy.path, "--sample", "workout", "--budget", "3"])
    // Nothing of the controller's calls could be read: nothing to explore, and why.
    #expect(outcome.status == 2)
    #expect(outcome.error.contains(copy.damagedFile), "\(outcome.error)")
  }

  @Test(arguments: DamagedRecording.Damage.allCases)
  func makeTestWritesTheTestsAndFailsOnTheDamage(damage: DamagedRecording.Damage) throws {
    let copy = try DamagedRecording(damage)
    let output = copy.directory.file("DamagedTests.swift")
    let outcome = try Self.run(["make-test", copy.path, "-o", output])
    switch damage {
    case .empty, .notGzip:
      #expect(outcome.status == 2)
      #expect(!FileManager.default.fileExists(atPath: output))
    case .truncated, .flippedByte:
      #expect(outcome.status == 1)
      #expect(FileManager.default.fileExists(atPath: output))
      #expect(outcome.error.contains("ilog: damage: \(copy.damagedFile): byte 0: "))
      #expect(outcome.error.contains("the tests fail on a damaged recording"))
    case .missing:
      #expect(outcome.status == 0)
      #expect(
        outcome.error.hasPrefix("ilog: note: \(copy.path): no ui-extension log: "),
        "\(outcome.error)")
    }
  }

  @Test func watchUntilEndStopsOnACrashedSessionAfterTheIdleLimit() throws {
    let outcome = try Self.run([
      "watch", "--until-end", "--idle-limit", "0.3", "Recordings/killed-mid-interaction",
    ])
    #expect(outcome.status == 1)
    #expect(
      outcome.error
        == "ilog: Recordings/killed-mid-interaction/ui-extension-502.ilog: not closed cleanly "
        + "(no end event, and no new event for 0.3 s: its writer stopped, as in a crash)\n")
    // The exceptions of the interactions it finished are those inspect lists.
    #expect(outcome.output.contains("completion-repeated"))
  }

  @Test func watchUntilEndOfAClosedSessionNeedsNoIdleLimit() throws {
    let outcome = try Self.run([
      "watch", "--until-end", "--idle-limit", "0", "Recordings/start-workout",
    ])
    #expect(outcome.status == 0, "\(outcome.error)")
  }

  @Test(arguments: [
    ("[Foo.bar] []", "Foo.bar was never offered in this interaction"),
    ("[intentDescription] []", "intentDescription is not qualified"),
    ("[]", "[INStartWorkoutIntent.intentDescription] is missing"),
    ("[] [] [INStartWorkoutIntent.intentDescription]", "[] is given 2 times, recorded 1"),
  ])
  func anOrderThatDoesNotFitTheRecordingIsAUsageErrorListingItsSets(
    order: String, problem: String
  ) throws {
    let outcome = try Self.run([
      "replay", "Recordings/start-workout", "--sample", "workout", "--mode", "chaos", "--order",
      order,
    ])
    #expect(outcome.status == 2)
    #expect(outcome.output.isEmpty)
    #expect(outcome.error.hasPrefix("replay: --order: interaction S1: the order '\(order)'"))
    #expect(outcome.error.contains(problem))
    #expect(
      outcome.error.contains("the recorded sets: [] [INStartWorkoutIntent.intentDescription]"))
  }
}
