import InteractionModel
import PaymentsIntents

/// `PaymentViewController` with a planted bug: the header only once per process.
///
/// It remembers in a `static` that it drew the header, as if each interaction started a new
/// process; on a device the extension's process lives on, so the next interaction gets a payment
/// view without its header.
final class HeaderOnceViewController: ParameterViewConfiguring {
  static var headerShown = false

  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    guard !parameters.isDisjoint(with: PaymentViewController.payment) else {
      return PaymentViewController().configureView(
        for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
        context: context, completion: completion)
    }
    var size = PaymentViewController.paymentSize
    if Self.headerShown { size.height -= PaymentViewController.headerHeight }
    Self.headerShown = true
    completion(true, PaymentViewController.payment, size)
  }
}
