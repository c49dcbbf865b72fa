package import InteractionModel

/// A workout controller that also claims the message content, which no workout has.
package final class ForeignClaimingController: ParameterViewConfiguring {
  package init() {}

  package func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    completion(
      true, parameters.union([.fixture("INSendMessageIntent.content")]),
      Size(width: 320, height: 44))
  }
}
