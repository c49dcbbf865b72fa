public import InteractionModel

extension RecordingViewController: ParameterViewConfiguring
where Wrapped: ParameterViewConfiguring {
  /// Records the configureView call and each completion, and forwards them.
  ///
  /// - Parameters:
  ///   - parameters: The parameters to show; may be empty.
  ///   - interaction: The interaction the parameters belong to.
  ///   - interactiveBehavior: What the user can do with the view.
  ///   - context: Where the view appears.
  ///   - completion: Called with each answer the wrapped controller gives.
  public func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    recorder.recordConfigureView(
      for: Array(parameters), ofInteraction: interaction.identifier, version: interaction.hashValue,
      snapshot: { interaction },
      interactiveBehavior: interactiveBehavior, context: context, instanceID: instanceID,
      completion: completion,
      body: { completion in
        wrapped.configureView(
          for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
          context: context, completion: completion)
      })
  }
}
