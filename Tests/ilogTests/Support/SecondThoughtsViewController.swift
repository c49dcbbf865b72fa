import InteractionModel

/// A controller that answers each non-empty `configureView` call twice, with different sets: first
/// what it was offered, then every row of a message at once.
///
/// By the first-completion rule only the first answer claims, so the second row is still offered;
/// had the second answer counted, the second row would have been claimed already.
final class SecondThoughtsViewController: ParameterViewConfiguring {
  static let size = Size(width: 320, height: 60)

  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    // The empty set: no view, claiming nothing, answered once.
    let shows = !parameters.isEmpty
    completion(shows, parameters, shows ? Self.size : .zero)
    guard shows else { return }
    let rows = ["recipients", "content"].compactMap {
      try? Parameter(for: interaction.intent.className, keyPath: $0)
    }
    completion(true, parameters.union(rows), Self.size)
  }
}
