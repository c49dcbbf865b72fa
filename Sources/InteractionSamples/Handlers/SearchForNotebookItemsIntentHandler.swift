package import InteractionModel

/// Handles `INSearchForNotebookItemsIntent` as a reminders sample does (S7): the list's title is
/// needed, confirm `ready`, handle `success` with the list's tasks.
package final class SearchForNotebookItemsIntentHandler: IntentResolving, IntentConfirming {
  /// The list's title only.
  package let resolvableParameters = ["title"]

  package init() {}

  /// Resolves the title: the given one, or a value is needed.
  package func resolve(
    parameter name: String, for intent: Intent,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void
  ) {
    completion([intent[name]?.stringValue.map { .success(.string($0)) } ?? .needsValue])
  }

  /// Confirms with `ready`.
  package func confirm(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(IntentResponse(className: "INSearchForNotebookItemsIntentResponse", code: .ready))
  }

  /// Answers `success` with the tasks.
  package func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(SampleScenarios.searchNotebookResponse)
  }
}
