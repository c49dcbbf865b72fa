import InteractionHost
import InteractionModel
import InteractionSamples
import Testing

/// D5: `configure(with:)` on a single instance when `configureView` is absent (or on iOS 10), with
/// Maps updates on the same instance; a controller with both methods gets only `configureView` on
/// iOS 11.
@MainActor
@Suite struct ConfigureTests {
  @Test func aControllerWithoutConfigureViewIsConfiguredOnce() async {
    let transcript = await SimulatedHost().runInterface(
      for: SampleScenarios.requestRide.interaction, controller: { RideCardViewController() })
    #expect(transcript.callKinds == ["configure"])
    #expect(transcript.steps.first?.instance == "RideCardViewController#1")
    #expect(transcript.steps.first?.answers == [.size(RideCardViewController.snippetSize)])
    #expect(transcript.steps.first?.call == .configure(context: .siriSnippet))
    #expect(transcript.steps.first?.interaction == SampleScenarios.requestRide.interaction)
  }

  @Test func mapsDeliversUpdatesToTheSameInstance() async {
    let card = RideCardViewController()
    var made = 0
    let transcript = await SimulatedHost().run(
      SampleScenarios.requestRideIntent, provider: SampleIntentsExtension(),
      controller: {
        made += 1
        return card
      },
      source: .maps, presentation: .mapsCard(updates: SampleScenarios.rideStatusUpdates))
    #expect(made == 1)
    #expect(transcript.callKinds == ["dispatch", "handle", "configure", "configure", "configure"])
    let configures = transcript.steps.filter { $0.call.kindName == "configure" }
    #expect(Set(configures.map(\.instance)) == ["RideCardViewController#1"])
    #expect(configures.allSatisfy { $0.answers == [.size(RideCardViewController.mapsCardSize)] })
    #expect(card.phasesShown == ["confirmed", "approachingPickup", "pickup"])
  }

  @Test func mapsUpdatesAreNotSentToConfigureView() async {
    let transcript = await SimulatedHost().runInterface(
      for: SampleScenarios.requestRide.interaction, controller: { RideStatusViewController() },
      presentation: .mapsCard(updates: SampleScenarios.rideStatusUpdates))
    #expect(Set(transcript.callKinds) == ["configureView"])
  }

  @Test func aControllerWithBothMethodsGetsOnlyConfigureViewOnIOS11() async {
    let transcript = await SimulatedHost().runInterface(
      for: SampleScenarios.bothMethods.interaction, controller: { BothMethodsViewController() })
    #expect(transcript.callKinds == ["configureView", "configureView"])
  }

  @Test func aControllerWithBothMethodsGetsOnlyConfigureOnIOS10() async {
    let transcript = await SimulatedHost(options: HostOptions(platform: .iOS10)).runInterface(
      for: SampleScenarios.bothMethods.interaction, controller: { BothMethodsViewController() })
    #expect(transcript.callKinds == ["configure"])
    #expect(transcript.steps.first?.answers == [.size(WorkoutViewController.workoutSize)])
  }

  @Test func aConfigureViewOnlyControllerShowsTheDefaultInterfaceOnIOS10() async {
    let transcript = await SimulatedHost(options: HostOptions(platform: .iOS10)).runInterface(
      for: SampleScenarios.startWorkout.interaction, controller: { WorkoutViewController() })
    #expect(transcript.steps.isEmpty)
    #expect(transcript.outcome == .noHostedViewMethod)
  }
}
