package import InteractionModel

/// A message handler that is wrong on purpose: it caches the content it resolved and sends the
/// cached content when it handles the intent.
///
/// SiriKit often calls each method on a different copy of the handler (D1), and the simulated
/// host asks the provider for a new handler per call to play that, so the copy that handles has
/// nothing cached and the message fails (`failure`, 4). Called on one instance, as a unit test
/// might, it seems to work: the bug hides there.
package final class CachingHandler: IntentResolving {
  /// Only the content.
  package let resolvableParameters = ["content"]
  // The bug: state meant to live from resolve to handle. A lock keeps it free of data races;
  // what is wrong is relying on it at all.
  private let resolvedContent = Locked<String?>(nil)

  /// Creates a handler with nothing cached.
  package init() {}

  /// Resolves the content and caches it for handle.
  package func resolve(
    parameter name: String, for intent: Intent,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void
  ) {
    let content = intent[name]?.stringValue
    resolvedContent.withLock { $0 = content }
    completion([content.map { .success(.string($0)) } ?? .needsValue])
  }

  /// Sends the cached content: `success` with it as `sentMessage`, or `failure` when nothing is
  /// cached, which is what a new copy has.
  package func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    guard let content = resolvedContent.withLock({ $0 }) else {
      completion(
        IntentResponse(
          className: "INSendMessageIntentResponse", code: SampleScenarios.code(4, "failure")))
      return
    }
    completion(
      IntentResponse(
        className: "INSendMessageIntentResponse", code: SampleScenarios.code(3, "success"),
        properties: ["sentMessage": ["content": .string(content)]]))
  }
}
