import Foundation
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionTestSupport
import Testing

/// A call is on disk before the user's code runs: user code that reads the log finds it, and a
/// process that traps inside user code leaves it behind.
@Suite struct WriteBeforeUserCodeTests {
  /// The kinds of the log's events whose call has no completion yet, read from disk.
  static func pendingCalls(in path: String) -> [EventKind] {
    guard let events = try? readEvents(path).events else { return [] }
    return events.byCall.values.compactMap { linked in linked.count == 1 ? linked[0].kind : nil }
  }

  @Test func handlerCodeFindsItsOwnCallInTheLog() throws {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .intentsExtension)
    let path = try #require(recorder.path)
    let found = Locked<[String: [EventKind]]>([:])
    let handler = recorder.recordingHandler(
      wrapping: FullHandler { method in
        let pending = Self.pendingCalls(in: path)
        found.withLock { $0[method] = pending }
      })
    (handler as? any IntentResolving)?.resolve(parameter: "workoutName", for: Fixtures.startWorkout)
    { _ in }
    (handler as? any IntentConfirming)?.confirm(intent: Fixtures.startWorkout) { _ in }
    handler.handle(intent: Fixtures.startWorkout) { _ in }
    recorder.close()
    let seen = found.withLock { $0 }
    #expect(seen["resolve"] == [.resolve])
    #expect(seen["confirm"] == [.confirm])
    #expect(seen["handle"] == [.handle])
  }

  @Test func providerCodeFindsTheDispatchInTheLog() throws {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .intentsExtension)
    let path = try #require(recorder.path)
    let provider = InspectingProvider(path: path)
    let wrapped = RecordingHandlerProvider(wrapping: provider, recorder: recorder)
    _ = wrapped.handler(for: Fixtures.startWorkout)
    recorder.close()
    #expect(provider.found.withLock { $0 } == [.dispatch])
  }

  @MainActor
  @Test func controllerCodeFindsItsConfigureViewInTheLog() throws {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .uiExtension)
    let path = try #require(recorder.path)
    var seen: [EventKind] = []
    let controller = ViewController { seen = Self.pendingCalls(in: path) }
    RecordingViewController(wrapping: controller, recorder: recorder).configureView(
      for: [], of: Fixtures.interaction, interactiveBehavior: .none, context: .siriSnippet
    ) { _, _, _ in }
    recorder.close()
    #expect(seen == [.configureView])
  }

  @MainActor
  @Test func theCallStyleAPIWritesBeforeTheBody() throws {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .uiExtension)
    let path = try #require(recorder.path)
    let controller = MarkerController()
    var seen: [EventKind] = []
    recorder.recordConfigureView(
      for: [Fixtures.title], of: Fixtures.interaction, interactiveBehavior: .genericAction,
      context: .siriSnippet, instance: controller, completion: { _, _, _ in },
      body: { completion in
        seen = Self.pendingCalls(in: path)
        completion(true, [Fixtures.title], Size(width: 1, height: 2))
      })
    recorder.recordConfigure(
      with: Fixtures.interaction, context: .mapsCard, instance: controller, completion: { _ in },
      body: { completion in
        seen += Self.pendingCalls(in: path)
        completion(.zero)
      })
    recorder.close()
    #expect(seen == [.configureView, .configure])
    let events = try cleanEvents(recorder.path)
    #expect(Set(events.compactMap(\.instance)) == ["MarkerController#1"])
    #expect(events.byCall.values.allSatisfy { $0.count == 2 })
  }

  static var childPath: String { builtProduct("recorder-trap-child") }

  @Test(arguments: [
    ("configure-view-trap", EventKind.configureView, "ui-extension"),
    ("dispatch-trap", EventKind.dispatch, "intents-extension"),
  ])
  func aTrapInUserCodeLeavesTheCallInTheLog(
    scenario: String, kind: EventKind, role: String
  ) throws {
    #expect(FileManager.default.isExecutableFile(atPath: Self.childPath), "build the child")
    let directory = TemporaryDirectory()
    let result = try run(Self.childPath, [directory.path, "S-trap", scenario])
    #expect(result.reason == .uncaughtSignal, "the child did not trap: \(result.error)")
    let session = directory.file("S-trap")
    let names = try FileManager.default.contentsOfDirectory(atPath: session)
    #expect(names.count == 1 && names.allSatisfy { $0.hasPrefix(role + "-") })
    // The file was never closed: its block is open, and the call is its last event.
    let events = try readEvents(session).events
    #expect(events.first?.kind == .header)
    #expect(events.last?.kind == kind)
    #expect(events.last?.call == 1)
    #expect(events.of(.end).isEmpty)
    if kind == .configureView {
      #expect(events.last?.interaction == "interaction-1")
      #expect(events.last?.instance == "TrappingViewController#1")
      #expect(events.of(.interaction).count == 1)
    } else {
      #expect(events.last?.instance == "TrappingProvider#1")
    }
  }
}

/// A provider that reads the log from inside `handler(for:)`.
private final class InspectingProvider: IntentHandlerProviding, Sendable {
  let path: String
  let found = Locked<[EventKind]>([])

  init(path: String) {
    self.path = path
  }

  func handler(for intent: Intent) -> (any IntentHandler)? {
    let pending = WriteBeforeUserCodeTests.pendingCalls(in: path)
    found.withLock { $0 = pending }
    return HandleOnlyHandler()
  }
}
