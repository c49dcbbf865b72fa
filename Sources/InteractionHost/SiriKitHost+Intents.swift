public import InteractionModel

extension SiriKitHost {
  /// Drives an Intents extension through one intent, as SiriKit does.
  ///
  /// The host asks the provider for a handler again before every method call (D1): SiriKit often
  /// makes a copy of the handler per call, and asking the provider each time is how those copies
  /// reach it, so a handler that keeps state between calls shows it here. In order:
  /// 1. resolve each parameter the handler implements, in the catalog's order
  ///    (``IntentCatalog/resolveOrder(forIntentClass:declared:)``), one call each;
  /// 2. confirm, if the handler implements it; an answer other than `ready` ends the run
  ///    (``HostOutcome/confirmDeclined(_:)``);
  /// 3. handle.
  ///
  /// From Maps (``IntentSource/maps``) only handle is called (R14). The host plays a user who
  /// accepts every resolution: it records disambiguations and `needsValue` and goes on.
  /// A provider that returns `nil` ends the run (``HostOutcome/noHandler``); one that traps, as
  /// Apple's template does for an unknown intent, traps here too. A completion that does not come
  /// within ``HostOptions/timeout`` ends the run (``HostOutcome/timedOut``).
  ///
  /// - Parameters:
  ///   - intent: The intent.
  ///   - provider: The Intents extension's handler provider.
  ///   - source: Siri or Maps.
  ///   - interactionIdentifier: The identifier of the interaction the host builds.
  ///   - direction: The direction of the interaction the host builds.
  ///   - isolation: The caller's actor, on which the provider is called; handlers may complete on
  ///     any thread.
  /// - Returns: The steps, and the interaction of the intent with the last response (handle's,
  ///   or confirm's if it declined), whose handling status follows
  ///   ``InteractionModel/HandlingStatus/init(responseCode:)``.
  public func runIntents(
    _ intent: Intent,
    provider: any IntentHandlerProviding,
    source: IntentSource = .siri,
    interactionIdentifier: String = "interaction-1",
    direction: InteractionDirection = .outgoing,
    isolation: isolated (any Actor)? = #isolation
  ) async -> HostTranscript {
    var builder = TranscriptBuilder()
    var handlers = InstanceRegistry()
    let providerName = String(describing: type(of: provider))

    func dispatch() -> (any IntentHandler)? {
      let handler = provider.handler(for: intent)
      _ = builder.append(
        HostStep(
          call: .dispatch(intentClass: intent.className), instance: providerName,
          answers: [.handler(handler.map { handlers.label(for: $0) })]))
      return handler
    }

    // Makes one call on a handler and waits for its completion; `nil` if it timed out.
    func call(
      _ hostCall: HostCall, on handler: any IntentHandler,
      _ body: (CompletionSlot) -> Void
    ) async -> HostAnswer? {
      let slot = CompletionSlot()
      let position = builder.append(
        HostStep(call: hostCall, instance: handlers.label(for: handler)), slot: slot)
      body(slot)
      let answer = await slot.firstAnswer(within: options.timeout, sleep: options.sleep)
      if answer == nil { builder.update(position) { $0.timedOut = true } }
      return answer
    }

    func interaction(_ response: IntentResponse) -> Interaction {
      Interaction(
        intent: intent, response: response,
        handlingStatus: HandlingStatus(responseCode: response.code), direction: direction,
        identifier: interactionIdentifier)
    }

    // The first handler serves the first method call; every later call asks for a new one.
    guard let first = dispatch() else {
      return builder.transcript(interaction: nil, outcome: .noHandler)
    }
    var unused: (any IntentHandler)? = first
    func nextHandler() -> (any IntentHandler)? {
      defer { unused = nil }
      return unused ?? dispatch()
    }

    if source == .siri, let resolving = first as? any IntentResolving {
      let order = catalog.resolveOrder(
        forIntentClass: intent.className, declared: resolving.resolvableParameters)
      for name in order {
        guard let handler = nextHandler() else {
          return builder.transcript(interaction: nil, outcome: .noHandler)
        }
        // A provider whose later copies lack the method gets no call for it.
        guard let resolving = handler as? any IntentResolving else { continue }
        let answer = await call(.resolve(parameter: name), on: handler) { slot in
          resolving.resolve(parameter: name, for: intent) { slot.complete(.resolution($0)) }
        }
        guard answer != nil else {
          return builder.transcript(interaction: nil, outcome: .timedOut)
        }
      }
    }

    if source == .siri {
      guard let handler = nextHandler() else {
        return builder.transcript(interaction: nil, outcome: .noHandler)
      }
      if let confirming = handler as? any IntentConfirming {
        let answer = await call(.confirm, on: handler) { slot in
          confirming.confirm(intent: intent) { slot.complete(.response($0)) }
        }
        guard let response = answer?.response else {
          return builder.transcript(interaction: nil, outcome: .timedOut)
        }
        guard response.code.name == IntentResponse.Code.ready.name else {
          return builder.transcript(
            interaction: interaction(response), outcome: .confirmDeclined(response.code))
        }
      } else {
        // Not called, so this handler serves handle.
        unused = handler
      }
    }

    guard let handler = nextHandler() else {
      return builder.transcript(interaction: nil, outcome: .noHandler)
    }
    let answer = await call(.handle, on: handler) { slot in
      handler.handle(intent: intent) { slot.complete(.response($0)) }
    }
    guard let response = answer?.response else {
      return builder.transcript(interaction: nil, outcome: .timedOut)
    }
    return builder.transcript(interaction: interaction(response), outcome: .completed)
  }
}
