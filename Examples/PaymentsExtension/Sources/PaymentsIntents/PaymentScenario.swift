public import InteractionModel

/// The payment the tests and the replay tool use: five euros to Ana.
public enum PaymentScenario {
  /// The intent as SiriKit would build it from "send Ana five euros".
  public static let intent = Intent(
    className: "INSendPaymentIntent",
    properties: [
      "payee": ["displayName": "Ana"],
      "currencyAmount": ["amount": 5, "currencyCode": "EUR"],
    ])
}
