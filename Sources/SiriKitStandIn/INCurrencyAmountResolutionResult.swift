/// The outcome of resolving a parameter whose value is an amount of money.
///
/// https://developer.apple.com/documentation/intents/incurrencyamountresolutionresult
open class INCurrencyAmountResolutionResult: INIntentResolutionResult {
  /// A result saying the parameter resolved to a value.
  ///
  /// https://developer.apple.com/documentation/intents/incurrencyamountresolutionresult/success(with:)
  open class func success(with resolvedCurrencyAmount: INCurrencyAmount) -> Self {
    standIn(.success, value: resolvedCurrencyAmount)
  }

  /// A result asking the user to choose among candidates.
  ///
  /// https://developer.apple.com/documentation/intents/incurrencyamountresolutionresult/disambiguation(with:)
  open class func disambiguation(with currencyAmountsToDisambiguate: [INCurrencyAmount]) -> Self {
    standIn(.disambiguation, items: currencyAmountsToDisambiguate)
  }

  /// A result asking the user to confirm a value.
  ///
  /// https://developer.apple.com/documentation/intents/incurrencyamountresolutionresult/confirmationrequired(with:)
  open class func confirmationRequired(with currencyAmountToConfirm: INCurrencyAmount?) -> Self {
    standIn(.confirmationRequired, itemToConfirm: currencyAmountToConfirm)
  }
}
