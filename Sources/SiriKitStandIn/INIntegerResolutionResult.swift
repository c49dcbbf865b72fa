import Foundation

/// The outcome of resolving a parameter whose value is an integer.
///
/// https://developer.apple.com/documentation/intents/inintegerresolutionresult
open class INIntegerResolutionResult: INIntentResolutionResult {
  /// A result saying the parameter resolved to a value.
  ///
  /// https://developer.apple.com/documentation/intents/inintegerresolutionresult/success(with:)
  open class func success(with resolvedValue: Int) -> Self {
    standIn(.success, value: resolvedValue)
  }

  /// A result asking the user to confirm a value.
  ///
  /// https://developer.apple.com/documentation/intents/inintegerresolutionresult/confirmationrequired(with:)
  ///
  /// Swift's overlay refines Objective-C's, which takes an `NSNumber`; the result keeps the
  /// value as Objective-C does.
  public static func confirmationRequired(with valueToConfirm: Int?) -> Self {
    standIn(.confirmationRequired, itemToConfirm: valueToConfirm.map { NSNumber(value: $0) })
  }
}
