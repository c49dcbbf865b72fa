package import InteractionModel
package import InteractionSamples

/// A provider that returns one handler for every call: a caching handler survives between resolve
/// and handle, the reuse SiriKit does not promise (D1).
package final class SharedHandlerProvider: IntentHandlerProviding, Sendable {
  package let shared = CachingHandler()

  package init() {}

  package func handler(for intent: Intent) -> (any IntentHandler)? { shared }
}
