public import InteractionModel

/// The Intents UI extension's view controller: a header with the app's name for the empty set,
/// and one view that shows the payee and the amount together, claiming both.
///
/// SiriKit makes a new instance for each `configureView` call, so the controller keeps nothing
/// between calls.
public final class PaymentViewController: ParameterViewConfiguring {
  /// The header's size.
  public static let headerSize = Size(width: 320, height: 44)
  /// The size of the payee-and-amount view.
  public static let paymentSize = Size(width: 320, height: 120)
  /// The two parameters the payment view shows together.
  public static let payment: Set<Parameter> = [
    "INSendPaymentIntent.payee", "INSendPaymentIntent.currencyAmount",
  ]

  /// Creates a controller.
  public init() {}

  /// Shows the header for the empty set, the payment view for the payee or the amount, and
  /// leaves anything else to SiriKit's default interface.
  public func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    if parameters.isEmpty {
      completion(true, [], Self.headerSize)
    } else if !parameters.isDisjoint(with: Self.payment) {
      completion(true, Self.payment, Self.paymentSize)
    } else {
      completion(false, [], .zero)
    }
  }
}
