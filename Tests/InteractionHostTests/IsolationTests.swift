import InteractionHost
import InteractionModel
import InteractionSamples
import Testing

/// The Intents extension's run needs no actor: it runs on its caller's, or on none.
@Suite struct IsolationTests {
  @Test func theIntentsExtensionRunsOffTheMainActor() async {
    let transcript = await SimulatedHost().runIntents(
      SampleScenarios.searchNotebookIntent, provider: SampleIntentsExtension(),
      interactionIdentifier: "S7")
    #expect(transcript.outcome == .completed)
    #expect(transcript.interaction == SampleScenarios.searchNotebook.interaction)
  }

  @Test func theIntentsExtensionRunsOnACallersActor() async {
    let transcript = await Caller().run()
    #expect(transcript.callKinds == ["dispatch", "confirm", "dispatch", "handle"])
  }
}

/// An actor that drives the host from its own isolation, with a provider it owns.
private actor Caller {
  let provider = SampleIntentsExtension()

  func run() async -> HostTranscript {
    await SimulatedHost().runIntents(SampleScenarios.endWorkoutIntent, provider: provider)
  }
}
