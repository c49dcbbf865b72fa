import InteractionModel
import PaymentsIntents

/// `PaymentViewController` with a planted bug: the header only once per process.
///
/// It remembers in a `static` that it showed the header, as if each interaction started a new
/// process; on a device the extension's process lives on, so the next interaction gets no header.
final class HeaderOnceViewController: ParameterViewConfiguring {
  static var headerShown = false

  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    if parameters.isEmpty, Self.headerShown {
      completion(true, [], .zero)
      return
    }
    if parameters.isEmpty { Self.headerShown = true }
    PaymentViewController().configureView(
      for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
      context: context, completion: completion)
  }
}
