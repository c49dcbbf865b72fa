package import InteractionHost
package import InteractionModel
package import InteractionSamples

/// One interaction to drive through the simulated host while recording it.
package struct Run {
  package var intent: Intent
  package var identifier: String
  package var provider: @Sendable () -> any IntentHandlerProviding
  package var controller: @MainActor @Sendable () -> any HostedViewControlling
  package var options = HostOptions()

  /// A sample scenario, with the host's options and optionally other extensions.
  package init(
    _ scenario: SampleScenario, identifier: String? = nil, options: HostOptions = HostOptions(),
    provider: (@Sendable () -> any IntentHandlerProviding)? = nil,
    controller: (@MainActor @Sendable () -> any HostedViewControlling)? = nil
  ) {
    intent = scenario.intent
    self.identifier = identifier ?? scenario.name
    self.provider = provider ?? scenario.makeProvider
    self.controller = controller ?? scenario.makeController
    self.options = options
    if scenario.emptySetLast { self.options.delivery = .emptySetLast }
  }
}
