import InteractionHost
import InteractionModel

extension ReplayRun {
  /// The provider, made on first use.
  mutating func currentProvider() -> any IntentHandlerProviding {
    if let provider { return provider }
    // Only called when the subjects have a provider factory.
    let made = subjects.makeProvider.map { $0(sources) } ?? NoProvider()
    provider = made
    return made
  }

  /// Exact mode: each recorded dispatch, then the call on the handler it returned.
  mutating func replayHandlingExactly(_ interaction: RecordedInteraction) async {
    var handler: (any IntentHandler)?
    for recorded in interaction.handling {
      if stops(before: recorded) { return }
      let intent = recorded.intent ?? interaction.intent
      if case .dispatch = recorded.step.call {
        handler = dispatch(intent, recorded: recorded, interaction: interaction.identifier)
        continue
      }
      // A call without its dispatch (a log cut before it) still gets a handler of its own.
      let target = handler ?? dispatch(intent, recorded: nil, interaction: interaction.identifier)
      handler = nil
      guard let target else { continue }
      await call(
        recorded.step.call, on: target, intent: intent, recorded: recorded,
        interaction: interaction.identifier)
    }
  }

  /// Host and chaos mode: the host's order from the recorded start (each recorded resolve, then
  /// the ones the handler declares and the recording lacks; a seeded chaos permutes them), then
  /// confirm and handle, each method on a new handler; matched with the recorded calls by method.
  mutating func replayHandlingByHost(_ interaction: RecordedInteraction) async {
    let recordedCalls = interaction.handling.filter {
      if case .dispatch = $0.step.call { false } else { true }
    }
    let fromMaps = !recordedCalls.contains {
      switch $0.step.call {
      case .resolve, .confirm: true
      default: false
      }
    }
    var unmatched = recordedCalls
    var calls: [HostCall] = []
    if !fromMaps {
      var names = recordedCalls.compactMap { step -> String? in
        guard case .resolve(let name) = step.step.call else { return nil }
        return name
      }
      let declared =
        (currentProvider().handler(for: interaction.intent) as? any IntentResolving)?
        .resolvableParameters ?? []
      names += declared.filter { !names.contains($0) }
      if case .chaos(let plan) = options.mode, let seed = plan.seed {
        names = SeededGenerator(seed: seed).permuted(names)
      }
      calls = names.map { .resolve(parameter: $0) } + [.confirm]
    }
    calls.append(.handle)

    // A handler that was dispatched for confirm but does not confirm serves handle, as in the host.
    var spare: (any IntentHandler)?
    for call in calls {
      let dispatched =
        spare ?? dispatch(interaction.intent, recorded: nil, interaction: interaction.identifier)
      spare = nil
      guard let handler = dispatched else { break }
      if call == .confirm, !(handler is any IntentConfirming) {
        spare = handler
        continue
      }
      let matched = unmatched.firstIndex { $0.step.call == call }.map { unmatched.remove(at: $0) }
      let answer = await self.call(
        call, on: handler, intent: interaction.intent, recorded: matched,
        interaction: interaction.identifier)
      if matched == nil, let step = steps.last?.replayed {
        divergences.append(
          Divergence(
            kind: .callAdded, step: steps.count, interaction: interaction.identifier,
            call: StepText.call(call, intent: interaction.intent), instance: step.instance,
            field: "call", actual: StepText.answers(step.answers)))
      }
      // SiriKit stops when confirm answers anything but ready.
      if call == .confirm, let response = answer?.response,
        response.code.name != IntentResponse.Code.ready.name
      {
        break
      }
    }
    for missing in unmatched {
      divergences.append(
        Divergence(
          kind: .callMissing, sequence: missing.sequence, file: missing.file,
          interaction: interaction.identifier,
          call: StepText.call(missing.step.call, intent: missing.intent),
          instance: missing.step.instance, field: "call",
          expected: StepText.answers(missing.step.answers)))
    }
  }

  /// Calls `handler(for:)` and records the step; compares the handler's type with a recorded
  /// dispatch.
  mutating func dispatch(_ intent: Intent, recorded: RecordedStep?, interaction: String?)
    -> (any IntentHandler)?
  {
    let provider = currentProvider()
    let call = HostCall.dispatch(intentClass: intent.className)
    let providerName = String(describing: type(of: provider))
    options.beforeStep?(
      ReplayStepContext(
        index: steps.count + 1, sequence: recorded?.sequence, call: call, instance: providerName,
        state: ReplayState(interaction: interaction)))
    let handler = provider.handler(for: intent)
    let step = HostStep(
      call: call, instance: providerName,
      answers: [.handler(handler.map { String(describing: type(of: $0)) })])
    steps.append(
      ReplayedStep(
        index: steps.count + 1, interaction: interaction, recorded: recorded, replayed: step))
    answers += step.answers.prefix(1)
    if let recorded { compare(recorded, step, interaction: interaction) }
    return handler
  }

  /// Calls one handler method, waits for its answer, records and compares it.
  @discardableResult
  mutating func call(
    _ call: HostCall, on handler: any IntentHandler, intent: Intent, recorded: RecordedStep?,
    interaction: String?
  ) async -> HostAnswer? {
    let label = handlers.label(for: handler)
    let state = { [answers] in ReplayState(interaction: interaction, answers: answers) }
    let issued: (slot: CompletionSlot, first: HostAnswer?)
    switch call {
    case .resolve(let name):
      guard let resolving = handler as? any IntentResolving else {
        if let recorded {
          missingMethod(recorded, instance: label, interaction: interaction, method: "resolve")
        }
        return nil
      }
      issued = await issue(call, instance: label, sequence: recorded?.sequence, state: state) {
        slot in
        resolving.resolve(parameter: name, for: intent) { slot.complete(.resolution($0)) }
      }
    case .confirm:
      guard let confirming = handler as? any IntentConfirming else {
        if let recorded {
          missingMethod(recorded, instance: label, interaction: interaction, method: "confirm")
        }
        return nil
      }
      issued = await issue(call, instance: label, sequence: recorded?.sequence, state: state) {
        slot in
        confirming.confirm(intent: intent) { slot.complete(.response($0)) }
      }
    default:
      issued = await issue(call, instance: label, sequence: recorded?.sequence, state: state) {
        slot in
        handler.handle(intent: intent) { slot.complete(.response($0)) }
      }
    }
    let step = HostStep(
      call: call, instance: label, answers: issued.slot.answers, timedOut: issued.first == nil)
    record(interaction: interaction, recorded: recorded, replayed: step, intent: intent)
    if let recorded { compare(recorded, step, interaction: interaction) }
    return issued.first
  }
}

/// Stands in for a provider the subjects lack; never used, since handling steps are replayed
/// only with a provider.
private struct NoProvider: IntentHandlerProviding {
  func handler(for intent: Intent) -> (any IntentHandler)? { nil }
}
