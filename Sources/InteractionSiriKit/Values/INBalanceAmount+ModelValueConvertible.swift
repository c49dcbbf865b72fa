import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INBalanceAmount: ModelValueConvertible {
  /// `{"amount": 1250.5, "currencyCode": "EUR"}` for money, `{"amount": 800, "balanceType":
  /// "points"}` otherwise; the amount as a number, as ``INCurrencyAmount`` writes it.
  package var modelValue: Value {
    var members: [String: Value] = [:]
    if let amount { members["amount"] = .double(amount.doubleValue) }
    if let currencyCode {
      members["currencyCode"] = .string(currencyCode)
    } else {
      members["balanceType"] = balanceType.modelValue
    }
    return .object(members)
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INBalanceAmount")
    let amount = try members.requiredDecimal("amount")
    if let code = try members.optionalString("currencyCode") {
      return try exactly(INBalanceAmount(amount: amount, currencyCode: code))
    }
    let type = try members.optional("balanceType", as: INBalanceType.self) ?? .unknown
    // Intents' initializer is failable (the stand-in's is not): typed optional for both.
    let balance: INBalanceAmount? = INBalanceAmount(amount: amount, balanceType: type)
    guard let balance else {
      throw SiriKitConversionError(.invalid("INBalanceAmount refused \(modelValue)"))
    }
    return try exactly(balance)
  }
}
