import InteractionHost
import InteractionModel
import InteractionSamples
import Testing

/// The sample scenarios S1–S8 of Docs/SiriKit.md, reproduced by the sample extensions driven
/// through the host from the intent on.
@MainActor
@Suite struct ScenarioTests {
  static let expected: [String: [String]] = [
    "S1": [
      "{} → true {} 320x44",
      "{INStartWorkoutIntent.intentDescription} → true {INStartWorkoutIntent.intentDescription} "
        + "320x180",
    ],
    "S2": [
      "{INStartWorkoutIntent.intentDescription} → true {INStartWorkoutIntent.intentDescription} "
        + "320x180",
      "{} → true {} 320x44",
    ],
    "S3": [
      "{} → true {} 320x44",
      "{INEndWorkoutIntent.intentDescription} → true {INEndWorkoutIntent.intentDescription} "
        + "320x180",
    ],
    "S4": [
      "{} → false {} 0x0",
      "{INSendMessageIntent.recipients} → false {INSendMessageIntent.recipients} 0x0",
      "{INSendMessageIntent.content} → true {INSendMessageIntent.content} 320x80, "
        + "then false {INSendMessageIntent.content} 0x0",
    ],
    "S5": [
      "{} → false {} 0x0",
      "{INRequestRideIntentResponse.rideStatus.pickupLocation} → true "
        + "{INRequestRideIntentResponse.rideStatus.dropOffLocation, "
        + "INRequestRideIntentResponse.rideStatus.estimatedPickupDate, "
        + "INRequestRideIntentResponse.rideStatus.pickupLocation} 320x200",
      "{INRequestRideIntentResponse.rideStatus.driver} → false "
        + "{INRequestRideIntentResponse.rideStatus.driver} 0x0",
    ],
    "S6": [
      "{} → true {} 0x0",
      "{INSearchForAccountsIntentResponse.accounts[0]} → true "
        + "{INSearchForAccountsIntentResponse.accounts[0]} 320x60",
      "{INSearchForAccountsIntentResponse.accounts[1]} → true "
        + "{INSearchForAccountsIntentResponse.accounts[1]} 320x60",
    ],
    "S7": [
      "{} → false {} 0x0",
      "{INSearchForNotebookItemsIntentResponse.tasks[0]} → true "
        + "{INSearchForNotebookItemsIntentResponse.tasks[0], "
        + "INSearchForNotebookItemsIntentResponse.tasks[1], "
        + "INSearchForNotebookItemsIntentResponse.tasks[2]} 320x132",
    ],
    "S8": [
      "{} → true {} 320x44",
      "{INStartWorkoutIntent.intentDescription} → true {INStartWorkoutIntent.intentDescription} "
        + "320x180",
    ],
  ]

  @Test(arguments: SampleScenarios.all.map(\.name))
  func scenarioIsReproducedFromTheIntentOn(name: String) async throws {
    let scenario = try #require(SampleScenarios.named(name))
    let host = SimulatedHost(
      options: HostOptions(delivery: scenario.emptySetLast ? .emptySetLast : .documented))
    let transcript = await host.run(
      scenario.intent, provider: scenario.makeProvider(), controller: scenario.makeController,
      interactionIdentifier: scenario.name)
    #expect(transcript.outcome == .completed)
    #expect(transcript.interaction == scenario.interaction)
    #expect(viewLines(transcript) == Self.expected[name])
    // R3: every configureView call on a new instance.
    let instances = transcript.viewSteps.map(\.instance)
    #expect(Set(instances).count == instances.count)
    // R7: nothing claimed is offered again.
    var claimed = Set<Parameter>()
    for step in transcript.viewSteps {
      #expect(step.call.offeredParameters?.isDisjoint(with: claimed) == true)
      claimed = step.claimedAfter
    }
  }

  @Test func everyScenarioHasItsExpectedSequence() {
    #expect(SampleScenarios.all.map(\.name) == ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8"])
    #expect(Set(Self.expected.keys) == Set(SampleScenarios.all.map(\.name)))
  }
}
