import Foundation
import InteractionHost
import InteractionModel
import InteractionReplay
import InteractionSamples
import InteractionTestSupport
import Testing

/// The replayer against the sample extensions and the committed recordings.
@MainActor
@Suite struct SampleReplayTests {
  static func recording(_ name: String) -> String {
    "\(packageRoot)/Recordings/\(name)"
  }

  /// Options that never wait: every sample completes on the calling thread or never.
  static func options(_ mode: ReplayMode = .exact) -> ReplayOptions {
    ReplayOptions(mode: mode, timeout: .zero, sleep: { _ in })
  }

  @Test func workoutControllerPassesExactReplayOfTheDocumentedRecording() async throws {
    let replayer = try Replayer(contentsOf: Self.recording("start-workout"), options: Self.options())
    let report = try await replayer.replay(
      .types(provider: { SampleIntentsExtension() }, controller: { WorkoutViewController() }))
    #expect(report.passed, "\(report)")
    #expect(report.interactions == ["S1"])
    // 5 dispatches and 5 calls, then the empty set and the description.
    #expect(report.steps.count == 12)
    #expect(report.steps.compactMap(\.replayed?.instance).filter { $0.hasPrefix("Workout") } == [
      "WorkoutViewController#1", "WorkoutViewController#2",
    ])
    print(report)
  }

  @Test func emptySetLastChaosMovesTheHeaderBelowTheWorkout() async throws {
    let replayer = try Replayer(
      contentsOf: Self.recording("start-workout"),
      options: Self.options(.chaos(ChaosPlan(delivery: .emptySetLast))))
    let report = try await replayer.replay(.types(controller: { WorkoutViewController() }))
    print(report)
    #expect(report.divergences.map(\.kind) == [.viewOrder])
  }
}
