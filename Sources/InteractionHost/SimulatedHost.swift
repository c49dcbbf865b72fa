public import InteractionModel

/// A simulated SiriKit host: it drives an Intents extension's handler provider and an Intents UI
/// extension's view controller through an interaction the way SiriKit is documented to
/// (Docs/SiriKit.md), and returns a ``HostTranscript`` of every call.
///
/// ```swift
/// let host = SimulatedHost()
/// let transcript = await host.run(
///   intent, provider: MyIntentsExtension(), controller: { IntentViewController() })
/// #expect(transcript.offeredSets.first == [])
/// ```
///
/// The two extensions run in separate processes on a device (D8) and share only the interaction;
/// ``runIntents(_:provider:source:interactionIdentifier:direction:isolation:)`` and
/// ``runInterface(for:controller:presentation:)`` drive each alone, and
/// ``run(_:provider:controller:source:presentation:interactionIdentifier:direction:)`` one after
/// the other. The host never touches a log: to record, pass it recorder-wrapped objects.
///
/// Deterministic by injection: the order comes from ``HostOptions/delivery`` (a seed for a
/// permutation), and time only from ``HostOptions/sleep``.
public struct SimulatedHost: Sendable {
  /// The intents the host knows: resolve orders and interface rows.
  public var catalog: IntentCatalog
  /// How the host behaves.
  public var options: HostOptions

  /// Creates a host from its parts, each the property of the same name.
  public init(catalog: IntentCatalog = .standard, options: HostOptions = HostOptions()) {
    self.catalog = catalog
    self.options = options
  }

  /// Runs a whole interaction: the Intents extension, then, if it handled the intent, the Intents
  /// UI extension with the interaction built from the response.
  ///
  /// - Parameters:
  ///   - intent: The intent, as SiriKit would build it from the user's request.
  ///   - provider: The Intents extension's handler provider.
  ///   - makeController: Makes a new instance of the Intents UI extension's view controller.
  ///   - source: Siri (resolve, confirm, handle) or Maps (handle only).
  ///   - presentation: Where the view appears; by default a Siri snippet, or a Maps card without
  ///     updates when `source` is ``IntentSource/maps``.
  ///   - interactionIdentifier: The identifier of the interaction the host builds.
  ///   - direction: The direction of the interaction the host builds.
  /// - Returns: Both extensions' steps, the interaction, and the outcome of the run that ended
  ///   it. The interface is not run unless the Intents extension's run completed.
  @MainActor
  public func run(
    _ intent: Intent,
    provider: any IntentHandlerProviding,
    controller makeController: @escaping @MainActor () -> any HostedViewControlling,
    source: IntentSource = .siri,
    presentation: HostedViewPresentation? = nil,
    interactionIdentifier: String = "interaction-1",
    direction: InteractionDirection = .outgoing
  ) async -> HostTranscript {
    let intents = await runIntents(
      intent, provider: provider, source: source, interactionIdentifier: interactionIdentifier,
      direction: direction)
    guard intents.outcome == .completed, let interaction = intents.interaction else {
      return intents
    }
    let interface = await runInterface(
      for: interaction, controller: makeController,
      presentation: presentation ?? (source == .maps ? .mapsCard() : .siriSnippet))
    return HostTranscript(
      steps: intents.steps + interface.steps, interaction: interaction,
      outcome: interface.outcome)
  }
}
