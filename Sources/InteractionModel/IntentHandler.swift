/// An object that handles an intent, mirroring the required `handle(intent:completion:)` of
/// SiriKit's per-intent handling protocols such as `INStartWorkoutIntentHandling`.
///
/// SiriKit's optional methods are separate protocols, ``IntentConfirming`` and ``IntentResolving``,
/// so a handler adopts only what it implements. Handlers are `Sendable` because SiriKit calls them
/// and their completions on threads of its choosing.
public protocol IntentHandler: AnyObject, Sendable {
  /// Handles an intent and answers with a response.
  ///
  /// - Parameters:
  ///   - intent: The intent to handle.
  ///   - completion: Called with the response, such as `success`, `failure` or a hand-off like
  ///     `handleInApp`; it should be called exactly once.
  func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void)
}
