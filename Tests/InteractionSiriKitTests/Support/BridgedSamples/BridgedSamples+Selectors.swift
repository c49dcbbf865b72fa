#if !os(iOS) && !os(watchOS)
import SiriKitStandIn

// On Linux the bridged samples say which optional methods they implement, as the Objective-C
// runtime answers for them on a device, so that a host driving them through the bridge asks
// each for what it asks the sample.

extension BridgedSamples.StartWorkoutIntentHandler: StandInSelectorResponding {
  func standInResponds(toSelector selector: String) -> Bool {
    [
      "resolveWorkoutNameForStartWorkout:withCompletion:",
      "resolveGoalValueForStartWorkout:withCompletion:",
      "resolveIsOpenEndedForStartWorkout:withCompletion:", "confirmStartWorkout:completion:",
    ].contains(selector)
  }
}

extension BridgedSamples.EndWorkoutIntentHandler: StandInSelectorResponding {
  func standInResponds(toSelector selector: String) -> Bool {
    selector == "confirmEndWorkout:completion:"
  }
}

extension BridgedSamples.SendMessageIntentHandler: StandInSelectorResponding {
  func standInResponds(toSelector selector: String) -> Bool {
    [
      "resolveRecipientsForSendMessage:completion:",
      "resolveContentForSendMessage:withCompletion:", "confirmSendMessage:completion:",
    ].contains(selector)
  }
}

extension BridgedSamples.CachingHandler: StandInSelectorResponding {
  func standInResponds(toSelector selector: String) -> Bool {
    selector == "resolveContentForSendMessage:withCompletion:"
  }
}

extension BridgedSamples.RequestRideIntentHandler: StandInSelectorResponding {
  func standInResponds(toSelector selector: String) -> Bool {
    [
      "resolvePickupLocationForRequestRide:withCompletion:",
      "resolveDropOffLocationForRequestRide:withCompletion:",
      "resolvePartySizeForRequestRide:withCompletion:", "confirmRequestRide:completion:",
    ].contains(selector)
  }
}

extension BridgedSamples.SearchForAccountsIntentHandler: StandInSelectorResponding {
  func standInResponds(toSelector selector: String) -> Bool {
    selector == "resolveAccountNicknameForSearchForAccounts:withCompletion:"
  }
}

extension BridgedSamples.SearchForNotebookItemsIntentHandler: StandInSelectorResponding {
  func standInResponds(toSelector selector: String) -> Bool {
    [
      "resolveTitleForSearchForNotebookItems:withCompletion:",
      "confirmSearchForNotebookItems:completion:",
    ].contains(selector)
  }
}

/// The two optional methods of `INUIHostedViewControlling`.
private enum ConfigureSelector {
  static let configure = "configureWithInteraction:context:completion:"
  static let configureView =
    "configureViewForParameters:ofInteraction:interactiveBehavior:context:completion:"
}

extension BridgedParameterViewController: StandInSelectorResponding {
  func standInResponds(toSelector selector: String) -> Bool {
    selector == ConfigureSelector.configureView
  }
}

extension BridgedInteractionViewController: StandInSelectorResponding {
  func standInResponds(toSelector selector: String) -> Bool {
    selector == ConfigureSelector.configure
  }
}

extension BridgedBothMethodsViewController: StandInSelectorResponding {
  func standInResponds(toSelector selector: String) -> Bool {
    selector == ConfigureSelector.configure || selector == ConfigureSelector.configureView
  }
}
#endif
