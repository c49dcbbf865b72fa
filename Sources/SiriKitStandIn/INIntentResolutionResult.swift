public import Foundation

/// The outcome of resolving one parameter of an intent; typed subclasses add the outcomes that
/// carry a value.
///
/// https://developer.apple.com/documentation/intents/inintentresolutionresult
///
/// SiriKit keeps the outcome in private properties; the stand-in keeps it in the `standIn…`
/// properties, which only the bridge reads.
open class INIntentResolutionResult: NSObject {
  /// Which factory method made the result.
  package var standInOutcome: StandInResolutionOutcome = .needsValue
  /// The resolved value of a success, as handed to the factory method.
  package var standInResolvedValue: Any?
  /// The candidates of a disambiguation.
  package var standInDisambiguationItems: [Any] = []
  /// The value of a confirmation request; `nil` if the caller passed none.
  package var standInItemToConfirm: Any?
  /// The reason of an unsupported or confirmation-required result, if one was given.
  package var standInReason: Int?

  /// Creates a result; use the factory methods instead.
  ///
  /// https://developer.apple.com/documentation/objectivec/nsobject/1418641-init
  public required override init() {
    super.init()
  }

  /// A result saying the parameter needs a value the user has not given.
  ///
  /// https://developer.apple.com/documentation/intents/inintentresolutionresult/needsvalue()
  open class func needsValue() -> Self {
    standIn(.needsValue)
  }

  /// A result saying the parameter is not needed.
  ///
  /// https://developer.apple.com/documentation/intents/inintentresolutionresult/notrequired()
  open class func notRequired() -> Self {
    standIn(.notRequired)
  }

  /// A result saying the extension does not support the value.
  ///
  /// https://developer.apple.com/documentation/intents/inintentresolutionresult/unsupported()
  open class func unsupported() -> Self {
    standIn(.unsupported)
  }

  /// A result saying the extension does not support the value, for a custom intent's reason.
  ///
  /// https://developer.apple.com/documentation/intents/inintentresolutionresult/unsupported(withreason:)
  open class func unsupported(withReason reason: Int) -> Self {
    let result = standIn(.unsupported)
    result.standInReason = reason
    return result
  }

  /// A result asking the user to confirm a value, for a custom intent's reason.
  ///
  /// https://developer.apple.com/documentation/intents/inintentresolutionresult/confirmationrequired(withitemtoconfirm:forreason:)
  open class func confirmationRequired(withItemToConfirm itemToConfirm: Any?, forReason reason: Int)
    -> Self
  {
    let result = standIn(.confirmationRequired)
    result.standInItemToConfirm = itemToConfirm
    result.standInReason = reason
    return result
  }

  /// A result of this class with an outcome; what the typed factory methods build on.
  package class func standIn(
    _ outcome: StandInResolutionOutcome, value: Any? = nil, items: [Any] = [],
    itemToConfirm: Any? = nil
  ) -> Self {
    let result = Self()
    result.standInOutcome = outcome
    result.standInResolvedValue = value
    result.standInDisambiguationItems = items
    result.standInItemToConfirm = itemToConfirm
    return result
  }
}
