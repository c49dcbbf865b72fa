import InteractionHost
import InteractionModel
import InteractionSamples
import Testing

/// D1: the host asks the provider for a handler before every method call, as SiriKit's copies do.
@MainActor
@Suite struct DispatchTests {
  let host = SimulatedHost()

  @Test func everyMethodCallGoesToANewHandlerFromItsOwnDispatch() async {
    let transcript = await host.runIntents(
      SampleScenarios.startWorkoutIntent, provider: SampleIntentsExtension())
    #expect(
      transcript.callKinds == [
        "dispatch", "resolve", "dispatch", "resolve", "dispatch", "resolve", "dispatch", "confirm",
        "dispatch", "handle",
      ])
    // Each dispatch returns the handler the next call goes to, and no handler is called twice.
    for (dispatch, call) in zip(transcript.steps, transcript.steps.dropFirst())
    where dispatch.call.kindName == "dispatch" {
      // The dispatch answers with the handler's type, which the next call's label names.
      #expect(dispatch.answers == [.handler(type: "StartWorkoutIntentHandler")])
      #expect(call.instance.hasPrefix("StartWorkoutIntentHandler#"))
      #expect(dispatch.instance == "SampleIntentsExtension")
    }
    let called = transcript.steps.filter { $0.call.kindName != "dispatch" }.map(\.instance)
    #expect(
      called == (1...5).map { "StartWorkoutIntentHandler#\($0)" })
  }

  @Test func aHandlerThatCachesBetweenCallsShowsItsStaleState() async throws {
    let transcript = await host.runIntents(
      SampleScenarios.sendMessageIntent, provider: CachingHandlerProvider())
    #expect(transcript.resolvedParameters == ["content"])
    // The copy that handles never resolved anything, so its cache is empty: the message fails.
    let handle = try #require(transcript.steps.last)
    #expect(handle.call == .handle(intent: SampleScenarios.sendMessageIntent))
    #expect(handle.answer?.response?.code == IntentResponse.Code(rawValue: 4, name: "failure"))
    #expect(transcript.interaction?.handlingStatus == .failure)
  }

  @Test func theCachingHandlerSeemsToWorkWhenOneInstanceGetsEveryCall() async {
    let handler = CachingHandler()
    let intent = SampleScenarios.sendMessageIntent
    _ = await handler.resolve(parameter: "content", for: intent)
    let response = await handler.handle(intent: intent)
    #expect(response.code.name == "success")
    #expect(response["sentMessage"]?["content"] == "On my way")
  }

  @Test func aProviderWithoutAHandlerEndsTheRunAfterOneDispatch() async {
    // In the catalog, but not an intent the samples handle.
    let intent = Intent(className: "INSendPaymentIntent")
    let transcript = await host.run(
      intent, provider: SampleIntentsExtension(), controller: { WorkoutViewController() })
    #expect(transcript.outcome == .noHandler)
    #expect(
      transcript.steps == [
        HostStep(
          call: .dispatch(intent: intent), instance: "SampleIntentsExtension",
          answers: [.handler(type: nil)])
      ])
    #expect(transcript.interaction == nil)
  }

  @Test func theTrappingProviderServesTheIntentsItKnows() async {
    let transcript = await host.runIntents(
      SampleScenarios.searchAccountsIntent, provider: TrappingHandlerProvider())
    #expect(transcript.outcome == .completed)
    #expect(transcript.interaction?.response == SampleScenarios.searchAccountsResponse)
  }

  @Test func theTrappingProviderTrapsOnAnUnknownIntent() async {
    await #expect(processExitsWith: .failure) {
      _ = TrappingHandlerProvider().handler(for: Intent(className: "INPlayMediaIntent"))
    }
  }
}
