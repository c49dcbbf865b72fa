package import InteractionModel

/// One sample scenario of Docs/SiriKit.md: the intent, the interaction the Intents UI
/// extension receives, and the sample extensions that produce the sequence.
///
/// Drive it with the simulated host (`InteractionHost`):
/// ```swift
/// let transcript = await SimulatedHost().run(
///   scenario.intent, provider: scenario.makeProvider(), controller: scenario.makeController,
///   interactionIdentifier: scenario.name)
/// ```
package struct SampleScenario: Sendable {
  /// The scenario's code in Docs/SiriKit.md, such as `S1`.
  package var name: String
  /// What the sequence shows, in a sentence.
  package var summary: String
  /// The intent SiriKit sends the Intents extension.
  package var intent: Intent
  /// The interaction the Intents UI extension receives.
  package var interaction: Interaction
  /// Whether the sequence has the empty set last (S2), so that the host must use its
  /// empty-set-last delivery rather than the documented one to reproduce it.
  package var emptySetLast: Bool
  /// Makes the Intents extension's handler provider.
  package var makeProvider: @Sendable () -> any IntentHandlerProviding
  /// Makes a new instance of the Intents UI extension's view controller.
  package var makeController: @MainActor @Sendable () -> any HostedViewControlling

  /// A scenario whose extension objects are made anew for each run.
  ///
  /// - Parameters:
  ///   - name: The sequence's name.
  ///   - summary: What the sequence shows.
  ///   - interaction: The interaction the Intents UI extension receives; its intent is the one
  ///     SiriKit sends the Intents extension.
  ///   - emptySetLast: Whether the empty set comes last.
  ///   - makeProvider: Makes the handler provider.
  ///   - makeController: Makes a controller instance.
  package init(
    name: String, summary: String, interaction: Interaction, emptySetLast: Bool = false,
    makeProvider: @escaping @Sendable () -> any IntentHandlerProviding = {
      SampleIntentsExtension()
    },
    makeController: @escaping @MainActor @Sendable () -> any HostedViewControlling
  ) {
    self.name = name
    self.summary = summary
    self.intent = interaction.intent
    self.interaction = interaction
    self.emptySetLast = emptySetLast
    self.makeProvider = makeProvider
    self.makeController = makeController
  }
}
