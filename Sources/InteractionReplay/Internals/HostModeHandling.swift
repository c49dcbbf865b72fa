import InteractionHost
import InteractionModel

/// A replay's observer of an ``IntentsDelivery`` in host and chaos mode: asks the subjects'
/// provider for handlers, resolves in the recorded order, matches each call with the recorded
/// call of the same method, and records the step and its divergences in the run.
@MainActor
struct HostModeHandling {
  let run: ReplayRun
  let interaction: RecordedInteraction
  /// The recorded calls other than dispatches that no replayed call has matched, in recorded
  /// order.
  private(set) var unmatched: [RecordedStep]
  /// The call being made: the recorded call it matched, its handler's label, its slot.
  private var matched: RecordedStep?
  private var label = ""
  private var slot = CompletionSlot()

  init(run: ReplayRun, interaction: RecordedInteraction) {
    self.run = run
    self.interaction = interaction
    unmatched = interaction.handling.filter {
      if case .dispatch = $0.step.call { false } else { true }
    }
  }

  /// Takes out the first recorded call of the same method as `call`: the same kind, and for a
  /// resolve the same parameter (the intent each names is the one the replay delivers).
  private mutating func match(_ call: ExtensionCall) -> RecordedStep? {
    unmatched.firstIndex {
      $0.step.call.kind == call.kind && $0.step.call.resolvedParameter == call.resolvedParameter
    }.map { unmatched.remove(at: $0) }
  }
}

// The replay runs on the main actor, and so does the delivery it drives.
extension HostModeHandling: @MainActor IntentsDeliveryObserver {
  /// A replay goes on past a missing completion, to report what follows.
  var stopsAtTimeout: Bool { false }

  func dispatch() -> (any IntentHandler)? {
    run.dispatch(interaction.intent, recorded: nil, interaction: interaction.identifier)
  }

  /// The recorded resolves, then the ones the handler declares and the recording lacks; a
  /// seeded chaos permutes them.
  func resolveOrder(declared: [String]?) -> [String] {
    var names = interaction.handling.compactMap(\.step.call.resolvedParameter)
    names += (declared ?? []).filter { !names.contains($0) }
    if case .chaos(let plan) = run.options.mode, let seed = plan.seed {
      names = SeededGenerator(seed: seed).permuted(names)
    }
    return names
  }

  mutating func lacksMethod(of call: ExtensionCall, on handler: any IntentHandler) {
    let label = run.handlers.label(for: handler)
    guard let recorded = match(call) else { return }
    run.missingMethod(
      recorded, instance: label, interaction: interaction.identifier, method: call.kindName)
  }

  mutating func willCall(
    _ call: ExtensionCall, on handler: any IntentHandler, answeringInto slot: CompletionSlot
  ) {
    matched = match(call)
    label = run.handlers.label(for: handler)
    self.slot = slot
    let (run, identifier) = (run, interaction.identifier)
    run.announce(call, instance: label, recorded: matched) {
      ReplayState(interaction: identifier, answers: run.answers)
    }
  }

  mutating func didCall(_ call: ExtensionCall, answer: ExtensionAnswer?) {
    let identifier = interaction.identifier
    let step = HostStep(call: call, instance: label, answers: slot.answers, timedOut: answer == nil)
    run.record(
      interaction: identifier, recorded: matched, replayed: step, intent: interaction.intent)
    if let matched { run.compare(matched, step, interaction: identifier) }
    if matched == nil {
      run.divergences.append(
        Divergence(
          kind: .callAdded, step: run.steps.count, interaction: identifier,
          call: StepText.call(call, intent: interaction.intent), instance: label, field: "call",
          actual: StepText.answers(step.answers)))
    }
  }
}
