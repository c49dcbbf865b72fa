/// The outcome of resolving a parameter whose value is a payment account.
///
/// https://developer.apple.com/documentation/intents/inpaymentaccountresolutionresult
open class INPaymentAccountResolutionResult: INIntentResolutionResult {
  /// A result saying the parameter resolved to a value.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentaccountresolutionresult/success(with:)
  open class func success(with resolvedPaymentAccount: INPaymentAccount) -> Self {
    standIn(.success, value: resolvedPaymentAccount)
  }

  /// A result asking the user to choose among candidates.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentaccountresolutionresult/disambiguation(with:)
  open class func disambiguation(with paymentAccountsToDisambiguate: [INPaymentAccount]) -> Self {
    standIn(.disambiguation, items: paymentAccountsToDisambiguate)
  }

  /// A result asking the user to confirm a value.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentaccountresolutionresult/confirmationrequired(with:)
  open class func confirmationRequired(with paymentAccountToConfirm: INPaymentAccount?) -> Self {
    standIn(.confirmationRequired, itemToConfirm: paymentAccountToConfirm)
  }
}
