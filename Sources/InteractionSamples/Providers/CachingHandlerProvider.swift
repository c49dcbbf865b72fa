package import InteractionModel

/// An Intents extension whose message handler caches state between calls (``CachingHandler``),
/// wrong on purpose: like `INExtension` subclasses, it makes a new handler each time it is asked.
package struct CachingHandlerProvider: IntentHandlerProviding {
  package init() {}

  /// A new ``CachingHandler`` for `INSendMessageIntent`.
  ///
  /// - Returns: The handler, or `nil` for any other intent.
  package func handler(for intent: Intent) -> (any IntentHandler)? {
    intent.className == "INSendMessageIntent" ? CachingHandler() : nil
  }
}
