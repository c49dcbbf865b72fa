/// The outcome of resolving a parameter whose value is a bill's payee.
///
/// https://developer.apple.com/documentation/intents/inbillpayeeresolutionresult
@available(iOS, deprecated: 15.0)
open class INBillPayeeResolutionResult: INIntentResolutionResult {
  /// A result saying the parameter resolved to a value.
  ///
  /// https://developer.apple.com/documentation/intents/inbillpayeeresolutionresult/success(with:)
  open class func success(with resolvedBillPayee: INBillPayee) -> Self {
    standIn(.success, value: resolvedBillPayee)
  }

  /// A result asking the user to choose among candidates.
  ///
  /// https://developer.apple.com/documentation/intents/inbillpayeeresolutionresult/disambiguation(with:)
  open class func disambiguation(with billPayeesToDisambiguate: [INBillPayee]) -> Self {
    standIn(.disambiguation, items: billPayeesToDisambiguate)
  }

  /// A result asking the user to confirm a value.
  ///
  /// https://developer.apple.com/documentation/intents/inbillpayeeresolutionresult/confirmationrequired(with:)
  open class func confirmationRequired(with billPayeeToConfirm: INBillPayee?) -> Self {
    standIn(.confirmationRequired, itemToConfirm: billPayeeToConfirm)
  }
}
