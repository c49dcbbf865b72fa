public import Foundation

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
  open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
    standIn(.confirmationRequired, itemToConfirm: valueToConfirm)
  }
}
