import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INCurrencyAmount: ModelValueConvertible {
  /// `{"amount": 12.5, "currencyCode": "EUR"}`, the amount as a number, as the recordings write
  /// balances.
  ///
  /// The number is the decimal's shortest double; reading takes a number or a decimal string,
  /// through the number's shortest spelling, so that 12.5 stays exactly 12.5.
  package var modelValue: Value {
    .object([
      "amount": amount.map { .double($0.doubleValue) } ?? .null,
      "currencyCode": currencyCode.map(Value.string) ?? .null,
    ])
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INCurrencyAmount")
    let amount = try members.requiredDecimal("amount")
    guard let code = try members.optionalString("currencyCode") else {
      throw SiriKitConversionError(.missingMember("currencyCode"))
    }
    return try exactly(INCurrencyAmount(amount: amount, currencyCode: code))
  }
}
