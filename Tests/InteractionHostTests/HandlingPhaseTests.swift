// For `contains(_:)` with a string: without Foundation it is the one from macOS 13.
import Foundation
import InteractionHost
import InteractionModel
import InteractionSamples
import Testing

/// D2: resolve each parameter in the catalog's order, then confirm, then handle; Maps handles
/// only.
@MainActor
@Suite struct HandlingPhaseTests {
  let host = SimulatedHost()

  @Test func parametersAreResolvedInTheCatalogsOrderThenTheHandlersOwn() async {
    let transcript = await host.runIntents(
      SampleScenarios.sendMessageIntent, provider: ClosureProvider { OwnOrderMessageHandler() })
    // The catalog says recipients before content; extraNote is the handler's own, and content
    // is resolved once although declared twice.
    #expect(transcript.resolvedParameters == ["recipients", "content", "extraNote"])
  }

  @Test func anEntryWithoutAnOrderResolvesInTheHandlersOrder() async {
    let entry = CatalogEntry(
      intentClass: "INSendMessageIntent", responseClass: "INSendMessageIntentResponse",
      resolvableParameters: [], rows: [], orderSource: "none")
    let transcript = await SimulatedHost(catalog: IntentCatalog([entry])).runIntents(
      SampleScenarios.sendMessageIntent, provider: ClosureProvider { OwnOrderMessageHandler() })
    #expect(transcript.resolvedParameters == ["extraNote", "content", "recipients"])
  }

  @Test func anIntentTheCatalogDoesNotKnowIsRefusedWithTheEntryToAdd() async {
    let host = SimulatedHost(catalog: IntentCatalog())
    let intents = await host.runIntents(
      SampleScenarios.sendMessageIntent, provider: ClosureProvider { OwnOrderMessageHandler() })
    #expect(intents.steps.isEmpty)
    #expect(
      intents.outcome == .unknownIntent(UnknownIntentError(intentClass: "INSendMessageIntent")))
    let interface = await host.runInterface(
      for: SampleScenarios.sendMessage.interaction, controller: { WorkoutViewController() })
    #expect(interface.steps.isEmpty)
    guard case .unknownIntent(let error) = interface.outcome else {
      Issue.record("not refused: \(interface.outcome)")
      return
    }
    #expect(error.description.contains("no entry for INSendMessageIntent"))
    #expect(error.description.contains("intentClass: \"INSendMessageIntent\""))
    #expect(error.description.contains("SimulatedHost(catalog:)"))
  }

  @Test func resolveThenConfirmThenHandleWithTheirAnswers() async {
    let transcript = await host.runIntents(
      SampleScenarios.startWorkoutIntent, provider: SampleIntentsExtension(),
      interactionIdentifier: "S1")
    #expect(transcript.resolvedParameters == ["workoutName", "goalValue", "isOpenEnded"])
    let answers = transcript.steps.filter { $0.call.kindName != "dispatch" }.map(\.answers)
    #expect(
      answers == [
        [.resolution(parameter: "workoutName", results: [.success("run")])],
        [.resolution(parameter: "goalValue", results: [.success(3.0)])],
        [.resolution(parameter: "isOpenEnded", results: [.success(false)])],
        [.response(IntentResponse(className: "INStartWorkoutIntentResponse", code: .ready))],
        [.response(SampleScenarios.startWorkoutResponse)],
      ])
    #expect(transcript.interaction == SampleScenarios.startWorkout.interaction)
  }

  @Test func aHandlerWithoutResolveOrConfirmIsOnlyHandled() async {
    let transcript = await host.runIntents(
      SampleScenarios.searchAccountsIntent, provider: SampleIntentsExtension())
    #expect(transcript.callKinds == ["dispatch", "resolve", "dispatch", "handle"])
    let endWorkout = await host.runIntents(
      SampleScenarios.endWorkoutIntent, provider: SampleIntentsExtension())
    #expect(endWorkout.callKinds == ["dispatch", "confirm", "dispatch", "handle"])
  }

  @Test func aDeclinedConfirmIsNotHandledAndShowsNoInterface() async {
    let transcript = await host.run(
      SampleScenarios.endWorkoutIntent, provider: SampleIntentsExtension(workoutIsActive: false),
      controller: { WorkoutViewController() })
    #expect(transcript.callKinds == ["dispatch", "confirm"])
    #expect(
      transcript.outcome == .confirmDeclined(SampleScenarios.noMatchingWorkoutResponse.code))
    #expect(transcript.interaction?.response == SampleScenarios.noMatchingWorkoutResponse)
    #expect(transcript.interaction?.handlingStatus == .failure)
  }

  @Test func rideBookingFromMapsIsHandledWithoutResolveOrConfirm() async {
    let transcript = await host.runIntents(
      SampleScenarios.requestRideIntent, provider: SampleIntentsExtension(), source: .maps)
    #expect(transcript.callKinds == ["dispatch", "handle"])
    #expect(transcript.steps.last?.instance == "RequestRideIntentHandler#1")
    #expect(transcript.interaction?.response == SampleScenarios.requestRideResponse)
  }

  @Test func rideBookingFromSiriIsResolvedAndConfirmed() async {
    let transcript = await host.runIntents(
      SampleScenarios.requestRideIntent, provider: SampleIntentsExtension())
    #expect(transcript.resolvedParameters == ["pickupLocation", "dropOffLocation", "partySize"])
    #expect(transcript.callKinds.suffix(4) == ["dispatch", "confirm", "dispatch", "handle"])
  }

  @Test func aCompletionFromAnotherThreadIsAwaited() async {
    let transcript = await host.runIntents(
      SampleScenarios.sendMessageIntent,
      provider: ClosureProvider { MisbehavingHandler(.otherThread) })
    #expect(transcript.outcome == .completed)
    #expect(transcript.interaction?.handlingStatus == .success)
  }

  @Test(arguments: [
    ("ready", HandlingStatus.ready), ("inProgress", .inProgress), ("success", .success),
    ("failure", .failure), ("failureRequiringAppLaunch", .failure),
    ("failureNoMatchingWorkout", .failure), ("continueInApp", .deferredToApplication),
    ("handleInApp", .deferredToApplication),
    ("userConfirmationRequired", .userConfirmationRequired), ("unspecified", .unspecified),
  ])
  func theHandlingStatusFollowsTheResponseCodesName(name: String, status: HandlingStatus) {
    #expect(HandlingStatus(responseCode: IntentResponse.Code(rawValue: 9, name: name)) == status)
  }
}
