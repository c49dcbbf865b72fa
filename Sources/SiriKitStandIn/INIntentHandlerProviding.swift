public import Foundation

/// What SiriKit asks for the object that handles an intent.
///
/// https://developer.apple.com/documentation/intents/inintenthandlerproviding
public protocol INIntentHandlerProviding: NSObjectProtocol {
  /// The object that handles an intent: one conforming to the intent's handling protocol.
  ///
  /// https://developer.apple.com/documentation/intents/inintenthandlerproviding/handler(for:)
  func handler(for intent: INIntent) -> Any?
}
