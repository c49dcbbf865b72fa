import InteractionHost
import InteractionModel

extension ReplayRun {
  /// The provider, made on first use.
  func currentProvider() -> any IntentHandlerProviding {
    if let provider { return provider }
    // Only called when the subjects have a provider factory.
    let made = subjects.makeProvider.map { $0(sources) } ?? NoProvider()
    provider = made
    return made
  }

  /// Exact mode: each recorded dispatch, then the call on the handler it returned.
  func replayHandlingExactly(_ interaction: RecordedInteraction) async {
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

  /// Host and chaos mode: the host's rules deliver the intent, and replayed calls are matched
  /// with recorded ones by method.
  ///
  /// The resolve order is the recording's (``HostModeHandling/resolveOrder(declared:)``); a
  /// recording without resolve or confirm came from Maps.
  func replayHandlingByHost(_ interaction: RecordedInteraction) async {
    var observer = HostModeHandling(run: self, interaction: interaction)
    let fromMaps = !observer.unmatched.contains {
      switch $0.step.call {
      case .resolve, .confirm: true
      default: false
      }
    }
    let delivery = IntentsDelivery(
      source: fromMaps ? .maps : .siri, timeout: options.timeout, sleep: options.sleep)
    _ = await delivery.deliver(interaction.intent, to: &observer)
    for missing in observer.unmatched {
      divergences.append(
        Divergence(
          kind: .callMissing, sequence: missing.sequence, file: missing.file,
          interaction: interaction.identifier,
          call: StepText.call(missing.step, intent: missing.intent),
          instance: missing.step.instance, field: "call",
          expected: StepText.answers(missing.step.answers)))
    }
  }

  /// Calls `handler(for:)` and records the step; compares the handler's type with a recorded
  /// dispatch.
  func dispatch(_ intent: Intent, recorded: RecordedStep?, interaction: String?)
    -> (any IntentHandler)?
  {
    let provider = currentProvider()
    let call = ExtensionCall.dispatch(intent: intent)
    let providerName = runTypeName(of: provider)
    announce(call, instance: providerName, recorded: recorded) {
      ReplayState(interaction: interaction)
    }
    let handler = provider.handler(for: intent)
    let step = HostStep(
      call: call, instance: providerName,
      answers: [.handler(type: handler.map { runTypeName(of: $0) })])
    steps.append(
      ReplayedStep(
        index: steps.count + 1, interaction: interaction, recorded: recorded, replayed: step))
    answers += step.answers.prefix(1)
    if let recorded { compare(recorded, step, interaction: interaction) }
    return handler
  }

  /// Calls one handler method, waits for its answer, records and compares it.
  @discardableResult
  func call(
    _ call: ExtensionCall, on handler: any IntentHandler, intent: Intent, recorded: RecordedStep?,
    interaction: String?
  ) async -> ExtensionAnswer? {
    let label = handlers.label(for: handler)
    let state = { [answers] in ReplayState(interaction: interaction, answers: answers) }
    let issued: (slot: CompletionSlot, first: ExtensionAnswer?)
    switch call {
    case .resolve(let name, _):
      guard let resolving = handler as? any IntentResolving else {
        if let recorded {
          missingMethod(recorded, instance: label, interaction: interaction, method: "resolve")
        }
        return nil
      }
      issued = await issue(call, instance: label, recorded: recorded, state: state) {
        slot in
        resolving.resolve(parameter: name, for: intent) {
          slot.complete(.resolution(parameter: name, results: $0))
        }
      }
    case .confirm:
      guard let confirming = handler as? any IntentConfirming else {
        if let recorded {
          missingMethod(recorded, instance: label, interaction: interaction, method: "confirm")
        }
        return nil
      }
      issued = await issue(call, instance: label, recorded: recorded, state: state) {
        slot in
        confirming.confirm(intent: intent) { slot.complete(.response($0)) }
      }
    default:
      issued = await issue(call, instance: label, recorded: recorded, state: state) {
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
