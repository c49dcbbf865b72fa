import InteractionModel
import Testing

/// A controller implementing both SiriKit methods, like BNRun's IntentViewController
/// (Docs/SiriKit.md#bnrun), claiming every account at once like Timelord's.
@MainActor
private final class AccountsViewController: InteractionConfiguring, ParameterViewConfiguring {
  private(set) var offered: [Set<Parameter>] = []

  func configure(
    with interaction: Interaction, context: HostedViewContext,
    completion: @escaping @Sendable (Size) -> Void
  ) {
    completion(context == .mapsCard ? .zero : Size(width: 320, height: 120))
  }

  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    offered.append(parameters)
    guard !parameters.isEmpty,
      let accounts = interaction.response?["accounts"]?.arrayValue
    else {
      // The empty-set call: a header that claims nothing and hides itself.
      completion(true, [], .zero)
      return
    }
    var claimed = Set<Parameter>()
    for parameter in parameters {
      for index in accounts.indices {
        var account = parameter
        if account.setIndex(index, forSubKeyPath: "accounts") {
          claimed.insert(account)
        }
      }
    }
    completion(true, claimed, Size(width: 320, height: 44 * Double(claimed.count)))
  }
}

/// A controller that answers twice and answers late, as buggy ones do (D7).
@MainActor
private final class TwiceAnsweringViewController: InteractionConfiguring,
  ParameterViewConfiguring
{
  func configure(
    with interaction: Interaction, context: HostedViewContext,
    completion: @escaping @Sendable (Size) -> Void
  ) {
    Task { @MainActor in
      completion(Size(width: 1, height: 1))
      completion(Size(width: 2, height: 2))
    }
  }

  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    completion(true, parameters, Size(width: 320, height: 80))
    completion(false, parameters, .zero)
  }
}

@MainActor
@Suite struct HostedViewProtocolTests {
  @Test func controllerIsFoundByItsCapabilities() {
    let controller: any HostedViewControlling = AccountsViewController()
    #expect(controller is any InteractionConfiguring)
    #expect(controller is any ParameterViewConfiguring)
  }

  @Test func emptySetCallClaimsNothing() async {
    let controller = AccountsViewController()
    let result = await controller.configureView(
      for: [], of: Fixtures.accounts, interactiveBehavior: .none, context: .siriSnippet)
    #expect(result == ConfigureViewResult(success: true, claimed: [], desiredSize: .zero))
    #expect(controller.offered == [[]])
  }

  @Test func controllerMayClaimMoreThanItWasOffered() async throws {
    let offered = Parameter("INSearchForAccountsIntentResponse.accounts[0]")
    let result = await AccountsViewController().configureView(
      for: [offered], of: Fixtures.accounts, interactiveBehavior: .nextView,
      context: .siriSnippet)
    #expect(result.success)
    #expect(
      result.claimed.sorted().map(\.description) == [
        "INSearchForAccountsIntentResponse.accounts[0]",
        "INSearchForAccountsIntentResponse.accounts[1]",
      ])
    #expect(result.desiredSize == Size(width: 320, height: 88))
  }

  @Test func configureReturnsTheDesiredSize() async {
    let controller = AccountsViewController()
    #expect(
      await controller.configure(with: Fixtures.accounts, context: .siriSnippet)
        == Size(width: 320, height: 120))
    #expect(await controller.configure(with: Fixtures.ride, context: .mapsCard) == .zero)
  }

  @Test func completionCalledTwiceKeepsTheFirstAnswerWithoutCrashing() async throws {
    let controller = TwiceAnsweringViewController()
    let parameter = Parameter("INSendMessageIntent.content")
    let result = await controller.configureView(
      for: [parameter], of: Fixtures.workout, interactiveBehavior: .none, context: .siriSnippet)
    #expect(
      result
        == ConfigureViewResult(
          success: true, claimed: [parameter], desiredSize: Size(width: 320, height: 80)))
    #expect(
      await controller.configure(with: Fixtures.workout, context: .siriSnippet)
        == Size(width: 1, height: 1))
  }
}
