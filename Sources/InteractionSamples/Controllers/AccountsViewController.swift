package import InteractionModel

/// An Intents UI controller like the QuickBalance samples (Docs/SiriKit.md#quickbalance, S6).
///
/// A hidden header for the empty set, then one account per call, chosen by the offered
/// parameter's index for `accounts`, claiming what it was offered. Offered the unindexed
/// `accounts` (elanttam's variant), it shows every account and claims just that parameter.
package final class AccountsViewController: ParameterViewConfiguring {
  /// One account row's size.
  package static let rowSize = Size(width: 320, height: 60)

  package init() {}

  /// Shows the offered account, or every account.
  package func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    let responseClass = "INSearchForAccountsIntentResponse"
    guard interaction.response?.className == responseClass,
      let accounts = interaction.response?["accounts"]?.arrayValue
    else {
      completion(false, parameters, .zero)
      return
    }
    guard !parameters.isEmpty else {
      // dmi3j's hidden header: success, nothing claimed, zero size.
      completion(true, [], .zero)
      return
    }
    guard let parameter = parameters.first(where: { $0.className == responseClass }) else {
      completion(false, parameters, .zero)
      return
    }
    guard let index = parameter.index(forSubKeyPath: parameter.keyPath) else {
      let height = AccountsViewController.rowSize.height * Double(accounts.count)
      completion(true, [parameter], Size(width: Self.rowSize.width, height: height))
      return
    }
    guard accounts.indices.contains(index) else {
      completion(false, parameters, .zero)
      return
    }
    completion(true, parameters, Self.rowSize)
  }
}
