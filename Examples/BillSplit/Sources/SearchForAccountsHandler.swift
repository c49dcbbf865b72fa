public import Foundation
import InteractionSiriKit

#if os(iOS) || os(watchOS)
public import Intents
#else
public import SiriKitStandIn
#endif

/// Finds the app's shared accounts, the ones bills are split from, by nickname and type.
///
/// It resolves neither the organization (the app is the only one) nor the balance type (it
/// answers the current balance): SiriKit asks for neither.
public final class SearchForAccountsHandler: NSObject, INSearchForAccountsIntentHandling {
  /// The accounts the app holds, as Siri says their nicknames; made anew for each answer, as
  /// SiriKit's classes are not `Sendable`.
  static func accounts() -> [INPaymentAccount] {
    [
      INPaymentAccount(
        nickname: INSpeakableString(spokenPhrase: "Flat"), number: "1001", accountType: .checking,
        organizationName: nil,
        balance: INBalanceAmount(amount: NSDecimalNumber(value: 240), currencyCode: "EUR"),
        secondaryBalance: nil),
      INPaymentAccount(
        nickname: INSpeakableString(spokenPhrase: "Holiday"), number: "1002",
        accountType: .saving, organizationName: nil,
        balance: INBalanceAmount(amount: NSDecimalNumber(value: 1250), currencyCode: "EUR"),
        secondaryBalance: nil),
    ]
  }

  /// An account's nickname as the app has it; the nicknames to choose from for any other; not
  /// required when unsaid, for every account.
  public func resolveAccountNickname(
    for intent: INSearchForAccountsIntent,
    with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
  ) {
    guard let nickname = intent.accountNickname else {
      return completion(SiriKitResolution.notRequired())
    }
    let names = Self.accounts().compactMap(\.nickname)
    guard let match = names.first(where: { Self.same($0, nickname) }) else {
      return completion(SiriKitResolution.disambiguation(with: names))
    }
    completion(SiriKitResolution.success(with: match))
  }

  /// The type as said; not required when unsaid.
  public func resolveAccountType(
    for intent: INSearchForAccountsIntent,
    with completion: @escaping @Sendable (INAccountTypeResolutionResult) -> Void
  ) {
    guard intent.accountType != .unknown else { return completion(SiriKitResolution.notRequired()) }
    completion(SiriKitResolution.success(with: intent.accountType))
  }

  /// Ready: searching changes nothing.
  public func confirm(
    intent: INSearchForAccountsIntent,
    completion: @escaping @Sendable (INSearchForAccountsIntentResponse) -> Void
  ) {
    completion(INSearchForAccountsIntentResponse(code: .ready, userActivity: nil))
  }

  /// The accounts that match what was said.
  public func handle(
    intent: INSearchForAccountsIntent,
    completion: @escaping @Sendable (INSearchForAccountsIntentResponse) -> Void
  ) {
    let found = Self.accounts().filter { account in
      (intent.accountNickname.map { name in account.nickname.map { Self.same($0, name) } ?? false }
        ?? true) && (intent.accountType == .unknown || intent.accountType == account.accountType)
    }
    let response = INSearchForAccountsIntentResponse(
      code: found.isEmpty ? .failureAccountNotFound : .success, userActivity: nil)
    response.accounts = found
    completion(response)
  }

  /// Whether two nicknames are the same as Siri hears them, regardless of case.
  static func same(_ one: INSpeakableString, _ other: INSpeakableString) -> Bool {
    one.spokenPhrase.lowercased() == other.spokenPhrase.lowercased()
  }
}
