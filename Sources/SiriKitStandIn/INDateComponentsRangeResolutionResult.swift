/// The outcome of resolving a parameter whose value is a range of date components.
///
/// https://developer.apple.com/documentation/intents/indatecomponentsrangeresolutionresult
open class INDateComponentsRangeResolutionResult: INIntentResolutionResult {
  /// A result saying the parameter resolved to a value.
  ///
  /// https://developer.apple.com/documentation/intents/indatecomponentsrangeresolutionresult/success(with:)
  open class func success(with resolvedDateComponentsRange: INDateComponentsRange) -> Self {
    standIn(.success, value: resolvedDateComponentsRange)
  }

  /// A result asking the user to choose among candidates.
  ///
  /// https://developer.apple.com/documentation/intents/indatecomponentsrangeresolutionresult/disambiguation(with:)
  open class func disambiguation(with dateComponentsRangesToDisambiguate: [INDateComponentsRange])
    -> Self
  {
    standIn(.disambiguation, items: dateComponentsRangesToDisambiguate)
  }

  /// A result asking the user to confirm a value.
  ///
  /// https://developer.apple.com/documentation/intents/indatecomponentsrangeresolutionresult/confirmationrequired(with:)
  open class func confirmationRequired(with dateComponentsRangeToConfirm: INDateComponentsRange?)
    -> Self
  {
    standIn(.confirmationRequired, itemToConfirm: dateComponentsRangeToConfirm)
  }
}
