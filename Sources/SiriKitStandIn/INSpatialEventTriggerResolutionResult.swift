/// The outcome of resolving a parameter whose value is a spatial event trigger.
///
/// https://developer.apple.com/documentation/intents/inspatialeventtriggerresolutionresult
open class INSpatialEventTriggerResolutionResult: INIntentResolutionResult {
  /// A result saying the parameter resolved to a value.
  ///
  /// https://developer.apple.com/documentation/intents/inspatialeventtriggerresolutionresult/success(with:)
  open class func success(with resolvedSpatialEventTrigger: INSpatialEventTrigger) -> Self {
    standIn(.success, value: resolvedSpatialEventTrigger)
  }

  /// A result asking the user to choose among candidates.
  ///
  /// https://developer.apple.com/documentation/intents/inspatialeventtriggerresolutionresult/disambiguation(with:)
  open class func disambiguation(with spatialEventTriggersToDisambiguate: [INSpatialEventTrigger])
    -> Self
  {
    standIn(.disambiguation, items: spatialEventTriggersToDisambiguate)
  }

  /// A result asking the user to confirm a value.
  ///
  /// https://developer.apple.com/documentation/intents/inspatialeventtriggerresolutionresult/confirmationrequired(with:)
  open class func confirmationRequired(with spatialEventTriggerToConfirm: INSpatialEventTrigger?)
    -> Self
  {
    standIn(.confirmationRequired, itemToConfirm: spatialEventTriggerToConfirm)
  }
}
