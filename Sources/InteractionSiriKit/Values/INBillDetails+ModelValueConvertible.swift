import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

// Intents deprecates the bill types in iOS 15, with no replacement; the payments intents that
// carry them are still recorded, so their conversion is deprecated with them.
@available(iOS, deprecated: 15.0, message: "INBillDetails is deprecated. There is no replacement.")
extension INBillDetails: ModelValueConvertible {
  /// `{"billType": "power", "paymentStatus": "pending", "amountDue": {…}, "dueDate": {…}}`, with
  /// `billPayee`, `minimumDue`, `lateFee` and `paymentDate`; each when set (the type and status
  /// unless unknown).
  package var modelValue: Value {
    var members: [String: Value] = [:]
    if billType != .unknown { members["billType"] = billType.modelValue }
    if paymentStatus != .unknown { members["paymentStatus"] = paymentStatus.modelValue }
    if let billPayee { members["billPayee"] = billPayee.modelValue }
    if let amountDue { members["amountDue"] = amountDue.modelValue }
    if let minimumDue { members["minimumDue"] = minimumDue.modelValue }
    if let lateFee { members["lateFee"] = lateFee.modelValue }
    if let dueDate { members["dueDate"] = dueDate.modelValue }
    if let paymentDate { members["paymentDate"] = paymentDate.modelValue }
    return .object(members)
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INBillDetails")
    let bill = INBillDetails(
      billType: try members.optional("billType", as: INBillType.self) ?? .unknown,
      paymentStatus: try members.optional("paymentStatus", as: INPaymentStatus.self) ?? .unknown,
      billPayee: try members.optional("billPayee", as: INBillPayee.self),
      amountDue: try members.optional("amountDue", as: INCurrencyAmount.self),
      minimumDue: try members.optional("minimumDue", as: INCurrencyAmount.self),
      lateFee: try members.optional("lateFee", as: INCurrencyAmount.self),
      dueDate: try members.optional("dueDate", as: DateComponents.self),
      paymentDate: try members.optional("paymentDate", as: DateComponents.self))
    guard let bill else {
      throw SiriKitConversionError(.invalid("INBillDetails refused \(modelValue)"))
    }
    return try exactly(bill)
  }
}
