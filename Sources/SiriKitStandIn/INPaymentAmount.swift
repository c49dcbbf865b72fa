public import Foundation

/// An amount to pay and what it stands for, such as the amount due on a bill.
///
/// https://developer.apple.com/documentation/intents/inpaymentamount
open class INPaymentAmount: NSObject {
  /// The amount.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentamount/amount
  public let amount: INCurrencyAmount?
  /// What the amount stands for.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentamount/amounttype
  public let amountType: INAmountType

  /// Creates a payment amount.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentamount/init(amounttype:amount:)
  public init(amountType: INAmountType, amount: INCurrencyAmount) {
    self.amountType = amountType
    self.amount = amount
    super.init()
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INPaymentAmount else { return false }
    return amount == other.amount && amountType == other.amountType
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { amountType.hashValue }
}
