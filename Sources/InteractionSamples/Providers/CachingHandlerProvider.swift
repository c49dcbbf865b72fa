public import InteractionModel

/// An Intents extension whose message handler caches state between calls (``CachingHandler``),
/// wrong on purpose: like `INExtension` subclasses, it makes a new handler each time it is asked.
public struct CachingHandlerProvider: IntentHandlerProviding {
  /// Creates the extension.
  public init() {}

  /// A new ``CachingHandler`` for `INSendMessageIntent`.
  ///
  /// - Parameter intent: The intent.
  /// - Returns: The handler, or `nil` for any other intent.
  public func handler(for intent: Intent) -> (any IntentHandler)? {
    intent.className == "INSendMessageIntent" ? CachingHandler() : nil
  }
}
