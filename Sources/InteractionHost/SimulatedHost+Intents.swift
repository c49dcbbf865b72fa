public import InteractionModel

extension SimulatedHost {
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
  /// An intent the catalog has no entry for is refused before any call
  /// (``HostOutcome/unknownIntent(_:)``). A provider that returns `nil` ends the run (``HostOutcome/noHandler``); one that traps, as
  /// Apple's template does for an unknown intent, traps here too. A completion that does not come
  /// within ``HostOptions/timeout`` ends the run (``HostOutcome/timedOut``).
  ///
  /// - Parameters:
  ///   - intent: The intent SiriKit delivers, as a user's request or Maps built it.
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
    guard catalog[intentClass: intent.className] != nil else {
      return HostTranscript(
        steps: [], interaction: nil,
        outcome: .unknownIntent(UnknownIntentError(intentClass: intent.className)))
    }
    var transcriber = IntentsTranscriber(provider: provider, intent: intent, catalog: catalog)
    let delivery = IntentsDelivery(source: source, timeout: options.timeout, sleep: options.sleep)
    let (outcome, response) = await delivery.deliver(intent, to: &transcriber)
    let interaction = response.map { response in
      Interaction(
        intent: intent, response: response,
        handlingStatus: HandlingStatus(responseCode: response.code), direction: direction,
        identifier: interactionIdentifier)
    }
    return transcriber.builder.transcript(interaction: interaction, outcome: outcome)
  }
}
