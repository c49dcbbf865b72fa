public import InteractionModel

/// The Intents extension's principal class: it hands every `INSendPaymentIntent` to a new
/// ``SendPaymentIntentHandler``, as SiriKit may ask again before each call.
public struct PaymentsIntentsExtension: IntentHandlerProviding {
  /// Creates the provider.
  public init() {}

  /// A new handler for a payment, `nil` for any other intent.
  public func handler(for intent: Intent) -> (any IntentHandler)? {
    intent.className == "INSendPaymentIntent" ? SendPaymentIntentHandler() : nil
  }
}
