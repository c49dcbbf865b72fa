public import Foundation

/// An amount of money in a currency.
///
/// https://developer.apple.com/documentation/intents/incurrencyamount
open class INCurrencyAmount: NSObject {
  /// The amount.
  ///
  /// https://developer.apple.com/documentation/intents/incurrencyamount/amount
  public let amount: NSDecimalNumber?
  /// The ISO 4217 currency code, such as `EUR`.
  ///
  /// https://developer.apple.com/documentation/intents/incurrencyamount/currencycode
  public let currencyCode: String?

  /// Creates an amount.
  ///
  /// https://developer.apple.com/documentation/intents/incurrencyamount/init(amount:currencycode:)
  public init(amount: NSDecimalNumber, currencyCode: String) {
    self.amount = amount
    self.currencyCode = currencyCode
    super.init()
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INCurrencyAmount else { return false }
    return amount == other.amount && currencyCode == other.currencyCode
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { currencyCode?.hashValue ?? 0 }
}
