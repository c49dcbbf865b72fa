public import InteractionModel

extension SimulatedHost {
  /// Drives an Intents UI extension's view controller through an interaction, as SiriKit does.
  ///
  /// On iOS 11 and later, a controller that implements `ParameterViewConfiguring` gets only
  /// `configureView` calls (R10), each on a new instance (R3): the sets of
  /// ``HostOptions/delivery``'s plan over the catalog's rows (for ``DeliveryPolicy/documented``,
  /// the empty set first, then one row per call, R4), each without the parameters earlier
  /// completions claimed, and a set that has lost every parameter that way is skipped (R7). A
  /// controller may claim parameters it was not offered; they too are never offered again.
  ///
  /// Otherwise (iOS 10, or a controller without `configureView`) a controller that implements
  /// `InteractionConfiguring` gets one `configure(with:context:completion:)` on a single
  /// instance, and for a Maps card one more on the same instance per update (R11).
  ///
  /// An interaction whose intent the catalog has no entry for is refused before any call
  /// (``HostOutcome/unknownIntent(_:)``): without rows the controller would get only the empty
  /// set, silently. A completion that does not come within ``HostOptions/timeout`` is marked on its step and the
  /// host goes on, as if the controller had claimed nothing; one that comes twice is reported on
  /// its step, and the first answer is the one the host acts on. ``HostOptions/faults`` inject
  /// departures from all this.
  ///
  /// - Parameters:
  ///   - interaction: The interaction to show, such as the one
  ///     ``runIntents(_:provider:source:interactionIdentifier:direction:isolation:)`` built.
  ///   - makeController: Makes a new controller instance; called once per `configureView` call,
  ///     once for `configure`.
  ///   - presentation: Where the view appears, with a Maps card's updates.
  /// - Returns: The steps, the interaction, and ``HostOutcome/completed``, or
  ///   ``HostOutcome/noHostedViewMethod`` if the controller implements no method the platform
  ///   calls, or ``HostOutcome/unknownIntent(_:)``.
  @MainActor
  public func runInterface(
    for interaction: Interaction,
    controller makeController: @escaping @MainActor () -> any HostedViewControlling,
    presentation: HostedViewPresentation = .siriSnippet
  ) async -> HostTranscript {
    guard catalog[intentClass: interaction.intent.className] != nil else {
      return HostTranscript(
        steps: [], interaction: interaction,
        outcome: .unknownIntent(UnknownIntentError(intentClass: interaction.intent.className)))
    }
    let delivery = InterfaceDelivery(
      delivery: options.delivery, rows: catalog.rows(for: interaction), faults: options.faults,
      interactiveBehavior: options.interactiveBehavior, context: presentation.context,
      timeout: options.timeout, sleep: options.sleep)
    var transcriber = InterfaceTranscriber(makeController: makeController)
    let outcome = await delivery.deliver(
      interaction, updates: presentation.updates, platform: options.platform, to: &transcriber)
    return transcriber.builder.transcript(interaction: interaction, outcome: outcome)
  }
}
