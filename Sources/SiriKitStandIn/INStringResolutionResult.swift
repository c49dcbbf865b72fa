/// The outcome of resolving a parameter whose value is a string.
///
/// https://developer.apple.com/documentation/intents/instringresolutionresult
open class INStringResolutionResult: INIntentResolutionResult {
  /// A result saying the parameter resolved to a value.
  ///
  /// https://developer.apple.com/documentation/intents/instringresolutionresult/success(with:)
  open class func success(with resolvedString: String) -> Self {
    standIn(.success, value: resolvedString)
  }

  /// A result asking the user to choose among candidates.
  ///
  /// https://developer.apple.com/documentation/intents/instringresolutionresult/disambiguation(with:)
  open class func disambiguation(with stringsToDisambiguate: [String]) -> Self {
    standIn(.disambiguation, items: stringsToDisambiguate)
  }

  /// A result asking the user to confirm a value.
  ///
  /// https://developer.apple.com/documentation/intents/instringresolutionresult/confirmationrequired(with:)
  open class func confirmationRequired(with stringToConfirm: String?) -> Self {
    standIn(.confirmationRequired, itemToConfirm: stringToConfirm)
  }
}
