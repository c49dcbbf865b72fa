/// The outcome of resolving a parameter whose value is a speakable string.
///
/// https://developer.apple.com/documentation/intents/inspeakablestringresolutionresult
open class INSpeakableStringResolutionResult: INIntentResolutionResult {
  /// A result saying the parameter resolved to a value.
  ///
  /// https://developer.apple.com/documentation/intents/inspeakablestringresolutionresult/success(with:)
  open class func success(with resolvedString: INSpeakableString) -> Self {
    standIn(.success, value: resolvedString)
  }

  /// A result asking the user to choose among candidates.
  ///
  /// https://developer.apple.com/documentation/intents/inspeakablestringresolutionresult/disambiguation(with:)
  open class func disambiguation(with stringsToDisambiguate: [INSpeakableString]) -> Self {
    standIn(.disambiguation, items: stringsToDisambiguate)
  }

  /// A result asking the user to confirm a value.
  ///
  /// https://developer.apple.com/documentation/intents/inspeakablestringresolutionresult/confirmationrequired(with:)
  open class func confirmationRequired(with stringToConfirm: INSpeakableString?) -> Self {
    standIn(.confirmationRequired, itemToConfirm: stringToConfirm)
  }
}
