package import InteractionModel

extension SampleScenarios {
  /// A search for every account.
  package static let searchAccountsIntent = Intent(
    className: "INSearchForAccountsIntent", identifier: "search-accounts",
    properties: ["requestedBalanceType": "money"])

  /// Two accounts found (`success`, 3).
  package static let searchAccountsResponse = IntentResponse(
    className: "INSearchForAccountsIntentResponse", code: code(3, "success"),
    properties: [
      "accounts": [
        [
          "nickname": "Checking", "accountType": "checking",
          "balance": ["amount": 1_250.5, "currencyCode": "EUR"],
        ],
        [
          "nickname": "Savings", "accountType": "saving",
          "balance": ["amount": 8_000.0, "currencyCode": "EUR"],
        ],
      ]
    ])

  /// A search for the tasks of the groceries list.
  package static let searchNotebookIntent = Intent(
    className: "INSearchForNotebookItemsIntent", identifier: "search-notebook",
    properties: ["title": "Groceries", "itemType": "task"])

  /// Three tasks found (`success`, 3).
  package static let searchNotebookResponse = IntentResponse(
    className: "INSearchForNotebookItemsIntentResponse", code: code(3, "success"),
    properties: [
      "tasks": .array(
        ["Milk", "Bread", "Eggs"].map { title -> Value in
          ["title": .string(title), "status": "notCompleted", "taskType": "completable"]
        })
    ])

  /// S6: one indexed `accounts[i]` parameter per call, each claimed as offered.
  package static let searchAccounts = SampleScenario(
    name: "S6", summary: "search accounts: one indexed account per call",
    interaction: Interaction(
      intent: searchAccountsIntent, response: searchAccountsResponse, handlingStatus: .success,
      direction: .outgoing, identifier: "S6"),
    makeController: { AccountsViewController() })

  /// S7: the first non-empty call claims every `tasks[i]`, so no further call comes.
  package static let searchNotebook = SampleScenario(
    name: "S7", summary: "notebook search: every task claimed in the first call",
    interaction: Interaction(
      intent: searchNotebookIntent, response: searchNotebookResponse, handlingStatus: .success,
      direction: .outgoing, identifier: "S7"),
    makeController: { NotebookViewController() })
}
