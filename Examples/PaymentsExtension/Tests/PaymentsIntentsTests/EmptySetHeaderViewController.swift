import InteractionModel
import PaymentsIntents

/// The payment controller written as BNRun's workout controller is: a header view of its own.
///
/// SiriKit documents the empty set first, so the header is its view; when SiriKit sends the
/// empty set last, the user sees the header below the payment, as a footer.
final class EmptySetHeaderViewController: ParameterViewConfiguring {
  func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    let header = PaymentViewController.headerHeight
    if parameters.isEmpty {
      completion(true, [], Size(width: 320, height: header))
    } else if !parameters.isDisjoint(with: PaymentViewController.payment) {
      var size = PaymentViewController.paymentSize
      size.height -= header
      completion(true, PaymentViewController.payment, size)
    } else {
      completion(false, [], .zero)
    }
  }
}
