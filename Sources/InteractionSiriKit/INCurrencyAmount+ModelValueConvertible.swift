import Foundation
package import InteractionModel

#if canImport(Intents)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INCurrencyAmount: ModelValueConvertible {
  /// `{"amount": "12.50", "currencyCode": "EUR"}`; the amount as a decimal string, so that no
  /// digit is lost to a double.
  package var modelValue: Value {
    .object([
      "amount": amount.map { .string($0.stringValue) } ?? .null,
      "currencyCode": currencyCode.map(Value.string) ?? .null,
    ])
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INCurrencyAmount")
    guard let text = try members.optionalString("amount") else {
      throw SiriKitConversionError(.missingMember("amount"))
    }
    let amount = NSDecimalNumber(string: text, locale: nil)
    guard amount != NSDecimalNumber.notANumber else {
      throw SiriKitConversionError(.invalid("\"\(text)\" is not a decimal number"), at: "amount")
    }
    guard let code = try members.optionalString("currencyCode") else {
      throw SiriKitConversionError(.missingMember("currencyCode"))
    }
    return try exactly(INCurrencyAmount(amount: amount, currencyCode: code))
  }
}
