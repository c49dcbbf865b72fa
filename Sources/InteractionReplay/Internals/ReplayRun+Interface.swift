import InteractionHost
import InteractionModel

extension RecordedInteraction {
  /// Whether the UI extension was asked through `configureView` (iOS 11 and later) rather than
  /// `configure` alone.
  var offersParameters: Bool {
    interface.contains { $0.step.call.offeredParameters != nil }
  }

  /// The interaction to hand a call: the recorded snapshot, or one built from the intent when
  /// the snapshot is missing (a log cut before it).
  var shown: Interaction {
    interaction
      ?? Interaction(intent: intent, identifier: identifier ?? "replayed-interaction")
  }

  /// The host's rows from the recording: each offered set in order, the empty set where it came,
  /// and each parameter an answer claimed that was never offered (SiriKit suppressed its row)
  /// as a row of its own right after that answer, if the interaction has a value for it.
  var recordedPlan: [Set<Parameter>] {
    let views = interface.filter { $0.step.call.offeredParameters != nil }
    let offered = views.reduce(into: Set<Parameter>()) {
      $0.formUnion($1.step.call.offeredParameters ?? [])
    }
    var plan: [Set<Parameter>] = []
    var planned = Set<Parameter>()
    for view in views {
      let set = view.step.call.offeredParameters ?? []
      plan.append(set)
      planned.formUnion(set)
      let hidden = (view.step.answer?.view?.claimed ?? [])
        .subtracting(offered).subtracting(planned)
        .filter { shown.parameterValue(for: $0) != nil }
      for parameter in hidden.sorted() {
        plan.append([parameter])
        planned.insert(parameter)
      }
    }
    return plan
  }
}

extension ReplayRun {
  typealias ControllerFactory = @MainActor @Sendable (any ValueSources) -> any HostedViewControlling

  /// Exact mode (and any mode for `configure`-only recordings): each recorded call with its
  /// recorded inputs; `configureView` on a new instance each, `configure` on the instance standing
  /// for the recorded one.
  mutating func replayInterfaceExactly(
    _ interaction: RecordedInteraction, makeController: ControllerFactory
  ) async {
    var claimed = Set<Parameter>()
    var slots: [(position: Int, slot: CompletionSlot)] = []
    for (position, recorded) in interaction.interface.enumerated() {
      if stops(before: recorded) { break }
      let state = { [claimed, answers] in
        ReplayState(
          interaction: interaction.identifier, claimed: claimed,
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
      claimed.formUnion(slot.first?.view?.claimed ?? [])
      steps[steps.count - 1].replayed?.claimedAfter = claimed
      slots.append((steps.count - 1, slot.slot))
    }
    finish(slots)
  }

  /// Host and chaos mode: the recorded plan (host) or the chaos plan's order over the recorded
  /// rows, each set without what earlier answers claimed, on a new instance each; replayed calls
  /// are matched with recorded ones by the set offered.
  mutating func replayInterfaceByHost(
    _ interaction: RecordedInteraction, makeController: ControllerFactory
  ) async {
    let recordedPlan = interaction.recordedPlan
    var faults: HostFaults = []
    var plan = recordedPlan
    var behavior = InteractiveBehavior.none
    var context = HostedViewContext.siriSnippet
    if case .configureView(_, let recordedBehavior, let recordedContext)? =
      interaction.interface.first(where: { $0.step.call.offeredParameters != nil })?.step.call
    {
      behavior = recordedBehavior
      context = recordedContext
    }
    if case .chaos(let chaos) = options.mode {
      faults = chaos.faults
      plan = chaos.delivery.plan(rows: recordedPlan.filter { !$0.isEmpty })
    }
    var unmatched = interaction.interface
    var claimed = Set<Parameter>()
    var kept: (any HostedViewControlling)?
    var slots: [(position: Int, slot: CompletionSlot)] = []
    var replayedViews: [(set: Set<Parameter>, answer: HostAnswer?)] = []

    func nextController() -> any HostedViewControlling {
      let controller = kept ?? makeController(sources)
      kept = faults.contains(.reuseInstance) ? controller : nil
      return controller
    }

    for (position, planned) in plan.enumerated() {
      let offered = faults.contains(.reaskClaimed) ? planned : planned.subtracting(claimed)
      if offered.isEmpty, !planned.isEmpty { continue }
      let call = HostCall.configureView(
        parameters: offered, interactiveBehavior: behavior, context: context)
      let matched = unmatched.firstIndex { $0.step.call.offeredParameters == offered }
        .map { unmatched.remove(at: $0) }
      let state = { [claimed, answers] in
        ReplayState(
          interaction: interaction.identifier, claimed: claimed,
          outstanding: Array(plan[(position + 1)...]), answers: answers)
      }
      guard
        let slot = await configure(
          nextController(), call: call, interaction: interaction.shown, recorded: matched,
          state: state, identifier: interaction.identifier)
      else { continue }
      claimed.formUnion(slot.first?.view?.claimed ?? [])
      steps[steps.count - 1].replayed?.claimedAfter = claimed
      slots.append((steps.count - 1, slot.slot))
      replayedViews.append((offered, slot.first))
      if matched == nil {
        divergences.append(
          Divergence(
            kind: .callAdded, step: steps.count, interaction: interaction.identifier,
            call: StepText.call(call), instance: steps.last?.replayed?.instance, field: "call",
            actual: slot.first.map(StepText.answer) ?? ["completion: none"]))
      }
    }
    if faults.contains(.mixedAPI) {
      let call = HostCall.configure(interaction: interaction.shown, context: context)
      let state = { [claimed] in ReplayState(interaction: interaction.identifier, claimed: claimed)
      }
      if let slot = await configure(
        nextController(), call: call, interaction: interaction.shown, recorded: nil, state: state,
        identifier: interaction.identifier)
      {
        slots.append((steps.count - 1, slot.slot))
      }
    }
    for missing in unmatched where missing.step.call.offeredParameters != nil {
      divergences.append(
        Divergence(
          kind: .callMissing, sequence: missing.sequence, file: missing.file,
          interaction: interaction.identifier, call: StepText.call(missing.step.call),
          instance: missing.step.instance, field: "call",
          expected: StepText.answers(missing.step.answers)))
    }
    compareViewOrder(interaction, replayedViews)
    finish(slots)
  }

  /// Issues one `configure` or `configureView` call on a controller and records the step; `nil`
  /// if the controller lacks the method.
  private mutating func configure(
    _ controller: any HostedViewControlling, call: HostCall, interaction shown: Interaction,
    recorded: RecordedStep?, state: () -> ReplayState, identifier: String?
  ) async -> (slot: CompletionSlot, first: HostAnswer?)? {
    let label = controllers.label(for: controller)
    let issued: (slot: CompletionSlot, first: HostAnswer?)
    switch call {
    case .configureView(let parameters, let behavior, let context):
      guard let configuring = controller as? any ParameterViewConfiguring else {
        if let recorded {
          missingMethod(recorded, instance: label, interaction: identifier, method: "configureView")
        }
        return nil
      }
      issued = await issue(call, instance: label, sequence: recorded?.sequence, state: state) {
        slot in
        configuring.configureView(
          for: parameters, of: shown, interactiveBehavior: behavior, context: context
        ) { success, claimed, size in
          slot.complete(
            .view(ConfigureViewResult(success: success, claimed: claimed, desiredSize: size)))
        }
      }
    case .configure(_, let context):
      guard let configuring = controller as? any InteractionConfiguring else {
        if let recorded {
          missingMethod(recorded, instance: label, interaction: identifier, method: "configure")
        }
        return nil
      }
      issued = await issue(call, instance: label, sequence: recorded?.sequence, state: state) {
        slot in
        configuring.configure(with: shown, context: context) { slot.complete(.size($0)) }
      }
    default:
      return nil
    }
    let step = HostStep(
      call: call, instance: label, answers: issued.slot.answers, timedOut: issued.first == nil)
    record(interaction: identifier, recorded: recorded, replayed: step, intent: nil)
    if let recorded { compare(recorded, step, interaction: identifier) }
    return issued
  }

  /// Takes in completions that came again after the step was recorded, so that the report shows
  /// every answer; a late repeat is still a `completion-repeated`.
  private mutating func finish(_ slots: [(position: Int, slot: CompletionSlot)]) {
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
            call: StepText.call(step.call), instance: step.instance, field: "completions",
            expected: ["completions: 1"],
            actual: ["completions: \(answers.count)"] + StepText.answers(answers)))
      }
    }
  }

  /// A `view-order` divergence if the views shown (answered with success and a size) are stacked
  /// in another order than recorded, among the sets both sides offered.
  private mutating func compareViewOrder(
    _ interaction: RecordedInteraction,
    _ replayed: [(set: Set<Parameter>, answer: HostAnswer?)]
  ) {
    func shown(_ answer: HostAnswer?) -> Bool {
      guard let view = answer?.view else { return false }
      return view.success && view.desiredSize != .zero
    }
    let recorded = interaction.interface.compactMap { step -> (Set<Parameter>, HostAnswer?)? in
      step.step.call.offeredParameters.map { ($0, step.step.answer) }
    }
    let recordedSets = Set(recorded.map(\.0))
    let replayedSets = Set(replayed.map(\.set))
    let expected = recorded.filter { shown($0.1) && replayedSets.contains($0.0) }
      .map { "view: " + StepText.set($0.0) }
    let actual = replayed.filter { shown($0.answer) && recordedSets.contains($0.set) }
      .map { "view: " + StepText.set($0.set) }
    guard expected != actual, Set(expected) == Set(actual) else { return }
    divergences.append(
      Divergence(
        kind: .viewOrder, interaction: interaction.identifier,
        call: "the views of interaction \(interaction.identifier ?? "?"), top to bottom",
        field: "views", expected: expected, actual: actual))
  }
}
