/// A type that finds the handler for an intent, mirroring `INIntentHandlerProviding`, which an
/// Intents extension's `INExtension` subclass adopts.
public protocol IntentHandlerProviding {
  /// The object that handles an intent.
  ///
  /// SiriKit may ask several times for one intent and call one method on each handler it gets, so
  /// a handler should not keep state between calls.
  ///
  /// - Parameter intent: The intent SiriKit is about to resolve, confirm or handle.
  /// - Returns: The handler, or `nil` if this provider does not handle the intent; SiriKit's sample
  ///   code traps there instead.
  func handler(for intent: Intent) -> (any IntentHandler)?
}
