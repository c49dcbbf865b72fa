import InteractionHost
import InteractionModel

extension ReplayRun {
  typealias ControllerFactory = @MainActor @Sendable (any ValueSources) -> any HostedViewControlling

  /// Exact mode (and any mode for `configure`-only recordings): each recorded call with its
  /// recorded inputs; `configureView` on a new instance each, `configure` on the instance standing
  /// for the recorded one.
  func replayInterfaceExactly(
    _ interaction: RecordedInteraction, makeController: ControllerFactory
  ) async {
    // The running set, each recorded call numbered by its position from 1.
    var claimed = ClaimedParameters()
    var slots: [(position: Int, slot: CompletionSlot)] = []
    for (position, recorded) in interaction.interface.enumerated() {
      if stops(before: recorded) { break }
      let state = { [claimed, answers] in
        ReplayState(
          interaction: interaction.identifier, claimed: claimed.parameters,
          outstanding: interaction.interface[(position + 1)...].compactMap(
            \.step.call.offeredParameters),
          answers: answers)
      }
      let controller: any HostedViewControlling
      if case .configure = recorded.step.call {
        let key = recorded.file + "#" + recorded.step.instance
        controller = configuredInstances[key] ?? makeController(sources)
        configuredInstances[key] = controller
      } else {
        controller = makeController(sources)
      }
      let shown = recorded.interaction ?? interaction.shown
      guard
        let slot = await configure(
          controller, call: recorded.step.call, interaction: shown, recorded: recorded,
          state: state, identifier: interaction.identifier)
      else { continue }
      if let first = slot.first {
        claimed.noteCompletion(ofCall: position + 1, claiming: first.view?.claimed ?? [])
      }
      steps[steps.count - 1].replayed?.claimedAfter = claimed.parameters
      slots.append((steps.count - 1, slot.slot))
    }
    finish(slots)
  }

  /// Host and chaos mode: the host's rules deliver the interaction, under the recorded plan
  /// (host) or the chaos plan's order and faults over the recorded rows; the calls are compared
  /// with those the host would make under the same plan if the controller claimed as recorded,
  /// and each answer with the recorded answer for the same set (``ExpectedViewCalls``).
  func replayInterfaceByHost(
    _ interaction: RecordedInteraction, makeController: @escaping ControllerFactory
  ) async {
    let recordedPlan = interaction.recordedPlan
    var policy = DeliveryPolicy.explicit(recordedPlan)
    var faults: HostFaults = []
    if case .chaos(let chaos) = options.mode {
      policy = chaos.delivery
      faults = chaos.faults
    }
    var behavior = InteractiveBehavior.none
    var context = HostedViewContext.siriSnippet
    if case .configureView(_, let recordedBehavior, let recordedContext)? =
      interaction.interface.first(where: { $0.step.call.offeredParameters != nil })?.step.call
    {
      behavior = recordedBehavior
      context = recordedContext
    }
    let delivery = InterfaceDelivery(
      delivery: policy, rows: recordedPlan.filter { !$0.isEmpty }, faults: faults,
      interactiveBehavior: behavior, context: context, timeout: options.timeout,
      sleep: options.sleep)
    var observer = HostModeInterface(
      run: self, interaction: interaction, delivery: delivery, makeController: makeController)
    await delivery.offerParameters(of: interaction.shown, to: &observer)
    observer.finish()
    finish(observer.slots)
  }

  /// Issues one `configure` or `configureView` call on a controller and records the step; `nil`
  /// if the controller lacks the method.
  private func configure(
    _ controller: any HostedViewControlling, call: ExtensionCall, interaction shown: Interaction,
    recorded: RecordedStep?, state: () -> ReplayState, identifier: String?
  ) async -> (slot: CompletionSlot, first: ExtensionAnswer?)? {
    let label = controllers.label(for: controller)
    let issued: (slot: CompletionSlot, first: ExtensionAnswer?)
    switch call {
    case .configureView(let parameters, let behavior, let context):
      guard let configuring = controller as? any ParameterViewConfiguring else {
        if let recorded {
          missingMethod(recorded, instance: label, interaction: identifier, method: "configureView")
        }
        return nil
      }
      issued = await issue(call, instance: label, recorded: recorded, state: state) {
        slot in
        configuring.configureView(
          for: Set(parameters), of: shown, interactiveBehavior: behavior, context: context
        ) { success, claimed, size in
          slot.complete(.view(success: success, claimed: claimed.sorted(), size: size))
        }
      }
    case .configure(let context):
      guard let configuring = controller as? any InteractionConfiguring else {
        if let recorded {
          missingMethod(recorded, instance: label, interaction: identifier, method: "configure")
        }
        return nil
      }
      issued = await issue(call, instance: label, recorded: recorded, state: state) {
        slot in
        configuring.configure(with: shown, context: context) { slot.complete(.size($0)) }
      }
    default:
      return nil
    }
    let step = HostStep(
      call: call, instance: label, answers: issued.slot.answers, timedOut: issued.first == nil,
      interaction: shown)
    record(interaction: identifier, recorded: recorded, replayed: step, intent: nil)
    if let recorded { compare(recorded, step, interaction: identifier) }
    return issued
  }

  /// Takes in completions that came again after the step was recorded, so that the report shows
  /// every answer; a late repeat is still a `completion-repeated`.
  private func finish(_ slots: [(position: Int, slot: CompletionSlot)]) {
    for (position, slot) in slots {
      let answers = slot.answers
      guard var step = steps[position].replayed, answers.count > step.answers.count else {
        continue
      }
      let wasRepeated = step.answers.count > 1
      step.answers = answers
      steps[position].replayed = step
      if !wasRepeated {
        divergences.append(
          Divergence(
            kind: .completionRepeated, step: position + 1,
            sequence: steps[position].recorded?.sequence,
            file: steps[position].recorded?.file, interaction: steps[position].interaction,
            call: StepText.call(step), instance: step.instance, field: "completions",
            expected: ["completions: 1"],
            actual: ["completions: \(answers.count)"] + StepText.answers(answers)))
      }
    }
  }
}
