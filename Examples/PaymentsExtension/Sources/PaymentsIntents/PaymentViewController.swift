public import InteractionModel

/// The Intents UI extension's view controller: one view that shows the app's name at its top and
/// the payee and the amount below it, claiming both.
///
/// SiriKit documents the empty-set call first, as the place for a header, and sometimes sends it
/// last, where a header view would be a footer. So the empty set gets no view (success with a
/// zero size hides it) and the header is drawn at the top of the payment view: the snippet is
/// the same in every order. SiriKit makes a new instance for each `configureView` call, so the
/// controller keeps nothing between calls.
public final class PaymentViewController: ParameterViewConfiguring {
  /// The header's height, at the top of the payment view.
  public static let headerHeight = 44.0
  /// The size of the payment view: the header, then the payee and the amount.
  public static let paymentSize = Size(width: 320, height: headerHeight + 120)
  /// The two parameters the payment view shows together.
  public static let payment: Set<Parameter> = [
    "INSendPaymentIntent.payee", "INSendPaymentIntent.currencyAmount",
  ]

  /// Creates a controller.
  public init() {}

  /// Hides the empty set's view, shows the payment view (with the header) for the payee or the
  /// amount, and leaves anything else to SiriKit's default interface.
  public func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    if parameters.isEmpty {
      completion(true, [], .zero)
    } else if !parameters.isDisjoint(with: Self.payment) {
      completion(true, Self.payment, Self.paymentSize)
    } else {
      completion(false, [], .zero)
    }
  }
}
