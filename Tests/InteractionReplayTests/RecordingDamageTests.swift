import Foundation
import InteractionHost
import InteractionLog
import InteractionModel
import InteractionReplay
import InteractionSamples
import InteractionTestSupport
import Testing

/// A damaged, torn or incomplete recording never replays green: the library's side of it, on
/// damaged copies of the committed recordings.
@MainActor
@Suite struct RecordingDamageTests {
  static let workout = ReplaySubjects.types(
    provider: { SampleIntentsExtension() }, controller: { WorkoutViewController() })

  static func replay(_ path: String, _ subjects: ReplaySubjects = workout) async throws
    -> ReplayReport
  {
    try await Replayer(contentsOf: path, options: ReplayOptions(timeout: 0, sleep: { _ in }))
      .replay(subjects)
  }

  @Test(arguments: [DamagedRecording.Damage.empty, .notGzip])
  func aLogWithNothingReadableIsUnreadableNamingTheFile(damage: DamagedRecording.Damage) throws {
    let copy = try DamagedRecording(damage)
    #expect {
      _ = try Recording(contentsOf: copy.path)
    } throws: { error in
      guard case .unreadable(.damaged(let found)) = error as? ReplayError else { return false }
      return found.kind == .notALog && found.file == copy.damagedFile && found.offset == 0
    }
  }

  @Test(arguments: [DamagedRecording.Damage.truncated, .flippedByte])
  func aDamagedLogFailsTheReplayWithItsOffsetThoughNothingDiverged(
    damage: DamagedRecording.Damage
  ) async throws {
    let copy = try DamagedRecording(damage)
    let report = try await Self.replay(copy.path)
    #expect(report.divergences.isEmpty)
    #expect(!report.passed)
    let found = try #require(report.damage.damages.first)
    #expect(found.file == copy.damagedFile)
    #expect(found.offset == 0)
    #expect(found.kind == (damage == .truncated ? .tornTail : .corruptBlock))
    let text = report.description
    #expect(text.hasPrefix("✘ Replay of a damaged recording: 1 problem, no difference"))
    #expect(text.contains("  damage: \(copy.damagedFile): byte 0: \(found.kind.rawValue): "))
    let json = try #require(
      JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
    #expect(json["passed"] as? Bool == false)
    let damages = (json["damage"] as? [String: Any])?["damages"] as? [[String: Any]]
    #expect(damages?.first?["offset"] as? Int == 0)
  }

  @Test func aSessionWithoutTheUILogFailsAReplayOfAController() async throws {
    let copy = try DamagedRecording(.missing)
    let report = try await Self.replay(copy.path)
    #expect(report.divergences.isEmpty)
    #expect(report.damage.missingRoles == [.uiExtension])
    #expect(!report.passed)
    #expect(report.description.contains("no ui-extension log: nothing of the controller"))
    // The handling alone, asked for, passes: nothing it replays is missing.
    let handling = try await Self.replay(
      copy.path, .types(provider: { SampleIntentsExtension() }))
    #expect(handling.passed, "\(handling)")
    // So does the Intents extension's log given alone: one process by choice.
    let file = try await Self.replay("\(copy.path)/intents-extension-501.ilog")
    #expect(file.damage.isEmpty)
  }

  @Test func aTornRecordingNamesTheInteractionItCutOff() async throws {
    let path = "\(packageRoot)/Recordings/killed-mid-interaction"
    let recording = try Recording(contentsOf: path)
    #expect(recording.interactions.filter(\.isCutOff).map(\.identifier) == ["S1-killed"])
    #expect(recording.damage.cutOffInteractions == ["S1-killed"])
    #expect(recording.damage.damages.map(\.offset) == [6742])
    // Even an interaction before the tear, replayed alone and matching, does not pass.
    var options = ReplayOptions(timeout: 0, sleep: { _ in })
    options.selection = .interaction("S1-1")
    let report = try await Replayer(recording: recording, options: options).replay(Self.workout)
    #expect(report.divergences.isEmpty, "\(report)")
    #expect(!report.passed)
    #expect(
      report.description.contains(
        "interaction S1-killed cut off: the log stops inside it; replayed up to the cut"))
  }

  @Test func aCleanRecordingHasNoDamage() throws {
    for path in sampleRecordingPaths where !path.hasSuffix("killed-mid-interaction") {
      #expect(try Recording(contentsOf: path).damage.isEmpty, "\(path)")
    }
  }

  @Test func explorationOfATornRecordingFailsWithTheDamageSaidOnce() async throws {
    var options = ReplayOptions(timeout: 0, sleep: { _ in }, replaysTwice: false)
    options.selection = .interaction("S1-1")
    let report = try await Explorer(
      contentsOf: "\(packageRoot)/Recordings/killed-mid-interaction", options: options,
      limits: ExplorationLimits(plans: 4)
    ).explore(.types(controller: { AdaptiveHeaderViewController() }))
    // A controller that lays its header out for any order: only the damage fails.
    #expect(report.failures.isEmpty, "\(report)")
    #expect(!report.passed)
    #expect(report.damage.cutOffInteractions == ["S1-killed"])
    #expect(report.description.hasPrefix("✘ Exploration of a damaged recording: every plan passed"))
    #expect(report.description.contains("byte 6742: torn-tail"))
  }

  @Test func aPlanWhoseReplayThrewFailsTheExplorationWithItsError() {
    let plan = ExploredPlan(interaction: "S1", order: [[]], faults: [], documentedOrder: [[]])
    var report = ExplorationReport(
      recording: "r", interactions: ["S1"], plansReplayed: 1, shrinkReplays: 0, failingPlans: 1,
      failures: [], limits: ExplorationLimits())
    report.replayErrors = [
      ExplorationReplayError(
        interaction: "S1", plan: plan,
        error: .nothingSelected(path: "r", selection: "interaction S1"))
    ]
    #expect(!report.passed)
    #expect(report.description.hasPrefix("✘ Exploration found 1 failure in r: 1 of 1 plan failed"))
    #expect(
      report.description.contains(
        "  interaction S1: [], no faults: r: no recorded interaction matches interaction S1"))
  }
}
