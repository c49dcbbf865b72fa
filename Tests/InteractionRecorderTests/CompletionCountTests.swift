import Foundation
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionTestSupport
import Testing

/// Completions are recorded as they come: twice, never, or from another thread.
@Suite struct CompletionCountTests {
  @Test func aCompletionCalledTwiceIsRecordedAndForwardedTwice() throws {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .test)
    let handler = recorder.recordingHandler(wrapping: FullHandler(plan: .twice))
    let forwarded = Counter()
    handler.handle(intent: Fixtures.startWorkout) { _ in forwarded.increment() }
    (handler as? any IntentResolving)?.resolve(parameter: "goalValue", for: Fixtures.startWorkout) {
      _ in forwarded.increment()
    }
    recorder.close()
    #expect(forwarded.value == 4)
    let events = try cleanEvents(recorder.path)
    #expect(events.byCall[1]?.map(\.kind) == [.handle, .handleCompletion, .handleCompletion])
    #expect(
      events.byCall[2]?.map(\.kind) == [.resolve, .resolveCompletion, .resolveCompletion])
  }

  @Test func aCompletionThatNeverComesLeavesTheCallAlone() throws {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .test)
    let handler = recorder.recordingHandler(wrapping: ConfirmingHandler(plan: .never))
    (handler as? any IntentConfirming)?.confirm(intent: Fixtures.startWorkout) { _ in }
    handler.handle(intent: Fixtures.startWorkout) { _ in }
    recorder.close()
    let events = try cleanEvents(recorder.path)
    #expect(events.byCall[1]?.map(\.kind) == [.confirm])
    #expect(events.byCall[2]?.map(\.kind) == [.handle])
    #expect(events.last?.kind == .end)
  }

  @MainActor
  @Test func controllerCompletionsTwiceAndNever() throws {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .uiExtension)
    for plan in [CompletionPlan.twice, .never] {
      let controller = RecordingViewController(
        wrapping: ViewController(plan: plan), recorder: recorder)
      controller.configureView(
        for: [Fixtures.name], of: Fixtures.interaction, interactiveBehavior: .none,
        context: .siriSnippet
      ) { _, _, _ in }
    }
    recorder.close()
    let events = try cleanEvents(recorder.path)
    #expect(
      events.byCall[1]?.map(\.kind)
        == [.configureView, .configureViewCompletion, .configureViewCompletion])
    #expect(events.byCall[2]?.map(\.kind) == [.configureView])
  }

  @Test func aCompletionFromAnotherThreadIsRecordedWithItsLatency() throws {
    let directory = TemporaryDirectory()
    let recorder = Recorder(
      directory: directory.path, session: "S", role: .test, options: Fixtures.options())
    let handler = recorder.recordingHandler(wrapping: HandleOnlyHandler(plan: .onAnotherThread))
    let done = DispatchSemaphore(value: 0)
    handler.handle(intent: Fixtures.startWorkout) { _ in done.signal() }
    done.wait()
    recorder.close()
    let events = try cleanEvents(recorder.path)
    let linked = try #require(events.byCall[1])
    #expect(linked.map(\.kind) == [.handle, .handleCompletion])
    #expect(linked.first?.thread != linked.last?.thread)
    #expect((linked.last?.payload.latency ?? 0) > 0)
  }

  @Test func aCompletionAfterCloseStillReachesTheCaller() throws {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .test)
    let box = CompletionBox()
    recorder.recordHandle(
      intent: Fixtures.startWorkout, instance: box,
      completion: { _ in box.forwarded.increment() },
      body: { completion in box.store(completion) })
    recorder.close()
    box.call(with: Fixtures.handled)
    #expect(box.forwarded.value == 1)
    let events = try cleanEvents(recorder.path)
    #expect(events.map(\.kind) == [.header, .handle, .end])
  }
}

/// Keeps a completion to call later, as a controller waiting for the network would.
private final class CompletionBox: Sendable {
  let forwarded = Counter()
  private let completion = Locked<(@Sendable (IntentResponse) -> Void)?>(nil)

  func store(_ body: @escaping @Sendable (IntentResponse) -> Void) {
    completion.withLock { $0 = body }
  }

  func call(with response: IntentResponse) {
    completion.withLock { $0 }?(response)
  }
}
