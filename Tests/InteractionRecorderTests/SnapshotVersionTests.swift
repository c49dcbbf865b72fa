import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionTestSupport
import Testing

/// An interaction is written once per version: again when its status, response or intent
/// changes under the same identifier, never again for a call that shows the same one.
@Suite struct SnapshotVersionTests {
  /// The snapshots the log holds, in order: each one's handling status.
  static func statuses(in path: String?) throws -> [HandlingStatus] {
    try cleanEvents(path).compactMap { event in
      guard case .interaction(let snapshot) = event.payload else { return nil }
      return snapshot.handlingStatus
    }
  }

  @MainActor
  @Test func aChangedStatusIsWrittenAgainAndAnUnchangedOneIsNot() throws {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .uiExtension)
    let controller = MarkerController()
    var inProgress = Fixtures.interaction
    inProgress.handlingStatus = .inProgress
    var done = inProgress
    done.handlingStatus = .success
    done.response = IntentResponse(
      className: "INStartWorkoutIntentResponse",
      code: IntentResponse.Code(rawValue: 3, name: "success"))
    for shown in [inProgress, inProgress, done, done, inProgress] {
      recorder.recordConfigure(
        with: shown, context: .mapsCard, instance: controller, completion: { _ in },
        body: { completion in completion(.zero) })
    }
    recorder.close()
    #expect(try Self.statuses(in: recorder.path) == [.inProgress, .success, .inProgress])
  }

  @Test func theSnapshotIsMadeOnlyWhenTheCallersVersionChanges() throws {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .uiExtension)
    let controller = MarkerController()
    let made = Locked(0)
    // Versions 1, 1, 2: a new object with the same content (made, not written), 3: changed.
    for (version, status) in [(1, HandlingStatus.ready), (1, .ready), (2, .ready), (3, .success)] {
      var shown = Fixtures.interaction
      shown.handlingStatus = status
      recorder.recordConfigureView(
        for: [], ofInteraction: shown.identifier, version: version,
        snapshot: {
          made.withLock { $0 += 1 }
          return shown
        }, interactiveBehavior: .none, context: .siriSnippet, instance: controller,
        body: { completion in completion(true, [], .zero) })
    }
    recorder.close()
    #expect(made.withLock { $0 } == 3)
    #expect(try Self.statuses(in: recorder.path) == [.ready, .success])
  }
}
