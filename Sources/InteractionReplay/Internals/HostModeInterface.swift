import InteractionHost
import InteractionModel

/// A replay's observer of an ``InterfaceDelivery`` in host and chaos mode: makes the subjects'
/// controllers, matches each call with the recorded call that offered the same set, and records
/// the step and its divergences in the run.
@MainActor
struct HostModeInterface: InterfaceDeliveryObserver {
  let run: ReplayRun
  let interaction: RecordedInteraction
  let makeNew: ReplayRun.ControllerFactory
  /// The recorded calls no replayed call has matched, in recorded order.
  private(set) var unmatched: [RecordedStep]
  /// The sets offered and their first answers, for the view order.
  private(set) var views: [(set: Set<Parameter>, answer: HostAnswer?)] = []
  /// Each step's position and slot, for the answers that come after the step was recorded.
  private(set) var slots: [(position: Int, slot: CompletionSlot)] = []
  /// The call being made: the recorded call it matched, its instance's label, its slot.
  private var matched: RecordedStep?
  private var label = ""
  private var slot = CompletionSlot()

  init(
    run: ReplayRun, interaction: RecordedInteraction,
    makeController: @escaping ReplayRun.ControllerFactory
  ) {
    self.run = run
    self.interaction = interaction
    makeNew = makeController
    unmatched = interaction.interface
  }

  func makeController() -> any HostedViewControlling {
    makeNew(run.sources)
  }

  /// Takes out the recorded `configureView` call that offered the same set; `configure` calls
  /// (the mixed-API fault's) match none.
  private mutating func match(_ call: HostCall) -> RecordedStep? {
    guard let offered = call.offeredParameters else { return nil }
    return unmatched.firstIndex { $0.step.call.offeredParameters == offered }
      .map { unmatched.remove(at: $0) }
  }

  mutating func lacksMethod(of call: HostCall, on controller: any HostedViewControlling) {
    let label = run.controllers.label(for: controller)
    guard let recorded = match(call) else { return }
    run.missingMethod(
      recorded, instance: label, interaction: interaction.identifier, method: call.kindName)
  }

  mutating func willCall(
    _ call: HostCall, on controller: any HostedViewControlling, answeringInto slot: CompletionSlot,
    claimed: Set<Parameter>, outstanding: ArraySlice<Set<Parameter>>
  ) {
    matched = match(call)
    label = run.controllers.label(for: controller)
    self.slot = slot
    let (run, identifier) = (run, interaction.identifier)
    run.announce(call, instance: label, sequence: matched?.sequence) {
      // A mixed-API `configure` is shown with the claims alone.
      call.offeredParameters == nil
        ? ReplayState(interaction: identifier, claimed: claimed)
        : ReplayState(
          interaction: identifier, claimed: claimed, outstanding: Array(outstanding),
          answers: run.answers)
    }
  }

  mutating func didCall(_ call: HostCall, answer: HostAnswer?, claimed: Set<Parameter>) {
    let identifier = interaction.identifier
    let step = HostStep(call: call, instance: label, answers: slot.answers, timedOut: answer == nil)
    run.record(interaction: identifier, recorded: matched, replayed: step, intent: nil)
    if let matched { run.compare(matched, step, interaction: identifier) }
    let position = run.steps.count - 1
    slots.append((position, slot))
    guard let offered = call.offeredParameters else { return }
    run.steps[position].replayed?.claimedAfter = claimed
    views.append((offered, answer))
    if matched == nil {
      run.divergences.append(
        Divergence(
          kind: .callAdded, step: run.steps.count, interaction: identifier,
          call: StepText.call(call), instance: label, field: "call",
          actual: answer.map(StepText.answer) ?? ["completion: none"]))
    }
  }
}
