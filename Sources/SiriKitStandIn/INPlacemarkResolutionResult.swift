/// The outcome of resolving a parameter whose value is a placemark.
///
/// https://developer.apple.com/documentation/intents/inplacemarkresolutionresult
open class INPlacemarkResolutionResult: INIntentResolutionResult {
  /// A result saying the parameter resolved to a value.
  ///
  /// https://developer.apple.com/documentation/intents/inplacemarkresolutionresult/success(with:)
  open class func success(with resolvedPlacemark: CLPlacemark) -> Self {
    standIn(.success, value: resolvedPlacemark)
  }

  /// A result asking the user to choose among candidates.
  ///
  /// https://developer.apple.com/documentation/intents/inplacemarkresolutionresult/disambiguation(with:)
  open class func disambiguation(with placemarksToDisambiguate: [CLPlacemark]) -> Self {
    standIn(.disambiguation, items: placemarksToDisambiguate)
  }

  /// A result asking the user to confirm a value.
  ///
  /// https://developer.apple.com/documentation/intents/inplacemarkresolutionresult/confirmationrequired(with:)
  open class func confirmationRequired(with placemarkToConfirm: CLPlacemark?) -> Self {
    standIn(.confirmationRequired, itemToConfirm: placemarkToConfirm)
  }
}
