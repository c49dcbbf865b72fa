import Foundation
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionTestSupport
import Testing

/// Many threads call wrapped handlers at once; every call and completion is in the log.
@Suite struct ConcurrencyTests {
  @Test func manyThreadsLoseNoEvent() throws {
    let directory = TemporaryDirectory()
    let recorder = Recorder(directory: directory.path, session: "S", role: .intentsExtension)
    let provider = RecordingHandlerProvider(
      wrapping: SampleProvider(reusesHandlers: false, plan: .onAnotherThread), recorder: recorder)
    let threads = 8
    let rounds = 40
    let completions = DispatchGroup()
    let started = DispatchGroup()
    for _ in 0..<threads {
      started.enter()
      Thread.detachNewThread {
        for _ in 0..<rounds {
          guard let handler = provider.handler(for: Fixtures.startWorkout) else { continue }
          for name in (handler as? any IntentResolving)?.resolvableParameters ?? [] {
            completions.enter()
            (handler as? any IntentResolving)?.resolve(parameter: name, for: Fixtures.startWorkout)
            { _ in completions.leave() }
          }
          completions.enter()
          (handler as? any IntentConfirming)?.confirm(intent: Fixtures.startWorkout) { _ in
            completions.leave()
          }
          completions.enter()
          handler.handle(intent: Fixtures.startWorkout) { _ in completions.leave() }
        }
        started.leave()
      }
    }
    started.wait()
    completions.wait()
    recorder.close()

    let events = try cleanEvents(recorder.path)
    let calls = threads * rounds
    #expect(events.of(.dispatch).count == calls)
    #expect(events.of(.dispatchCompletion).count == calls)
    #expect(events.of(.resolve).count == calls * 3)
    #expect(events.of(.resolveCompletion).count == calls * 3)
    #expect(events.of(.confirm).count == calls && events.of(.confirmCompletion).count == calls)
    #expect(events.of(.handle).count == calls && events.of(.handleCompletion).count == calls)
    // Call ids are unique, each with its call and one completion, in that order.
    let linked = events.byCall
    #expect(linked.count == calls * 6)
    #expect(
      linked.values.allSatisfy { $0.count == 2 && !$0[0].kind.rawValue.hasSuffix("Completion") })
    // Every handler is a new object with its own id, used by all its calls.
    let handlerIDs = events.of(.dispatchCompletion).compactMap(\.instance)
    #expect(Set(handlerIDs).count == calls)
    #expect(events.map(\.sequence) == Array(1...UInt64(events.count)))
  }
}
