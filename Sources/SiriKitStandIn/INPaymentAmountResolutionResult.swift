/// The outcome of resolving a parameter whose value is a payment amount.
///
/// https://developer.apple.com/documentation/intents/inpaymentamountresolutionresult
open class INPaymentAmountResolutionResult: INIntentResolutionResult {
  /// A result saying the parameter resolved to a value.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentamountresolutionresult/success(with:)
  open class func success(with resolvedPaymentAmount: INPaymentAmount) -> Self {
    standIn(.success, value: resolvedPaymentAmount)
  }

  /// A result asking the user to choose among candidates.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentamountresolutionresult/disambiguation(with:)
  open class func disambiguation(with paymentAmountsToDisambiguate: [INPaymentAmount]) -> Self {
    standIn(.disambiguation, items: paymentAmountsToDisambiguate)
  }

  /// A result asking the user to confirm a value.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentamountresolutionresult/confirmationrequired(with:)
  open class func confirmationRequired(with paymentAmountToConfirm: INPaymentAmount?) -> Self {
    standIn(.confirmationRequired, itemToConfirm: paymentAmountToConfirm)
  }
}
