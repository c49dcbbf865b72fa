public import Foundation
import InteractionModel
import InteractionSiriKit

#if os(iOS) || os(watchOS)
public import Intents
#else
public import SiriKitStandIn
#endif

/// Pays a friend back: a payee the app can reach, an amount in euros up to its limit, and a
/// confirmation that says whether it can be paid.
///
/// It does not resolve the note, which goes with the payment as said: SiriKit never asks for it.
/// Its results are made through `SiriKitResolution`, so that what each says can be recorded.
public final class SendPaymentHandler: NSObject, INSendPaymentIntentHandling {
  /// The most the app sends in one payment.
  public static let limit: Decimal = 500

  /// A payee with a handle the app can pay; the payee's own reason when there is none.
  public func resolvePayee(
    for intent: INSendPaymentIntent,
    with completion: @escaping @Sendable (INSendPaymentPayeeResolutionResult) -> Void
  ) {
    guard let payee = intent.payee else { return completion(SiriKitResolution.needsValue()) }
    guard payee.personHandle?.value != nil else {
      let reason = INSendPaymentPayeeUnsupportedReason.noValidHandle
      return completion(
        SiriKitResolution.made(
          .unsupported(forReason: reason),
          saying: .unsupported(reason: UnsupportedReason(rawValue: reason.rawValue))))
    }
    completion(SiriKitResolution.success(with: payee))
  }

  /// An amount in euros up to ``limit``; the amount's own reason for any other.
  public func resolveCurrencyAmount(
    for intent: INSendPaymentIntent,
    with completion: @escaping @Sendable (INSendPaymentCurrencyAmountResolutionResult) -> Void
  ) {
    guard let amount = intent.currencyAmount else {
      return completion(SiriKitResolution.needsValue())
    }
    guard let reason = Self.unsupportedReason(for: amount) else {
      return completion(SiriKitResolution.success(with: amount))
    }
    completion(
      SiriKitResolution.made(
        .unsupported(forReason: reason),
        saying: .unsupported(reason: UnsupportedReason(rawValue: reason.rawValue))))
  }

  /// Ready when the amount can be sent; over the limit, the response's own failure, so that
  /// Siri says why.
  public func confirm(
    intent: INSendPaymentIntent,
    completion: @escaping @Sendable (INSendPaymentIntentResponse) -> Void
  ) {
    // Compared, not switched over: Apple's enum may gain cases, the stand-in's cannot.
    let reason = intent.currencyAmount.flatMap(Self.unsupportedReason(for:))
    let code: INSendPaymentIntentResponseCode =
      reason == nil
      ? .ready
      : reason == .paymentsAmountAboveMaximum ? .failurePaymentsAmountAboveMaximum : .failure
    completion(INSendPaymentIntentResponse(code: code, userActivity: nil))
  }

  /// Sends the payment, and answers with its record.
  public func handle(
    intent: INSendPaymentIntent,
    completion: @escaping @Sendable (INSendPaymentIntentResponse) -> Void
  ) {
    let response = INSendPaymentIntentResponse(code: .success, userActivity: nil)
    response.paymentRecord = INPaymentRecord(
      payee: intent.payee, payer: nil, currencyAmount: intent.currencyAmount, paymentMethod: nil,
      note: intent.note, status: .completed)
    completion(response)
  }

  /// Why the app cannot send `amount`, if it cannot: a currency other than euros, nothing, or
  /// more than ``limit``.
  static func unsupportedReason(
    for amount: INCurrencyAmount
  ) -> INSendPaymentCurrencyAmountUnsupportedReason? {
    guard amount.currencyCode == "EUR" else { return .paymentsCurrencyUnsupported }
    let value = amount.amount?.decimalValue ?? 0
    if value <= 0 { return .paymentsAmountBelowMinimum }
    return value > limit ? .paymentsAmountAboveMaximum : nil
  }
}
