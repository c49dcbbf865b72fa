import InteractionHost
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionReplay
import InteractionSamples
import InteractionTestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Clock readings and UUIDs the recorder handed out come back in a replay, from a real log.
@MainActor
@Suite struct RecordedSourcesReplayTests {
  /// Records S1 through the host with a controller that reads the time and a UUID through the
  /// recorder, and returns the session directory.
  static func record(in directory: TemporaryDirectory) async -> String {
    let recorder = Recorder(directory: directory.path, session: "clocked", role: .uiExtension)
    let scenario = SampleScenarios.startWorkout
    _ = await SimulatedHost().runInterface(
      for: scenario.interaction,
      controller: { recorder.recordingController(wrapping: ClockedController(sources: recorder)) })
    recorder.close()
    return directory.path + "/clocked"
  }

  @Test func recordedTimesAndUUIDsAreHandedBack() async throws {
    let directory = TemporaryDirectory()
    let path = await Self.record(in: directory)
    let recording = try Recording(contentsOf: path)
    #expect(recording.sourceValues.map(\.source) == ["clock", "uuid", "clock", "uuid"])
    let report = try await Replayer(recording: recording, options: ReplayOptions(timeout: 0))
      .replay(ReplaySubjects(controller: { ClockedController(sources: $0) }))
    #expect(report.passed, "\(report)")
  }

  @Test func theLiveClockDivergesAndAskingTooOftenIsReported() async throws {
    let directory = TemporaryDirectory()
    let path = await Self.record(in: directory)
    let live = try await Replayer(contentsOf: path, options: ReplayOptions(timeout: 0))
      .replay(.types(controller: { ClockedController(sources: SystemValueSources()) }))
    // The second run reads the live clock again, so it differs from the first as well.
    #expect(
      live.divergences.map(\.kind) == [
        .answerDiffers, .answerDiffers, .stateOutlived, .stateOutlived,
      ])
    let greedy = try await Replayer(contentsOf: path, options: ReplayOptions(timeout: 0))
      .replay(ReplaySubjects(controller: { ClockedController(sources: $0, readings: 3) }))
    #expect(greedy.divergences.contains { $0.kind == .sourceExhausted && $0.field == "clock" })
  }
}

/// Claims what it is offered, with a width from the time and a height from a UUID it reads through
/// its sources, so that its answers depend on them.
@MainActor
final class ClockedController: ParameterViewConfiguring {
  let sources: any ValueSources
  let readings: Int

  init(sources: any ValueSources, readings: Int = 1) {
    self.sources = sources
    self.readings = readings
  }

  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    var time = Date(timeIntervalSince1970: 0)
    for _ in 0..<readings { time = sources.now() }
    let uuid = sources.makeUUID()
    let width = (time.timeIntervalSince1970 * 1_000_000).truncatingRemainder(dividingBy: 1000)
    completion(true, parameters, Size(width: width, height: Double(uuid.uuid.0)))
  }
}
