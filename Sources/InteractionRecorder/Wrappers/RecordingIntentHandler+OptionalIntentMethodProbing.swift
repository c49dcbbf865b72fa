package import InteractionModel

extension RecordingIntentHandler: OptionalIntentMethodProbing
where Wrapped: OptionalIntentMethodProbing {
  /// Calls the wrapped handler's resolve method and, if it has one, records the call, then each
  /// completion, and forwards them: a method the handler lacks leaves no event.
  package func resolveIfImplemented(
    parameter name: String, for intent: Intent,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void
  ) -> Bool {
    let held = HeldAnswers<[ResolutionResult]>()
    guard wrapped.resolveIfImplemented(parameter: name, for: intent, completion: held.receive)
    else { return false }
    recorder.recordResolve(
      parameter: name, for: intent, instanceID: instanceID, completion: completion,
      body: held.release(to:))
    return true
  }

  /// Calls the wrapped handler's `confirm` and, if it has one, records the call, then each
  /// completion, and forwards them: a method the handler lacks leaves no event.
  package func confirmIfImplemented(
    intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void
  ) -> Bool {
    let held = HeldAnswers<IntentResponse>()
    guard wrapped.confirmIfImplemented(intent: intent, completion: held.receive) else {
      return false
    }
    recorder.recordConfirm(
      intent: intent, instanceID: instanceID, completion: completion, body: held.release(to:))
    return true
  }
}
