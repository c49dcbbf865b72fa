import Foundation

/// The outcome of resolving a parameter whose value is a double.
///
/// https://developer.apple.com/documentation/intents/indoubleresolutionresult
open class INDoubleResolutionResult: INIntentResolutionResult {
  /// A result saying the parameter resolved to a value.
  ///
  /// https://developer.apple.com/documentation/intents/indoubleresolutionresult/success(with:)
  open class func success(with resolvedValue: Double) -> Self {
    standIn(.success, value: resolvedValue)
  }

  /// A result asking the user to confirm a value.
  ///
  /// https://developer.apple.com/documentation/intents/indoubleresolutionresult/confirmationrequired(with:)
  ///
  /// Swift's overlay refines Objective-C's, which takes an `NSNumber`; the result keeps the
  /// value as Objective-C does.
  public static func confirmationRequired(with valueToConfirm: Double?) -> Self {
    standIn(.confirmationRequired, itemToConfirm: valueToConfirm.map { NSNumber(value: $0) })
  }
}
