/// A handler that learns whether it implements an optional method only by calling it: on Linux,
/// the SiriKit bridge's adapter around a handler written against Apple's protocols, whose
/// `optional` requirements the stand-in declares with defaults, so that nothing can be asked
/// before the call.
///
/// The simulated host calls these instead of ``IntentResolving/resolve(parameter:for:completion:)``
/// and ``IntentConfirming/confirm(intent:completion:)``, and treats a call that reached no method
/// as SiriKit treats a method the handler lacks: not made. A recording wrapper around such a
/// handler adopts it too, and writes the call only once it is known to be made.
package protocol OptionalIntentMethodProbing: IntentHandler {
  /// Resolves a parameter if the handler implements its resolve method.
  ///
  /// - Returns: Whether the handler implements it; if not, nothing ran and `completion` is never
  ///   called.
  func resolveIfImplemented(
    parameter name: String, for intent: Intent,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void
  ) -> Bool

  /// Confirms the intent if the handler implements `confirm`.
  ///
  /// - Returns: Whether the handler implements it; if not, nothing ran and `completion` is never
  ///   called.
  func confirmIfImplemented(
    intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void
  ) -> Bool
}
