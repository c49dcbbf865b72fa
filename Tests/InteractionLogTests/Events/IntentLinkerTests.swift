import InteractionModel
import Testing

@testable import InteractionLog

/// `IntentLinker`: the intent class of events that do not carry one.
@Suite struct IntentLinkerTests {
  static func event(
    _ payload: EventPayload, pid: Int32 = 1, interaction: String? = nil, instance: String? = nil,
    call: UInt64? = nil
  ) -> Event {
    Event(
      time: WallTime(microsecondsSinceEpoch: 0), monotonicNanoseconds: 0, processID: pid,
      role: .intentsExtension, thread: 1, session: "S", interaction: interaction,
      instance: instance, call: call, payload: payload)
  }

  @Test func resolveCallsReachTheirIntentThroughTheHandlerDispatchNamed() throws {
    let workout = Intent(className: "INStartWorkoutIntent")
    let message = Intent(className: "INSendMessageIntent")
    let stream: [(Event, String?)] = [
      (Self.event(.header(format: "ilog/1", tool: "t", platform: "p", metadata: [:])), nil),
      (
        Self.event(.dispatch(intent: workout), instance: "Extension#1", call: 1),
        "INStartWorkoutIntent"
      ),
      (
        Self.event(.dispatchCompletion(handlerType: "H"), instance: "H#1", call: 1),
        "INStartWorkoutIntent"
      ),
      (
        Self.event(.dispatch(intent: message), instance: "Extension#1", call: 2),
        "INSendMessageIntent"
      ),
      (
        Self.event(.dispatchCompletion(handlerType: "M"), instance: "M#1", call: 2),
        "INSendMessageIntent"
      ),
      (
        Self.event(.resolve(parameter: "workoutName", value: nil), instance: "H#1", call: 3),
        "INStartWorkoutIntent"
      ),
      (
        Self.event(
          .resolveCompletion(parameter: "workoutName", results: [], latency: 1), instance: "H#1",
          call: 3),
        "INStartWorkoutIntent"
      ),
      (
        Self.event(.resolve(parameter: "content", value: nil), instance: "M#1", call: 4),
        "INSendMessageIntent"
      ),
      // The same instance name in another process is another object.
      (
        Self.event(.resolve(parameter: "content", value: nil), pid: 2, instance: "M#1", call: 4),
        nil
      ),
      (Self.event(.note(text: "n", metadata: [:])), nil),
    ]
    var linker = IntentLinker()
    for (event, expected) in stream {
      #expect(linker.intentClass(of: event) == expected, "\(event.kind)")
    }
  }

  @Test func interfaceEventsReachTheirIntentThroughTheInteractionOrTheirParameters() throws {
    let interaction = Interaction(
      intent: Intent(className: "INStartWorkoutIntent"), identifier: "I-1")
    var linker = IntentLinker()
    #expect(
      linker.intentClass(of: Self.event(.interaction(interaction), interaction: "I-1"))
        == "INStartWorkoutIntent")
    #expect(
      linker.intentClass(
        of: Self.event(
          .configureView(parameters: [], interactiveBehavior: .none, context: .siriSnippet),
          interaction: "I-1", call: 1))
        == "INStartWorkoutIntent")
    #expect(
      linker.intentClass(
        of: Self.event(
          .configureViewCompletion(success: true, claimed: [], size: .zero, latency: 1), call: 1))
        == "INStartWorkoutIntent")
    let parameter = Parameter("INSearchForAccountsIntentResponse.accounts[1]")
    #expect(
      linker.intentClass(
        of: Self.event(
          .configureView(
            parameters: [parameter], interactiveBehavior: .none, context: .siriSnippet), call: 2))
        == "INSearchForAccountsIntent")
  }
}
