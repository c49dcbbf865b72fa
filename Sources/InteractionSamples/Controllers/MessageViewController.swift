package import InteractionModel

/// An Intents UI controller like pallavtrivedi03's message controller (S4): hides
/// the empty-set view, leaves every row but the content to the default interface, and for the
/// content calls its completion twice.
package final class MessageViewController: ParameterViewConfiguring {
  /// The message bubble's size.
  package static let bubbleSize = Size(width: 320, height: 80)

  package init() {}

  /// Shows the message bubble for the content, and, wrongly, answers twice there: the
  /// completion is called once, or twice when `content` is offered.
  package func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    guard !parameters.isEmpty else {
      completion(false, [], .zero)
      return
    }
    if let content = try? Parameter(for: "INSendMessageIntent", keyPath: "content"),
      parameters.contains(content)
    {
      completion(true, parameters, Self.bubbleSize)
      // The original's bug, kept on purpose: no return here, so it falls through and answers
      // again below.
    }
    completion(false, parameters, .zero)
  }
}
