import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INPaymentAmount: ModelValueConvertible {
  /// `{"amount": {"amount": 12.5, "currencyCode": "EUR"}, "amountType": "amountDue"}`, each when
  /// set (the type unless unknown).
  package var modelValue: Value {
    var members: [String: Value] = [:]
    if let amount { members["amount"] = amount.modelValue }
    if amountType != .unknown { members["amountType"] = amountType.modelValue }
    return .object(members)
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INPaymentAmount")
    let amount = INPaymentAmount(
      amountType: try members.optional("amountType", as: INAmountType.self) ?? .unknown,
      amount: try members.required("amount", as: INCurrencyAmount.self))
    return try exactly(amount)
  }
}
