public import Foundation

/// The balance of an account: an amount of money in a currency, or of another kind (points,
/// miles).
///
/// https://developer.apple.com/documentation/intents/inbalanceamount
open class INBalanceAmount: NSObject {
  /// The amount.
  ///
  /// https://developer.apple.com/documentation/intents/inbalanceamount/amount
  public let amount: NSDecimalNumber?
  /// What the amount counts when it is not money.
  ///
  /// https://developer.apple.com/documentation/intents/inbalanceamount/balancetype
  public let balanceType: INBalanceType
  /// The ISO 4217 currency code of a money amount, such as `EUR`.
  ///
  /// https://developer.apple.com/documentation/intents/inbalanceamount/currencycode
  public let currencyCode: String?

  /// Creates a money amount.
  ///
  /// https://developer.apple.com/documentation/intents/inbalanceamount/init(amount:currencycode:)
  public init(amount: NSDecimalNumber, currencyCode: String) {
    self.amount = amount
    self.balanceType = .money
    self.currencyCode = currencyCode
    super.init()
  }

  /// Creates an amount of another kind.
  ///
  /// https://developer.apple.com/documentation/intents/inbalanceamount/init(amount:balancetype:)
  public init?(amount: NSDecimalNumber, balanceType: INBalanceType) {
    self.amount = amount
    self.balanceType = balanceType
    self.currencyCode = nil
    super.init()
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INBalanceAmount else { return false }
    return amount == other.amount && balanceType == other.balanceType
      && currencyCode == other.currencyCode
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { currencyCode?.hashValue ?? balanceType.rawValue }
}
