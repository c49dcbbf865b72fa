package import InteractionModel

extension RecordingViewController: OptionalViewMethodProbing
where Wrapped: OptionalViewMethodProbing {
  /// Calls the wrapped controller's `configureView` and, if it has one, records the call, then
  /// each completion, and forwards them: a method the controller lacks leaves no event.
  package func configureViewIfImplemented(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) -> Bool {
    let held = HeldAnswers<ConfigureViewResult>()
    guard
      wrapped.configureViewIfImplemented(
        for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
        context: context,
        completion: { held.receive(ConfigureViewResult(success: $0, claimed: $1, desiredSize: $2)) }
      )
    else { return false }
    recorder.recordConfigureView(
      for: Array(parameters), ofInteraction: interaction.identifier, version: interaction.hashValue,
      snapshot: { interaction },
      interactiveBehavior: interactiveBehavior, context: context, instanceID: instanceID,
      completion: completion,
      body: { completion in
        held.release { completion($0.success, $0.claimed, $0.desiredSize) }
      })
    return true
  }

  /// Calls the wrapped controller's `configure(with:context:completion:)` and, if it has one,
  /// records the call, then each completion, and forwards them: a method the controller lacks
  /// leaves no event.
  package func configureIfImplemented(
    with interaction: Interaction, context: HostedViewContext,
    completion: @escaping @Sendable (Size) -> Void
  ) -> Bool {
    let held = HeldAnswers<Size>()
    guard
      wrapped.configureIfImplemented(with: interaction, context: context, completion: held.receive)
    else { return false }
    recorder.recordConfigure(
      withInteraction: interaction.identifier, version: interaction.hashValue,
      snapshot: { interaction }, context: context,
      instanceID: instanceID, completion: completion, body: held.release(to:))
    return true
  }
}
