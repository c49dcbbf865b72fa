public import Foundation
import InteractionModel
import InteractionSiriKit

#if os(iOS) || os(watchOS)
public import Intents
#else
public import SiriKitStandIn
#endif

/// Asks a friend for their share: a payer the app can reach and an amount, then the request.
///
/// It resolves neither the note nor confirms: SiriKit calls neither, and the handler made for the
/// first of them serves `handle`. A payer without a handle is the payer's own unsupported reason.
public final class RequestPaymentHandler: NSObject, INRequestPaymentIntentHandling {
  /// A payer with a handle the app can reach.
  public func resolvePayer(
    for intent: INRequestPaymentIntent,
    with completion: @escaping @Sendable (INRequestPaymentPayerResolutionResult) -> Void
  ) {
    guard let payer = intent.payer else { return completion(SiriKitResolution.needsValue()) }
    guard payer.personHandle?.value != nil else {
      let reason = INRequestPaymentPayerUnsupportedReason.noValidHandle
      return completion(
        SiriKitResolution.made(
          .unsupported(forReason: reason),
          saying: .unsupported(reason: UnsupportedReason(rawValue: reason.rawValue))))
    }
    completion(SiriKitResolution.success(with: payer))
  }

  /// Any amount the user says: the friend decides whether to pay it.
  public func resolveCurrencyAmount(
    for intent: INRequestPaymentIntent,
    with completion: @escaping @Sendable (INRequestPaymentCurrencyAmountResolutionResult) -> Void
  ) {
    guard let amount = intent.currencyAmount else {
      return completion(SiriKitResolution.needsValue())
    }
    completion(SiriKitResolution.success(with: amount))
  }

  /// Sends the request, and answers with its record, pending until the friend pays.
  public func handle(
    intent: INRequestPaymentIntent,
    completion: @escaping @Sendable (INRequestPaymentIntentResponse) -> Void
  ) {
    let response = INRequestPaymentIntentResponse(code: .success, userActivity: nil)
    response.paymentRecord = INPaymentRecord(
      payee: nil, payer: intent.payer, currencyAmount: intent.currencyAmount, paymentMethod: nil,
      note: intent.note, status: .pending)
    completion(response)
  }
}
