import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

// Intents deprecates the bill types in iOS 15, with no replacement; the payments intents that
// carry them are still recorded, so their conversion is deprecated with them.
@available(iOS, deprecated: 15.0, message: "INBillPayee is deprecated. There is no replacement.")
extension INBillPayee: ModelValueConvertible {
  /// `{"nickname": "Power", "organizationName": "City Power"}`, with `accountNumber`; each when
  /// set.
  package var modelValue: Value {
    var members: [String: Value] = [:]
    if let nickname { members["nickname"] = nickname.modelValue }
    if let accountNumber { members["accountNumber"] = .string(accountNumber) }
    if let organizationName { members["organizationName"] = organizationName.modelValue }
    return .object(members)
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INBillPayee")
    let payee = INBillPayee(
      nickname: try members.optional("nickname", as: INSpeakableString.self)
        ?? INSpeakableString(spokenPhrase: ""),
      number: try members.optionalString("accountNumber"),
      organizationName: try members.optional("organizationName", as: INSpeakableString.self))
    guard let payee else {
      throw SiriKitConversionError(.invalid("INBillPayee refused \(modelValue)"))
    }
    return try exactly(payee)
  }
}
