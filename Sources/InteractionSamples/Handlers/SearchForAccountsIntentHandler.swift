package import InteractionModel

/// Handles `INSearchForAccountsIntent` as the QuickBalance samples do (S6): the nickname is
/// optional, there is no confirm, and handle answers `success` with every account.
package final class SearchForAccountsIntentHandler: IntentResolving {
  /// The account's nickname only.
  package let resolvableParameters = ["accountNickname"]

  package init() {}

  /// Resolves the nickname: the given one, or not required.
  package func resolve(
    parameter name: String, for intent: Intent,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void
  ) {
    completion([intent[name]?.stringValue.map { .success(.string($0)) } ?? .notRequired])
  }

  /// Answers `success` with the accounts.
  package func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(SampleScenarios.searchAccountsResponse)
  }
}
