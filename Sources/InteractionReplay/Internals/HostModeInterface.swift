import InteractionHost
import InteractionModel

/// A replay's observer of an ``InterfaceDelivery`` in host and chaos mode: makes the subjects'
/// controllers, compares each call with what the host would make under the plan given the
/// recorded claims (``ExpectedViewCalls``), compares its answer with the recorded answer for the
/// same set, and records the step and its divergences in the run.
@MainActor
struct HostModeInterface: InterfaceDeliveryObserver {
  let run: ReplayRun
  let interaction: RecordedInteraction
  let makeNew: ReplayRun.ControllerFactory
  /// The calls the host would make if the controller claimed as recorded.
  private var expected: ExpectedViewCalls
  /// The recorded calls no replayed call has matched, in recorded order.
  private var unmatched: [RecordedStep]
  /// The interactive behavior and context of the delivery's calls, for the calls it did not make.
  private let behavior: InteractiveBehavior
  private let context: HostedViewContext
  /// Each step's position and slot, for the answers that come after the step was recorded.
  private(set) var slots: [(position: Int, slot: CompletionSlot)] = []
  /// The call being made: its plan position, whether the expectation has it, the recorded call
  /// with the same set, its instance's label, its slot.
  private var position = 0
  private var isExpected = false
  private var matched: RecordedStep?
  private var label = ""
  private var slot = CompletionSlot()
  /// How long the delivery waits for the call's completion: less than the timeout when the
  /// recorded call it matches never completed (``ReplayOptions/recordedSilence``).
  private(set) var completionWait: Double?
  /// The interaction the call being made passes.
  private var shown: Interaction?
  /// Whether the controller lacks `configureView`: then every expected call is moot, and the
  /// `method-missing` divergence says why.
  private var lacksConfigureView = false

  init(
    run: ReplayRun, interaction: RecordedInteraction, delivery: InterfaceDelivery,
    makeController: @escaping ReplayRun.ControllerFactory
  ) {
    self.run = run
    self.interaction = interaction
    makeNew = makeController
    expected = ExpectedViewCalls(
      plan: delivery.plan, reasksClaimed: delivery.faults.contains(.reaskClaimed),
      recorded: interaction.interface)
    unmatched = interaction.interface
    behavior = delivery.interactiveBehavior
    context = delivery.context
  }

  func makeController() -> any HostedViewControlling {
    makeNew(run.sources)
  }

  /// Takes out the first unmatched recorded `configureView` call that offered `offered`.
  private mutating func takeRecorded(offering offered: Set<Parameter>) -> RecordedStep? {
    unmatched.firstIndex { $0.step.call.offeredParameters == offered }
      .map { unmatched.remove(at: $0) }
  }

  mutating func lacksMethod(of call: ExtensionCall, on controller: any HostedViewControlling) {
    let label = run.controllers.label(for: controller)
    guard let offered = call.offeredParameters else { return }
    lacksConfigureView = true
    guard let recorded = takeRecorded(offering: offered) else { return }
    run.missingMethod(
      recorded, instance: label, interaction: interaction.identifier, method: call.kindName)
  }

  mutating func willCall(
    _ call: ExtensionCall, on controller: any HostedViewControlling, showing shown: Interaction,
    answeringInto slot: CompletionSlot, claimed: ClaimedParameters,
    outstanding: ArraySlice<Set<Parameter>>
  ) {
    self.shown = shown
    matched = nil
    isExpected = false
    if let offered = call.offeredParameters {
      // The outstanding sets start right after this call's plan position.
      position = outstanding.startIndex - 1
      for missing in expected.skip(before: position) { reportMissing(missing) }
      isExpected = expected.offered(at: position) == offered
      if isExpected { matched = takeRecorded(offering: offered) }
    }
    label = run.controllers.label(for: controller)
    self.slot = slot
    completionWait = run.completionWait(for: matched)
    let (run, identifier) = (run, interaction.identifier)
    run.announce(call, instance: label, recorded: matched) {
      // A mixed-API `configure` is shown with the claims alone.
      call.offeredParameters == nil
        ? ReplayState(interaction: identifier, claimed: claimed.parameters)
        : ReplayState(
          interaction: identifier, claimed: claimed.parameters, outstanding: Array(outstanding),
          answers: run.answers)
    }
  }

  mutating func didCall(_ call: ExtensionCall, answer: ExtensionAnswer?, claimed: ClaimedParameters)
  {
    let identifier = interaction.identifier
    let step = HostStep(
      call: call, instance: label, answers: slot.answers, timedOut: answer == nil,
      interaction: shown)
    run.record(interaction: identifier, recorded: matched, replayed: step, intent: nil)
    if let matched { run.compare(matched, step, interaction: identifier) }
    let index = run.steps.count - 1
    slots.append((index, slot))
    guard let offered = call.offeredParameters else { return }
    run.steps[index].replayed?.claimedAfter = claimed.parameters
    let insteadOf = expected.settle(
      position, replayed: offered, replayedClaims: Set(answer?.claimed ?? []))
    if !isExpected {
      run.divergences.append(
        Divergence(
          kind: .callAdded, step: run.steps.count, interaction: identifier,
          call: StepText.call(call, shown: shown), instance: label, field: "call",
          actual: answer.map(StepText.answer) ?? ["completion: none"]))
    }
    if let insteadOf { reportMissing(insteadOf) }
  }

  /// Reports the expected calls the delivery did not make, once it is over.
  mutating func finish() {
    for missing in expected.finish() { reportMissing(missing) }
  }

  /// A `call-missing` divergence: the host would have offered `set` had the controller claimed
  /// as recorded, and the replay did not.
  private mutating func reportMissing(_ set: Set<Parameter>) {
    guard !lacksConfigureView else { return }
    let call = ExtensionCall.configureView(
      parameters: set.sorted(), interactiveBehavior: behavior, context: context)
    let recorded = takeRecorded(offering: set)
    run.divergences.append(
      Divergence(
        kind: .callMissing, sequence: recorded?.sequence, file: recorded?.file,
        interaction: interaction.identifier, call: StepText.call(call),
        instance: recorded?.step.instance, field: "call",
        expected: recorded.map { StepText.answers($0.step.answers) } ?? ["call: made"]))
  }
}
