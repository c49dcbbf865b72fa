public import Foundation

/// A bill: its type, payee, amounts and dates, as a bill search or payment answers it.
///
/// https://developer.apple.com/documentation/intents/inbilldetails
@available(iOS, deprecated: 15.0, message: "INBillDetails is deprecated. There is no replacement.")
open class INBillDetails: NSObject {
  /// The kind of bill.
  ///
  /// https://developer.apple.com/documentation/intents/inbilldetails/billtype
  open var billType: INBillType
  /// Whether the bill is paid.
  ///
  /// https://developer.apple.com/documentation/intents/inbilldetails/paymentstatus
  open var paymentStatus: INPaymentStatus
  /// Who the bill is paid to.
  ///
  /// https://developer.apple.com/documentation/intents/inbilldetails/billpayee
  open var billPayee: INBillPayee?
  /// The whole amount due.
  ///
  /// https://developer.apple.com/documentation/intents/inbilldetails/amountdue
  open var amountDue: INCurrencyAmount?
  /// The least amount to pay.
  ///
  /// https://developer.apple.com/documentation/intents/inbilldetails/minimumdue
  open var minimumDue: INCurrencyAmount?
  /// The fee for paying late.
  ///
  /// https://developer.apple.com/documentation/intents/inbilldetails/latefee
  open var lateFee: INCurrencyAmount?
  /// When the bill is due.
  ///
  /// https://developer.apple.com/documentation/intents/inbilldetails/duedate
  open var dueDate: DateComponents?
  /// When the bill was paid.
  ///
  /// https://developer.apple.com/documentation/intents/inbilldetails/paymentdate
  open var paymentDate: DateComponents?

  /// Creates a bill.
  ///
  /// Failable, as Apple declares it; the stand-in's never fails.
  ///
  /// https://developer.apple.com/documentation/intents/inbilldetails/init(billtype:paymentstatus:billpayee:amountdue:minimumdue:latefee:duedate:paymentdate:)
  public init?(
    billType: INBillType, paymentStatus: INPaymentStatus, billPayee: INBillPayee?,
    amountDue: INCurrencyAmount?, minimumDue: INCurrencyAmount?, lateFee: INCurrencyAmount?,
    dueDate: DateComponents?, paymentDate: DateComponents?
  ) {
    self.billType = billType
    self.paymentStatus = paymentStatus
    self.billPayee = billPayee
    self.amountDue = amountDue
    self.minimumDue = minimumDue
    self.lateFee = lateFee
    self.dueDate = dueDate
    self.paymentDate = paymentDate
    super.init()
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INBillDetails else { return false }
    return billType == other.billType && paymentStatus == other.paymentStatus
      && billPayee == other.billPayee && amountDue == other.amountDue
      && minimumDue == other.minimumDue && lateFee == other.lateFee
      && dueDate == other.dueDate && paymentDate == other.paymentDate
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { billType.hashValue }
}
