package import InteractionModel

/// Handles `INSendMessageIntent` as a messaging sample does (S4): one result per recipient,
/// content required, confirm `ready`, handle `success`.
package final class SendMessageIntentHandler: IntentResolving, IntentConfirming {
  /// Recipients, then content.
  package let resolvableParameters = ["recipients", "content"]

  package init() {}

  /// Resolves the recipients (one success per recipient, as `resolveRecipients` answers) or the
  /// content; a missing value needs one.
  package func resolve(
    parameter name: String, for intent: Intent,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void
  ) {
    switch name {
    case "recipients":
      let recipients = intent["recipients"]?.arrayValue ?? []
      completion(recipients.isEmpty ? [.needsValue] : recipients.map(ResolutionResult.success))
    case "content":
      completion([intent["content"]?.stringValue.map { .success(.string($0)) } ?? .needsValue])
    default:
      completion([.notRequired])
    }
  }

  /// Confirms with `ready`.
  package func confirm(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(IntentResponse(className: "INSendMessageIntentResponse", code: .ready))
  }

  /// Sends the message: `success`.
  package func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(SampleScenarios.sendMessageResponse)
  }
}
