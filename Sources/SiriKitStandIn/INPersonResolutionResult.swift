/// The outcome of resolving a parameter whose value is a person.
///
/// https://developer.apple.com/documentation/intents/inpersonresolutionresult
open class INPersonResolutionResult: INIntentResolutionResult {
  /// A result saying the parameter resolved to a value.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonresolutionresult/success(with:)
  open class func success(with resolvedPerson: INPerson) -> Self {
    standIn(.success, value: resolvedPerson)
  }

  /// A result asking the user to choose among candidates.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonresolutionresult/disambiguation(with:)
  open class func disambiguation(with peopleToDisambiguate: [INPerson]) -> Self {
    standIn(.disambiguation, items: peopleToDisambiguate)
  }

  /// A result asking the user to confirm a value.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonresolutionresult/confirmationrequired(with:)
  open class func confirmationRequired(with personToConfirm: INPerson?) -> Self {
    standIn(.confirmationRequired, itemToConfirm: personToConfirm)
  }
}
