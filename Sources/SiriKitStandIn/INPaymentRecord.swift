public import Foundation

/// A payment between two people: who, how much, how, and how far it got.
///
/// https://developer.apple.com/documentation/intents/inpaymentrecord
open class INPaymentRecord: NSObject {
  /// Who receives the money.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentrecord/payee
  public let payee: INPerson?
  /// Who pays.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentrecord/payer
  public let payer: INPerson?
  /// The amount paid.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentrecord/currencyamount
  public let currencyAmount: INCurrencyAmount?
  /// How it is paid.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentrecord/paymentmethod
  public let paymentMethod: INPaymentMethod?
  /// What the payment is for.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentrecord/note
  public let note: String?
  /// How far the payment got.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentrecord/status
  public let status: INPaymentStatus
  /// The fee for the payment.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentrecord/feeamount
  public let feeAmount: INCurrencyAmount?

  /// Creates a payment record.
  ///
  /// Failable, as Apple declares it; the stand-in's never fails.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentrecord/init(payee:payer:currencyamount:paymentmethod:note:status:feeamount:)
  public init?(
    payee: INPerson?, payer: INPerson?, currencyAmount: INCurrencyAmount?,
    paymentMethod: INPaymentMethod?, note: String?, status: INPaymentStatus,
    feeAmount: INCurrencyAmount?
  ) {
    self.payee = payee
    self.payer = payer
    self.currencyAmount = currencyAmount
    self.paymentMethod = paymentMethod
    self.note = note
    self.status = status
    self.feeAmount = feeAmount
    super.init()
  }

  /// Creates a payment record without a fee, as iOS 10 did before the fee existed.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentrecord/init(payee:payer:currencyamount:paymentmethod:note:status:)
  public convenience init?(
    payee: INPerson?, payer: INPerson?, currencyAmount: INCurrencyAmount?,
    paymentMethod: INPaymentMethod?, note: String?, status: INPaymentStatus
  ) {
    self.init(
      payee: payee, payer: payer, currencyAmount: currencyAmount, paymentMethod: paymentMethod,
      note: note, status: status, feeAmount: nil)
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INPaymentRecord else { return false }
    return payee == other.payee && payer == other.payer
      && currencyAmount == other.currencyAmount && paymentMethod == other.paymentMethod
      && note == other.note && status == other.status && feeAmount == other.feeAmount
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { status.hashValue }
}
