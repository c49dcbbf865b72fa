import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INPaymentAccount: ModelValueConvertible {
  /// `{"accountType": "checking", "balance": {…}, "nickname": "Checking"}`, with
  /// `accountNumber`, `organizationName` and `secondaryBalance` when set.
  package var modelValue: Value {
    var members: [String: Value] = ["accountType": accountType.modelValue]
    if let nickname { members["nickname"] = nickname.modelValue }
    if let accountNumber { members["accountNumber"] = .string(accountNumber) }
    if let organizationName { members["organizationName"] = organizationName.modelValue }
    if let balance { members["balance"] = balance.modelValue }
    if let secondaryBalance { members["secondaryBalance"] = secondaryBalance.modelValue }
    return .object(members)
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INPaymentAccount")
    let account = INPaymentAccount(
      nickname: try members.optional("nickname", as: INSpeakableString.self)
        ?? INSpeakableString(spokenPhrase: ""),
      number: try members.optionalString("accountNumber"),
      accountType: try members.optional("accountType", as: INAccountType.self) ?? .unknown,
      organizationName: try members.optional("organizationName", as: INSpeakableString.self),
      balance: try members.optional("balance", as: INBalanceAmount.self),
      secondaryBalance: try members.optional("secondaryBalance", as: INBalanceAmount.self))
    return try exactly(account)
  }
}
