import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INPaymentRecord: ModelValueConvertible {
  /// `{"payee": {…}, "currencyAmount": {…}, "status": "pending"}`, with `payer`,
  /// `paymentMethod`, `note` and `feeAmount`; each when set (the status unless unknown).
  package var modelValue: Value {
    var members: [String: Value] = [:]
    if let payee { members["payee"] = payee.modelValue }
    if let payer { members["payer"] = payer.modelValue }
    if let currencyAmount { members["currencyAmount"] = currencyAmount.modelValue }
    if let paymentMethod { members["paymentMethod"] = paymentMethod.modelValue }
    if let note { members["note"] = .string(note) }
    if status != .unknown { members["status"] = status.modelValue }
    if let feeAmount { members["feeAmount"] = feeAmount.modelValue }
    return .object(members)
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INPaymentRecord")
    let record = INPaymentRecord(
      payee: try members.optional("payee", as: INPerson.self),
      payer: try members.optional("payer", as: INPerson.self),
      currencyAmount: try members.optional("currencyAmount", as: INCurrencyAmount.self),
      paymentMethod: try members.optional("paymentMethod", as: INPaymentMethod.self),
      note: try members.optionalString("note"),
      status: try members.optional("status", as: INPaymentStatus.self) ?? .unknown,
      feeAmount: try members.optional("feeAmount", as: INCurrencyAmount.self))
    guard let record else {
      throw SiriKitConversionError(.invalid("INPaymentRecord refused \(modelValue)"))
    }
    return try exactly(record)
  }
}
