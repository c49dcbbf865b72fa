import Foundation

/// The outcome of resolving a parameter whose value is a Boolean.
///
/// https://developer.apple.com/documentation/intents/inbooleanresolutionresult
open class INBooleanResolutionResult: INIntentResolutionResult {
  /// A result saying the parameter resolved to a value.
  ///
  /// https://developer.apple.com/documentation/intents/inbooleanresolutionresult/success(with:)
  open class func success(with resolvedValue: Bool) -> Self {
    standIn(.success, value: resolvedValue)
  }

  /// A result asking the user to confirm a value.
  ///
  /// https://developer.apple.com/documentation/intents/inbooleanresolutionresult/confirmationrequired(with:)
  ///
  /// Swift's overlay refines Objective-C's, which takes an `NSNumber`; the result keeps the
  /// value as Objective-C does.
  public static func confirmationRequired(with valueToConfirm: Bool?) -> Self {
    standIn(.confirmationRequired, itemToConfirm: valueToConfirm.map { NSNumber(value: $0) })
  }
}
