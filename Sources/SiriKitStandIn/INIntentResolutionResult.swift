public import Foundation

/// The outcome of resolving one parameter of an intent; typed subclasses add the outcomes that
/// carry a value.
///
/// https://developer.apple.com/documentation/intents/inintentresolutionresult
///
/// SiriKit keeps the outcome in private properties; the stand-in keeps it in `standInContents`,
/// which only the bridge reads.
open class INIntentResolutionResult: NSObject {
  /// The outcome and what it carries, as the factory method set them; set within the module
  /// too, by the intents' own subclasses' initializers that take a base class's result.
  package internal(set) var standInContents = StandInResolutionContents()

  /// What the bridge's `SiriKitResolution` kept on this result when it made it, as it keeps an
  /// associated object on Apple's: in the bridge's device-like reading (its default), a result
  /// without one is unreadable, as on a device.
  package var standInStatement: Any?

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
  ///
  /// Objective-C's `unsupportedWithReason:`, which Swift on Apple platforms sees only as the
  /// refined `__unsupported(withReason:)`: the bridge's, so package here.
  package class func unsupported(withReason reason: Int) -> Self {
    standIn(StandInResolutionContents(outcome: .unsupported, reason: reason))
  }

  /// A result asking the user to confirm a value, for a custom intent's reason.
  ///
  /// https://developer.apple.com/documentation/intents/inintentresolutionresult/confirmationrequired(withitemtoconfirm:forreason:)
  ///
  /// Objective-C's `confirmationRequiredWithItemToConfirm:forReason:`, which Swift on Apple
  /// platforms sees only as the refined `__confirmationRequired(withItemToConfirm:forReason:)`:
  /// the bridge's, so package here.
  package class func confirmationRequired(
    withItemToConfirm itemToConfirm: Any?, forReason reason: Int
  ) -> Self {
    standIn(
      StandInResolutionContents(
        outcome: .confirmationRequired, itemToConfirm: itemToConfirm, reason: reason))
  }

  /// A result of this class with an outcome; what the typed factory methods build on.
  package class func standIn(
    _ outcome: StandInResolutionOutcome, value: Any? = nil, items: [Any] = [],
    itemToConfirm: Any? = nil
  ) -> Self {
    standIn(
      StandInResolutionContents(
        outcome: outcome, resolvedValue: value, disambiguationItems: items,
        itemToConfirm: itemToConfirm))
  }

  /// A result of this class with its contents, set once.
  private class func standIn(_ contents: StandInResolutionContents) -> Self {
    let result = Self()
    result.standInContents = contents
    return result
  }
}
