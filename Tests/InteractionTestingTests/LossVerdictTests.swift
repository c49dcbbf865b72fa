import InteractionLog
import InteractionReplay
import InteractionSamples
import InteractionTestSupport
import InteractionTesting
import Testing

/// `expectReplay` and `expectEveryPlanPasses` on a recording whose logs record a loss: each
/// records an issue that names the loss, unless the test accepts that kind of loss by name.
@Suite struct LossVerdictTests {
  static let workout = ReplaySubjects.types(
    provider: { SampleIntentsExtension() }, controller: { WorkoutViewController() })

  static func selection(_ loss: LossyRecording.Loss) -> String? {
    loss == .recoveredCopy ? "S1-killed" : nil
  }

  @Test(arguments: LossyRecording.Loss.allCases)
  func expectReplayFailsNamingTheLoss(loss: LossyRecording.Loss) async throws {
    let copy = try LossyRecording(loss)
    await withKnownIssue {
      await expectReplay(
        of: copy.path, interaction: Self.selection(loss), subjects: Self.workout,
        options: ReplayOptions(timeout: 0.1), record: .never)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("Cannot trust the replay of ")
          && $0.rawValue.contains(": \(loss.kind.rawValue): ")
      }
    }
  }

  @Test(arguments: LossyRecording.Loss.allCases)
  func expectEveryPlanPassesFailsNamingTheLoss(loss: LossyRecording.Loss) async throws {
    let copy = try LossyRecording(loss)
    await withKnownIssue {
      await expectEveryPlanPasses(
        of: copy.path, interaction: Self.selection(loss),
        subjects: .types(controller: { AdaptiveHeaderViewController() }),
        options: ReplayOptions(timeout: 0.1, replaysTwice: false))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains(": \(loss.kind.rawValue): ") }
    }
  }

  /// Accepted by name, a loss no longer fails the test.
  @Test func anAcceptedLossPasses() async throws {
    let copy = try LossyRecording(.endDropped)
    await expectReplay(
      of: copy.path, subjects: Self.workout,
      options: ReplayOptions(acceptedLosses: [.dropped]), record: .never)
  }
}
