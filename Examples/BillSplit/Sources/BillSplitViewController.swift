public import Foundation
public import InteractionSiriKit

// CGSize.zero: CoreGraphics declares it on Apple platforms (Foundation on Linux).
#if canImport(CoreGraphics)
import CoreGraphics
#endif
#if os(iOS)
public import Intents
public import IntentsUI
#else
public import SiriKitStandIn
#endif

/// The Intents UI extension's principal class: a header for the empty parameter set, and one
/// detail view of a payment that claims its person and amount, so that Siri shows neither
/// again; any other parameter is left to Siri's default interface.
///
/// Recording is the lines at the top of `configureView` that hand the call to ``recorder``
/// together with the controller's own code.
public class BillSplitViewController: Platform.ViewController {
  /// The header's size: the app's name and icon.
  static let headerSize = CGSize(width: 320, height: 44)
  /// The detail view's size: who pays whom, and how much.
  static let paymentSize = CGSize(width: 320, height: 120)

  /// Where `configureView` calls are recorded: the process's recorder, unless a test hands in
  /// its own; `nil` records nothing.
  public var recorder: SiriKitRecorder? = BillSplitLog.uiExtension

  public func configureView(
    for parameters: Set<INParameter>, of interaction: INInteraction,
    interactiveBehavior: INUIInteractiveBehavior, context: INUIHostedViewContext,
    completion: @escaping @Sendable (Bool, Set<INParameter>, CGSize) -> Void
  ) {
    guard let recorder else { return show(parameters, interaction, completion) }
    recorder.recordConfigureView(
      for: parameters, of: interaction, interactiveBehavior: interactiveBehavior,
      context: context, instance: self, completion: completion
    ) { show(parameters, interaction, $0) }
  }

  /// The detail view shows the payment, so Siri does not show its own.
  public var displaysPaymentTransaction: Bool { true }

  /// Shows the header, or the payment when offered its person or amount, claiming both.
  private func show(
    _ parameters: Set<INParameter>, _ interaction: INInteraction,
    _ completion: @escaping (Bool, Set<INParameter>, CGSize) -> Void
  ) {
    // SiriKit asks with the empty set for the view at the top of the snippet.
    guard !parameters.isEmpty else { return completion(true, [], Self.headerSize) }
    guard let payment = Self.paymentParameters(of: interaction.intent),
      !payment.isDisjoint(with: parameters)
    else { return completion(false, [], .zero) }
    completion(true, payment, Self.paymentSize)
  }

  /// The person and the amount of a payment intent, which the detail view shows; `nil` for any
  /// other intent.
  static func paymentParameters(of intent: INIntent) -> Set<INParameter>? {
    let person: String
    switch intent {
    case is INSendPaymentIntent: person = "payee"
    case is INRequestPaymentIntent: person = "payer"
    default: return nil
    }
    let intentClass = type(of: intent)
    return [
      INParameter(for: intentClass, keyPath: person),
      INParameter(for: intentClass, keyPath: "currencyAmount"),
    ]
  }
}

#if canImport(UIKit)
// UIKit isolates a view controller to the main actor, while Intents UI's protocols are not
// isolated: SiriKit calls the controller on the main thread, which the conformances check when
// called. Elsewhere (Linux, macOS) the base class, NSObject, is not isolated: no attribute needed.
extension BillSplitViewController: @preconcurrency INUIHostedViewControlling,
  @preconcurrency INUIHostedViewSiriProviding
{}
#else
extension BillSplitViewController: INUIHostedViewControlling, INUIHostedViewSiriProviding {}
#endif
