// For `contains(_:)` with a string: without Foundation it is the one from macOS 13.
import Foundation
import InteractionModel
import InteractionReplay
import InteractionSamples
import InteractionTestSupport
import Testing

/// A second replay in one process: state kept in a static shows as `state-outlived`.
///
/// Serialized: ``HeaderOnceViewController`` keeps its state in a static, which each test resets.
@MainActor
@Suite(.serialized) struct StateOutlivedTests {
  static func replay(twice: Bool) async throws -> ReplayReport {
    HeaderOnceViewController.headerShown = false
    return try await Replayer(
      contentsOf: "\(packageRoot)/Recordings/start-workout",
      options: ReplayOptions(timeout: .zero, sleep: { _ in }, replaysTwice: twice)
    ).replay(.types(controller: { HeaderOnceViewController() }))
  }

  @Test func aStaticThatOutlivesTheReplayIsADivergenceWithBothAnswers() async throws {
    let report = try await Self.replay(twice: true)
    #expect(report.divergences.map(\.kind) == [.stateOutlived])
    let divergence = try #require(report.divergences.first)
    #expect(
      divergence.call == "configureView(for: [], interactiveBehavior: none, context: siriSnippet)")
    #expect(divergence.interaction == "S1")
    #expect(divergence.field == "size")
    #expect(divergence.expected == ["success: true", "claimed: []", "size: 320×44"])
    #expect(divergence.actual == ["success: true", "claimed: []", "size: 0×0"])
    let text = report.description
    #expect(text.contains("1 interaction, 2 steps, replayed twice"))
    #expect(text.contains("for state-outlived: − first run, + second run"))
    #expect(text.contains("state outlived the interaction (a static, a singleton, a cache)"))
    #expect(text.contains("--mode exact --step --until-step 1"))
  }

  @Test func oneRunDoesNotSeeIt() async throws {
    let report = try await Self.replay(twice: false)
    #expect(report.passed, "\(report)")
  }

  @Test func aControllerWithoutStatePassesTwice() async throws {
    let report = try await Replayer(
      contentsOf: "\(packageRoot)/Recordings/killed-mid-interaction",
      options: ReplayOptions(
        mode: .chaos(seed: 42), timeout: .zero, sleep: { _ in }, replaysTwice: true)
    ).replay(.types(controller: { WorkoutViewController() }))
    #expect(!report.divergences.contains { $0.kind == .stateOutlived })
  }
}
