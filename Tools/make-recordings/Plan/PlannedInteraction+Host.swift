import InteractionHost
import InteractionModel
import InteractionSamples

extension PlannedInteraction {
  /// The sample scenario this interaction plays.
  ///
  /// - Throws: ``RecordingError/unknownScenario(_:)`` when `InteractionSamples` has none by
  ///   that name.
  func sampleScenario() throws(RecordingError) -> SampleScenario {
    guard let found = SampleScenarios.named(scenario) else {
      throw .unknownScenario(scenario)
    }
    return found
  }

  /// The host's options for this interaction.
  ///
  /// - Parameter clock: The side's clock; a wait for a completion that never comes moves it on
  ///   by the timeout, as the wait takes that long on a device, and returns at once.
  /// - Returns: The interaction's platform, delivery policy and faults, waiting on `clock`.
  func hostOptions(clock: RecordingClock) -> HostOptions {
    HostOptions(
      platform: platform == .iOS10 ? .iOS10 : .iOS11AndLater, delivery: deliveryPolicy,
      faults: hostFaults, sleep: { duration in clock.advance(by: duration) })
  }

  private var hostFaults: HostFaults {
    var faults: HostFaults = []
    for fault in self.faults {
      switch fault {
      case .reaskClaimed: faults.insert(.reaskClaimed)
      case .mixedAPI: faults.insert(.mixedAPI)
      }
    }
    return faults
  }

  /// Makes the Intents extension's handler provider.
  func makeProvider() -> any IntentHandlerProviding {
    switch provider {
    case .samples: SampleIntentsExtension()
    case .caching: CachingHandlerProvider()
    }
  }

  /// Where the host's request comes from.
  var intentSource: IntentSource { source == .maps ? .maps : .siri }

  /// Where the view appears; a Maps card receives the sample ride-status updates.
  var presentation: HostedViewPresentation {
    source == .maps ? .mapsCard(updates: SampleScenarios.rideStatusUpdates) : .siriSnippet
  }

  private var deliveryPolicy: DeliveryPolicy {
    switch delivery {
    case .documented: .documented
    case .emptySetLast: .emptySetLast
    case .seededPermutation(let seed): .seededPermutation(seed: seed)
    }
  }

  /// Makes a new instance of the interaction's view controller.
  ///
  /// - Parameter scenario: The scenario whose controller ``Controller/scenario`` makes.
  /// - Returns: A controller no call has reached yet.
  @MainActor
  func makeController(for scenario: SampleScenario) -> any HostedViewControlling {
    switch controller {
    case .scenario: scenario.makeController()
    case .forgetful: ForgetfulViewController()
    case .rideCard: RideCardViewController()
    case .overMemory: OverMemoryWorkoutViewController()
    }
  }
}
