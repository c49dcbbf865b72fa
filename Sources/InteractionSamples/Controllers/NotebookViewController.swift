package import InteractionModel

/// An Intents UI controller like Timelord's (S7): for a notebook search it ignores
/// what it was offered and claims every `tasks[i]` of the response in its first non-empty call,
/// one table for all; the empty set and anything else are left to the default interface.
package final class NotebookViewController: ParameterViewConfiguring {
  /// One task row's height.
  package static let rowHeight = 44.0

  package init() {}

  /// Shows every task.
  package func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    let responseClass = "INSearchForNotebookItemsIntentResponse"
    guard !parameters.isEmpty, interaction.response?.className == responseClass,
      let tasks = interaction.response?["tasks"]?.arrayValue, !tasks.isEmpty,
      let template = try? Parameter(for: responseClass, keyPath: "tasks")
    else {
      completion(false, [], .zero)
      return
    }
    // Timelord synthesises the indexed parameters rather than reading the offered ones.
    let claimed = tasks.indices.map { index in
      var task = template
      task.setIndex(index, forSubKeyPath: "tasks")
      return task
    }
    completion(
      true, Set(claimed), Size(width: 320, height: Self.rowHeight * Double(tasks.count)))
  }
}
