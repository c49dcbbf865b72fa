import Foundation
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionTestSupport
import Testing

/// A session driven by hand, as SiriKit would drive the two extensions, read back from disk.
@MainActor
@Suite struct RecorderSessionTests {
  /// Drives an Intents extension and an Intents UI extension recorder in one session directory.
  static func recordSession(in directory: TemporaryDirectory) -> (Recorder, Recorder) {
    let intents = Recorder(
      directory: directory.path, session: "S-1", role: .intentsExtension,
      options: Fixtures.options())
    let provider = RecordingHandlerProvider(
      wrapping: SampleProvider(reusesHandlers: true), recorder: intents)
    for _ in 0..<2 {
      let handler = provider.handler(for: Fixtures.startWorkout)
      if let resolving = handler as? any IntentResolving {
        for name in resolving.resolvableParameters {
          resolving.resolve(parameter: name, for: Fixtures.startWorkout) { _ in }
        }
      }
      (handler as? any IntentConfirming)?.confirm(intent: Fixtures.startWorkout) { _ in }
      handler?.handle(intent: Fixtures.startWorkout) { _ in }
    }
    #expect(provider.handler(for: Intent(className: "INUnknownIntent")) == nil)
    intents.close()

    let ui = Recorder(
      directory: directory.path, session: "S-1", role: .uiExtension, options: Fixtures.options())
    // A new controller for every configureView call, as SiriKit does (D4).
    for parameters in [[], [Fixtures.title]] as [Set<Parameter>] {
      let controller = RecordingViewController(wrapping: ViewController(), recorder: ui)
      controller.configureView(
        for: parameters, of: Fixtures.interaction, interactiveBehavior: .nextView,
        context: .siriSnippet
      ) { _, _, _ in }
    }
    let augmenting = RecordingViewController(wrapping: AugmentingController(), recorder: ui)
    augmenting.configure(with: Fixtures.interaction, context: .mapsCard) { _ in }
    ui.close()
    return (intents, ui)
  }

  @Test func everyCallAndCompletionIsInTheLogLinkedByCallID() throws {
    let directory = TemporaryDirectory()
    let (intents, ui) = Self.recordSession(in: directory)
    for recorder in [intents, ui] {
      let events = try cleanEvents(recorder.path)
      let calls: [EventKind: EventKind] = [
        .dispatch: .dispatchCompletion, .resolve: .resolveCompletion,
        .confirm: .confirmCompletion, .handle: .handleCompletion, .configure: .configureCompletion,
        .configureView: .configureViewCompletion,
      ]
      var pairs = 0
      for (call, linked) in events.byCall {
        #expect(linked.count == 2, "call \(call): \(linked.map(\.kind))")
        guard let first = linked.first, let last = linked.last else { continue }
        #expect(calls[first.kind] == last.kind, "call \(call): \(first.kind) then \(last.kind)")
        #expect(first.instance != nil || first.kind == .dispatch)
        if last.kind != .dispatchCompletion {
          #expect(first.instance == last.instance)
          #expect(last.payload.latency.map { $0 > 0 } == true, "call \(call) has no latency")
        }
        pairs += 1
      }
      // Every event is the header, the end, a snapshot, or half of a pair.
      #expect(pairs * 2 + 2 + events.of(.interaction).count == events.count)
      // Call ids count from 1 in each file.
      #expect(events.byCall.keys.sorted() == Array(1...UInt64(pairs)))
    }
  }

  @Test func headerAndEndFrameEachFile() throws {
    let directory = TemporaryDirectory()
    let (intents, ui) = Self.recordSession(in: directory)
    for (recorder, role) in [(intents, ProcessRole.intentsExtension), (ui, .uiExtension)] {
      let events = try cleanEvents(recorder.path)
      let header = try #require(events.first)
      #expect(
        header.payload
          == .header(
            format: "ilog/1", tool: Recorder.tool, platform: "test-platform",
            metadata: ["test": "recorder"]))
      #expect(header.role == role)
      #expect(header.processID == getpid())
      #expect(events.allSatisfy { $0.session == "S-1" && $0.role == role })
      guard case .end(let count, let dropped, let errors) = events.last?.payload else {
        Issue.record("the last event is not an end event")
        return
      }
      #expect(count == UInt64(events.count))
      #expect(dropped == 0 && errors == 0)
    }
    // Both files sit side by side in the session directory, and read merged.
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.file("S-1")).sorted()
    #expect(names == ["intents-extension-\(getpid()).ilog", "ui-extension-\(getpid()).ilog"])
    let merged = try readEvents(directory.file("S-1")).events
    #expect(merged.of(.header).count == 2)
  }

  @Test func dispatchNamesTheProviderThenTheHandlerReturned() throws {
    let directory = TemporaryDirectory()
    let (intents, _) = Self.recordSession(in: directory)
    let events = try cleanEvents(intents.path)
    let dispatches = events.of(.dispatch)
    #expect(dispatches.map(\.instance) == Array(repeating: "SampleProvider#1", count: 3))
    #expect(dispatches.first?.payload == .dispatch(intent: Fixtures.startWorkout))
    let completions = events.of(.dispatchCompletion)
    #expect(
      completions.map(\.payload) == [
        .dispatchCompletion(handlerType: "FullHandler"),
        .dispatchCompletion(handlerType: "FullHandler"),
        .dispatchCompletion(handlerType: nil),
      ])
    // The provider returned one handler twice: one id.
    #expect(completions.map(\.instance) == ["FullHandler#1", "FullHandler#1", nil])
    let handlerEvents = events.filter { [.resolve, .confirm, .handle].contains($0.kind) }
    #expect(handlerEvents.allSatisfy { $0.instance == "FullHandler#1" })
  }

  @Test func resolveRecordsTheIntentsValueAndTheResults() throws {
    let directory = TemporaryDirectory()
    let (intents, _) = Self.recordSession(in: directory)
    let events = try cleanEvents(intents.path)
    let resolves = events.of(.resolve).prefix(3).map(\.payload)
    #expect(
      resolves == [
        .resolve(parameter: "workoutName", value: "run"),
        .resolve(parameter: "goalValue", value: 3.0),
        .resolve(parameter: "isOpenEnded", value: false),
      ])
    guard
      case .resolveCompletion(let parameter, let results, _) = events.of(.resolveCompletion)
        .first?.payload
    else {
      Issue.record("no resolve completion")
      return
    }
    #expect(parameter == "workoutName")
    #expect(results == [.success("run"), .disambiguation(["run", "walk"])])
    let responses = events.compactMap { event -> IntentResponse? in
      switch event.payload {
      case .confirmCompletion(let response, _), .handleCompletion(let response, _): response
      default: nil
      }
    }
    #expect(responses == [Fixtures.ready, Fixtures.handled, Fixtures.ready, Fixtures.handled])
  }

  @Test func theInteractionIsASnapshotOnceThenAnIdentifier() throws {
    let directory = TemporaryDirectory()
    let (_, ui) = Self.recordSession(in: directory)
    let events = try cleanEvents(ui.path)
    let snapshots = events.of(.interaction)
    #expect(snapshots.map(\.payload) == [.interaction(Fixtures.interaction)])
    let firstCall = try #require(events.firstIndex { $0.kind == .configureView })
    let snapshot = try #require(events.firstIndex { $0.kind == .interaction })
    #expect(snapshot < firstCall)
    let views = events.filter { $0.kind != .header && $0.kind != .end }
    #expect(views.allSatisfy { $0.interaction == "interaction-1" })
  }

  @Test func controllersAreNamedPerInstanceAndCallsKeepTheirArguments() throws {
    let directory = TemporaryDirectory()
    let (_, ui) = Self.recordSession(in: directory)
    let events = try cleanEvents(ui.path)
    let calls = events.filter { $0.kind == .configureView || $0.kind == .configure }
    #expect(
      calls.map(\.instance) == ["ViewController#1", "ViewController#2", "AugmentingController#1"])
    #expect(
      calls.map(\.payload) == [
        .configureView(parameters: [], interactiveBehavior: .nextView, context: .siriSnippet),
        .configureView(
          parameters: [Fixtures.title], interactiveBehavior: .nextView, context: .siriSnippet),
        .configure(context: .mapsCard),
      ])
    let completions = events.filter {
      $0.kind == .configureViewCompletion || $0.kind == .configureCompletion
    }
    var payloads = completions.map(\.payload)
    for index in payloads.indices {
      switch payloads[index] {
      case .configureViewCompletion(let success, let claimed, let size, _):
        payloads[index] = .configureViewCompletion(
          success: success, claimed: claimed, size: size, latency: nil)
      case .configureCompletion(let size, _):
        payloads[index] = .configureCompletion(size: size, latency: nil)
      default: break
      }
    }
    #expect(
      payloads == [
        .configureViewCompletion(
          success: true, claimed: [], size: Size(width: 320, height: 44), latency: nil),
        .configureViewCompletion(
          success: true, claimed: [Fixtures.title], size: Size(width: 320, height: 120),
          latency: nil),
        .configureCompletion(size: Size(width: 320, height: 200), latency: nil),
      ])
  }
}
