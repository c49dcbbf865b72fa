public import InteractionModel

/// Resolves, confirms and handles `INSendPaymentIntent`: a payee and a positive amount are
/// required, and the payment is sent as asked.
public final class SendPaymentIntentHandler: IntentResolving, IntentConfirming {
  /// The parameters this handler resolves, as its `resolve…` methods would be.
  public let resolvableParameters = ["payee", "currencyAmount"]

  /// Creates a handler.
  public init() {}

  /// Resolves the payee and the amount, asking for either when it is missing.
  public func resolve(
    parameter name: String, for intent: Intent,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void
  ) {
    switch name {
    case "payee", "currencyAmount":
      completion([intent[name].map(ResolutionResult.success) ?? .needsValue])
    default:
      completion([.notRequired])
    }
  }

  /// Ready to pay.
  public func confirm(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(IntentResponse(className: "INSendPaymentIntentResponse", code: .ready))
  }

  /// Sends the payment.
  public func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(
      IntentResponse(
        className: "INSendPaymentIntentResponse",
        code: IntentResponse.Code(rawValue: 3, name: "success")))
  }
}
