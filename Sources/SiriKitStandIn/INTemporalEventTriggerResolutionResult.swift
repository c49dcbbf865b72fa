/// The outcome of resolving a parameter whose value is a temporal event trigger.
///
/// https://developer.apple.com/documentation/intents/intemporaleventtriggerresolutionresult
open class INTemporalEventTriggerResolutionResult: INIntentResolutionResult {
  /// A result saying the parameter resolved to a value.
  ///
  /// https://developer.apple.com/documentation/intents/intemporaleventtriggerresolutionresult/success(with:)
  open class func success(with resolvedTemporalEventTrigger: INTemporalEventTrigger) -> Self {
    standIn(.success, value: resolvedTemporalEventTrigger)
  }

  /// A result asking the user to choose among candidates.
  ///
  /// https://developer.apple.com/documentation/intents/intemporaleventtriggerresolutionresult/disambiguation(with:)
  open class func disambiguation(with temporalEventTriggersToDisambiguate: [INTemporalEventTrigger])
    -> Self
  {
    standIn(.disambiguation, items: temporalEventTriggersToDisambiguate)
  }

  /// A result asking the user to confirm a value.
  ///
  /// https://developer.apple.com/documentation/intents/intemporaleventtriggerresolutionresult/confirmationrequired(with:)
  open class func confirmationRequired(with temporalEventTriggerToConfirm: INTemporalEventTrigger?)
    -> Self
  {
    standIn(.confirmationRequired, itemToConfirm: temporalEventTriggerToConfirm)
  }
}
