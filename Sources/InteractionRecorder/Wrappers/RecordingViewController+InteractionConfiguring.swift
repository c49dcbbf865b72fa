public import InteractionModel

extension RecordingViewController: InteractionConfiguring where Wrapped: InteractionConfiguring {
  /// Records the configure call and each completion, and forwards them.
  ///
  /// - Parameters:
  ///   - interaction: The interaction to show.
  ///   - context: Where the view appears.
  ///   - completion: Called with each size the wrapped controller answers.
  public func configure(
    with interaction: Interaction, context: HostedViewContext,
    completion: @escaping @Sendable (Size) -> Void
  ) {
    recorder.recordConfigure(
      withInteraction: interaction.identifier, version: interaction.hashValue,
      snapshot: { interaction }, context: context,
      instanceID: instanceID, completion: completion,
      body: { completion in
        wrapped.configure(with: interaction, context: context, completion: completion)
      })
  }
}
