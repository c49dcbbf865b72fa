public import InteractionModel

extension RecordingIntentHandler: IntentConfirming where Wrapped: IntentConfirming {
  /// Records the confirm call and each completion, and forwards them.
  ///
  /// - Parameters:
  ///   - intent: The intent to confirm.
  ///   - completion: Called with each response the wrapped handler answers.
  public func confirm(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    recorder.recordConfirm(intent: intent, instanceID: instanceID, completion: completion) {
      completion in
      wrapped.confirm(intent: intent, completion: completion)
    }
  }
}
