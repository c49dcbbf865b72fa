import InteractionHost
import InteractionModel
import InteractionSamples
import Testing

/// D4: `configureView` on a new instance per call, the empty set first, one call per row, and a
/// claimed parameter never offered again.
@MainActor
@Suite struct ParameterViewTests {
  let host = SimulatedHost()

  @Test func theEmptySetComesFirstThenEachRowOnANewInstance() async {
    let transcript = await host.runInterface(
      for: SampleScenarios.startWorkout.interaction, controller: { WorkoutViewController() })
    #expect(offeredTexts(transcript) == ["{}", "{INStartWorkoutIntent.intentDescription}"])
    #expect(
      transcript.viewSteps.map(\.instance) == [
        "WorkoutViewController#1", "WorkoutViewController#2",
      ])
    #expect(transcript.outcome == .completed)
    #expect(transcript.interaction == SampleScenarios.startWorkout.interaction)
  }

  @Test func contextAndInteractiveBehaviorArePassedOnEveryCall() async {
    let host = SimulatedHost(options: HostOptions(interactiveBehavior: .nextView))
    let transcript = await host.runInterface(
      for: SampleScenarios.requestRide.interaction, controller: { RideStatusViewController() },
      presentation: .mapsCard())
    for step in transcript.viewSteps {
      guard case .configureView(_, let behavior, let context) = step.call else {
        Issue.record("not a configureView step: \(step.call)")
        continue
      }
      #expect(behavior == .nextView)
      #expect(context == .mapsCard)
    }
    #expect(transcript.viewSteps.count == 3)
  }

  @Test func aSupersetClaimSuppressesTheRowsItCovers() async throws {
    let transcript = await host.runInterface(
      for: SampleScenarios.requestRide.interaction, controller: { RideStatusViewController() })
    // The catalog has pickup, drop-off, pickup time and driver rows (no vehicle in this ride);
    // the pickup call claims the first three.
    #expect(
      offeredTexts(transcript) == [
        "{}", "{INRequestRideIntentResponse.rideStatus.pickupLocation}",
        "{INRequestRideIntentResponse.rideStatus.driver}",
      ])
    #expect(
      transcript.claimed == [
        try parameter("INRequestRideIntentResponse.rideStatus.pickupLocation"),
        try parameter("INRequestRideIntentResponse.rideStatus.dropOffLocation"),
        try parameter("INRequestRideIntentResponse.rideStatus.estimatedPickupDate"),
        try parameter("INRequestRideIntentResponse.rideStatus.driver"),
      ])
  }

  @Test func indexedRowsAreOfferedOneElementPerCall() async throws {
    let transcript = await host.runInterface(
      for: SampleScenarios.searchAccounts.interaction, controller: { AccountsViewController() })
    let offered = transcript.offeredSets.dropFirst().compactMap(\.first)
    #expect(offered.map(\.keyPath) == ["accounts", "accounts"])
    #expect(offered.map { $0.index(forSubKeyPath: "accounts") } == [0, 1])
    #expect(
      offered.map { transcript.interaction?.parameterValue(for: $0)?["nickname"] } == [
        "Checking", "Savings",
      ])
  }

  @Test func aControllerClaimingEveryElementAtOnceGetsNoFurtherCalls() async {
    let transcript = await host.runInterface(
      for: SampleScenarios.searchNotebook.interaction, controller: { NotebookViewController() })
    #expect(transcript.viewSteps.count == 2)
    #expect(transcript.claimed.count == 3)
  }

  @Test func claimsFromAFailedCompletionAreNotOfferedAgain() async throws {
    // The message controller answers false for the recipients but claims them: the default view
    // shows them, and SiriKit does not ask again (R7, R8).
    let transcript = await SimulatedHost(
      options: HostOptions(
        delivery: .explicit([
          [], [try parameter("INSendMessageIntent.recipients")],
          [try parameter("INSendMessageIntent.recipients")],
        ]))
    ).runInterface(
      for: SampleScenarios.sendMessage.interaction, controller: { MessageViewController() })
    #expect(offeredTexts(transcript) == ["{}", "{INSendMessageIntent.recipients}"])
  }

  @Test func anInteractionWithoutCatalogRowsGetsOnlyTheEmptySet() async {
    var interaction = SampleScenarios.startWorkout.interaction
    interaction.intent["intentDescription"] = nil
    let transcript = await host.runInterface(
      for: interaction, controller: { WorkoutViewController() })
    #expect(offeredTexts(transcript) == ["{}"])
  }
}
