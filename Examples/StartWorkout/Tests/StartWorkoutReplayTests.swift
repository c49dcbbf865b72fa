import InteractionHost
import InteractionModel
import InteractionReplay
import InteractionSamples
import InteractionSiriKit
import InteractionTestSupport
import StartWorkout
import Testing

/// The committed workout recordings replayed against the example's real extension classes,
/// through the bridge's replay subjects, and against the sample extensions they were recorded
/// from: the same steps, the same outcome.
@MainActor
@Suite struct StartWorkoutReplayTests {
  /// The example's classes, as SiriKit objects behind the bridge's adapters.
  static let example = ReplaySubjects(
    provider: { _ in SiriKitReplay.provider(IntentHandler()) },
    controller: { _ in SiriKitReplay.controller(IntentViewController()) })

  /// The model-level samples the recordings were made with.
  static let samples = ReplaySubjects.types(
    provider: { SampleIntentsExtension() }, controller: { WorkoutViewController() })

  static func replay(
    _ recording: String, _ subjects: ReplaySubjects, mode: ReplayMode = .exact
  ) async throws -> ReplayReport {
    let options = ReplayOptions(mode: mode, timeout: 0, sleep: { _ in })
    return try await Replayer(
      contentsOf: "\(packageRoot)/Recordings/\(recording)", options: options
    )
    .replay(subjects)
  }

  @Test(arguments: ["start-workout", "empty-set-last"])
  func bothSidesReplay(_ recording: String) async throws {
    let report = try await Self.replay(recording, Self.example)
    print(report)
    let calls = report.steps.compactMap(\.replayed).map(\.call.kindName)
    #expect(calls.filter { $0 == "configureView" }.count == 2)
    #expect(calls.filter { $0 == "resolve" }.count == 3)
    #expect(report.passed, "\(report)")
  }
}
