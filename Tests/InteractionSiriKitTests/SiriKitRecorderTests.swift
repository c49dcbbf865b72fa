import Foundation
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionTestSupport
import Testing

@testable import InteractionSiriKit

#if os(iOS)
import Intents
import IntentsUI
#else
import SiriKitStandIn
#endif
// CGSize's `==` and `.zero`: CoreGraphics declares them on Apple platforms (Foundation on Linux).
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Recording through the bridge writes the log the model-level recorder writes for the same
/// calls, and SiriKit gets back exactly what the controller's code passed.
@MainActor
@Suite struct SiriKitRecorderTests {
  /// A recorder with a stepping clock and fixed ids, so that two recorders write the same bytes
  /// for the same calls.
  static func recorder(in directory: TemporaryDirectory, _ name: String) throws -> Recorder {
    Recorder(
      directory: try directory.directory(name), session: "bridge", role: .uiExtension,
      options: RecorderOptions(clock: SteppingClock(), processID: 502, fixedThreadID: 1))
  }

  /// Every event of a closed log, read by the log reader.
  static func events(_ recorder: Recorder) throws -> [Event] {
    let reader = try LogReader(path: try #require(recorder.path))
    var events: [Event] = []
    while let record = try reader.next() { events.append(record.event) }
    #expect(reader.damages.isEmpty)
    return events
  }

  @Test func configureViewThroughTheBridgeWritesWhatTheModelRecorderWrites() throws {
    let directory = TemporaryDirectory()
    let interaction = try WorkoutDoubles.converter.siriKitInteraction(
      InteractionConversionTests.recorded)
    let description = INParameter(
      for: WorkoutDoubles.INStartWorkoutIntent.self, keyPath: "intentDescription")

    let bridged = try Self.recorder(in: directory, "bridged")
    let recording = SiriKitRecorder(bridged, converter: WorkoutDoubles.converter)
    let header = IntentViewController(recording: recording)
    let workout = IntentViewController(recording: recording)
    var answers: [(Bool, Set<INParameter>, CGSize)] = []
    let calls: [(IntentViewController, Set<INParameter>)] = [
      (header, []), (workout, [description]),
    ]
    for (controller, offered) in calls {
      controller.configureView(
        for: offered, of: interaction, interactiveBehavior: INUIInteractiveBehavior.none,
        context: INUIHostedViewContext.siriSnippet
      ) { success, claimed, size in answers.append((success, claimed, size)) }
    }
    bridged.close()
    #expect(answers.map(\.0) == [true, true])
    #expect(answers.map(\.1) == [[], [description]])
    #expect(answers.map(\.2) == [CGSize(width: 320, height: 44), CGSize(width: 320, height: 180)])

    let model = try Self.recorder(in: directory, "model")
    let shown = InteractionConversionTests.recorded
    let modelDescription = try Parameter(for: "INStartWorkoutIntent", keyPath: "intentDescription")
    let modelCalls: [(IntentViewController, Set<Parameter>, Size)] = [
      (header, [], Size(width: 320, height: 44)),
      (workout, [modelDescription], Size(width: 320, height: 180)),
    ]
    for (controller, offered, size) in modelCalls {
      model.recordConfigureView(
        for: offered, of: shown, interactiveBehavior: .none, context: .siriSnippet,
        instance: controller, completion: { _, _, _ in }, body: { $0(true, offered, size) })
    }
    model.close()

    let expected = try Self.events(model)
    let actual = try Self.events(bridged)
    #expect(actual.map(\.kind) == expected.map(\.kind))
    #expect(actual == expected)
    #expect(
      actual.compactMap(\.instance) == [
        "IntentViewController#1", "IntentViewController#1", "IntentViewController#2",
        "IntentViewController#2",
      ])
  }

  @Test func claimsBeyondTheOfferedObjectsAreRecordedEachOnce() throws {
    let directory = TemporaryDirectory()
    let recorder = try Self.recorder(in: directory, "claims")
    let recording = SiriKitRecorder(recorder, converter: WorkoutDoubles.converter)
    let interaction = try WorkoutDoubles.converter.siriKitInteraction(
      InteractionConversionTests.recorded)
    let intentClass: AnyClass = WorkoutDoubles.INStartWorkoutIntent.self
    let offered = INParameter(for: intentClass, keyPath: "intentDescription")
    // The offered object, an equal one made by the controller, and one SiriKit did not offer.
    let claimed: Set<INParameter> = [
      offered, INParameter(for: intentClass, keyPath: "intentDescription"),
      INParameter(for: intentClass, keyPath: "workoutName"),
    ]
    var answered: [Set<INParameter>] = []
    recording.recordConfigureView(
      for: [offered], of: interaction, interactiveBehavior: .none, context: .siriSnippet,
      instance: interaction, completion: { _, claimed, _ in answered.append(claimed) },
      body: { $0(true, claimed, CGSize(width: 320, height: 60)) })
    recorder.close()

    #expect(answered.count == 1)
    #expect(answered.first?.count == claimed.count)
    #expect(
      answered.first.map { $0.allSatisfy { object in claimed.contains { $0 === object } } } == true)
    let completions = try Self.events(recorder).compactMap { event -> [Parameter]? in
      guard case .configureViewCompletion(_, let claimed, _, _) = event.payload else { return nil }
      return claimed
    }
    #expect(
      completions == [
        [
          try Parameter(for: "INStartWorkoutIntent", keyPath: "intentDescription"),
          try Parameter(for: "INStartWorkoutIntent", keyPath: "workoutName"),
        ]
      ])
  }

  @Test func configureRecordsTheSizeAndHandsBackTheControllersOwn() throws {
    let directory = TemporaryDirectory()
    let recorder = try Self.recorder(in: directory, "configure")
    let recording = SiriKitRecorder(recorder, converter: WorkoutDoubles.converter)
    let interaction = try WorkoutDoubles.converter.siriKitInteraction(
      InteractionConversionTests.recorded)
    let controller = IntentViewController()
    var sizes: [CGSize] = []
    recording.recordConfigure(
      with: interaction, context: .mapsCard, instance: controller,
      completion: { sizes.append($0) },
      body: { completion in
        completion(CGSize(width: 300, height: 120.5))
        completion(CGSize(width: 300, height: 90))
      })
    recorder.close()
    #expect(sizes == [CGSize(width: 300, height: 120.5), CGSize(width: 300, height: 90)])
    let events = try Self.events(recorder)
    #expect(
      events.map(\.kind)
        == [.header, .interaction, .configure, .configureCompletion, .configureCompletion, .end])
    #expect(events[2].payload == .configure(context: .mapsCard))
    guard case .configureCompletion(let size, _) = events[3].payload else {
      Issue.record("expected a configure completion, found \(events[3].payload)")
      return
    }
    #expect(size == Size(width: 300, height: 120.5))
  }

  @Test func withoutRecordingTheBodyRunsAlone() throws {
    let directory = TemporaryDirectory()
    let recorder = try Self.recorder(in: directory, "closed")
    recorder.close()
    let interaction = INInteraction(intent: WorkoutDoubles.intent(), response: nil)
    var answered: [Bool] = []
    recorder.siriKit.recordConfigureView(
      for: [], of: interaction, interactiveBehavior: .none, context: .siriSnippet,
      instance: interaction, completion: { success, _, _ in answered.append(success) },
      body: { $0(true, [], .zero) })
    #expect(answered == [true])
    #expect(try Self.events(recorder).map(\.kind) == [.header, .end])
  }
}
