import InteractionModel
import InteractionSamples

/// A provider that returns one handler for every call: a caching handler survives between resolve
/// and handle, the reuse SiriKit does not promise (D1).
final class SharedHandlerProvider: IntentHandlerProviding, Sendable {
  let shared = CachingHandler()

  func handler(for intent: Intent) -> (any IntentHandler)? { shared }
}

/// A workout controller that also claims the message content, which no workout has.
final class ForeignClaimingController: ParameterViewConfiguring {
  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    completion(
      true, parameters.union([.fixture("INSendMessageIntent.content")]),
      Size(width: 320, height: 44))
  }
}
