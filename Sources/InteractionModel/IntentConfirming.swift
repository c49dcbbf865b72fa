/// A handler that confirms an intent before it is handled, mirroring the optional
/// `confirm(intent:completion:)` of SiriKit's handling protocols.
public protocol IntentConfirming: IntentHandler {
  /// Checks that the intent can be handled and answers with a response.
  ///
  /// - Parameters:
  ///   - intent: The intent, with its parameters resolved.
  ///   - completion: Called with the response, usually with code ``IntentResponse/Code/ready``; it
  ///     should be called exactly once.
  func confirm(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void)
}
