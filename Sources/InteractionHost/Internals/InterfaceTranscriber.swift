import InteractionModel

/// The simulated host's observer of an ``InterfaceDelivery``: labels each instance and writes
/// each call into a transcript.
@MainActor
struct InterfaceTranscriber: InterfaceDeliveryObserver {
  let makeNew: @MainActor () -> any HostedViewControlling
  var builder = TranscriptBuilder()
  private var controllers = InstanceLabels()
  /// The position of the step of the call being made.
  private var position = 0

  init(makeController: @escaping @MainActor () -> any HostedViewControlling) {
    makeNew = makeController
  }

  mutating func makeController() -> any HostedViewControlling {
    makeNew()
  }

  func lacksMethod(of call: ExtensionCall, on controller: any HostedViewControlling) {}

  mutating func willCall(
    _ call: ExtensionCall, on controller: any HostedViewControlling, showing shown: Interaction,
    answeringInto slot: CompletionSlot, claimed: ClaimedParameters,
    outstanding: ArraySlice<Set<Parameter>>
  ) {
    position = builder.append(
      HostStep(call: call, instance: controllers.label(for: controller), interaction: shown),
      slot: slot)
  }

  mutating func didCall(_ call: ExtensionCall, answer: ExtensionAnswer?, claimed: ClaimedParameters)
  {
    builder.update(position) { step in
      step.timedOut = answer == nil
      if call.offeredParameters != nil { step.claimedAfter = claimed.parameters }
    }
  }
}
