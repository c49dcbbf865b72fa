import InteractionHost
import InteractionModel
import InteractionSamples
import Testing

/// The faults the host injects on request: a claimed parameter offered again, configure as well as
/// configureView, one controller instance for every call.
@MainActor
@Suite struct FaultTests {
  func host(_ faults: HostFaults) -> SimulatedHost {
    SimulatedHost(options: HostOptions(faults: faults))
  }

  @Test func reaskClaimedOffersRowsAnEarlierCompletionClaimed() async {
    let transcript = await host(.reaskClaimed).runInterface(
      for: SampleScenarios.searchNotebook.interaction, controller: { NotebookViewController() })
    #expect(
      offeredTexts(transcript) == [
        "{}", "{INSearchForNotebookItemsIntentResponse.tasks[0]}",
        "{INSearchForNotebookItemsIntentResponse.tasks[1]}",
        "{INSearchForNotebookItemsIntentResponse.tasks[2]}",
      ])
    // What the inspector flags as reasked-claimed: offered after an earlier claim.
    let third = transcript.viewSteps[2]
    #expect(
      third.call.offeredParameters?.isSubset(of: transcript.viewSteps[1].claimedAfter) == true)
  }

  @Test func mixedAPICallsConfigureAfterConfigureViewOnAFurtherInstance() async {
    let transcript = await host(.mixedAPI).runInterface(
      for: SampleScenarios.bothMethods.interaction, controller: { BothMethodsViewController() })
    #expect(transcript.callKinds == ["configureView", "configureView", "configure"])
    #expect(
      transcript.steps.map(\.instance) == [
        "BothMethodsViewController#1", "BothMethodsViewController#2",
        "BothMethodsViewController#3",
      ])
  }

  @Test func mixedAPIDoesNothingForAControllerWithoutConfigure() async {
    let transcript = await host(.mixedAPI).runInterface(
      for: SampleScenarios.startWorkout.interaction, controller: { WorkoutViewController() })
    #expect(transcript.callKinds == ["configureView", "configureView"])
  }

  @Test func reuseInstanceSendsEveryCallToOneInstance() async {
    var made = 0
    let transcript = await host(.reuseInstance).runInterface(
      for: SampleScenarios.searchAccounts.interaction,
      controller: {
        made += 1
        return AccountsViewController()
      })
    #expect(made == 1)
    #expect(transcript.viewSteps.count == 3)
    #expect(Set(transcript.viewSteps.map(\.instance)) == ["AccountsViewController#1"])
  }

  @Test func faultsCombine() async {
    let transcript = await host([.reuseInstance, .mixedAPI, .reaskClaimed]).runInterface(
      for: SampleScenarios.bothMethods.interaction, controller: { BothMethodsViewController() })
    #expect(transcript.callKinds == ["configureView", "configureView", "configure"])
    #expect(Set(transcript.steps.map(\.instance)) == ["BothMethodsViewController#1"])
  }
}
