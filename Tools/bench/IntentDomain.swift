import InteractionModel

/// One kind of SiriKit request the generated recording holds: its intent and response classes,
/// the parameters the system resolves, and how to build plausible intents and responses.
struct IntentDomain: Sendable {
  /// Builds a property dictionary from the generator and the current time (seconds since 1970).
  typealias IntentMaker = @Sendable (inout SplitMix64, Double) -> [String: Value]
  /// Builds a response's properties from the generator, the intent's properties and the time.
  typealias ResponseMaker = @Sendable (inout SplitMix64, [String: Value], Double) -> [String: Value]

  /// `INSearchForAccountsIntent` and the like.
  let intentClass: String
  /// The type `handler(for:)` returns for this intent.
  let handlerType: String
  /// How often this domain occurs relative to the others.
  let weight: Int
  /// The intent's properties the system resolves, in the order it resolves them.
  let resolvedParameters: [String]
  /// The code `handle(intent:completion:)` completes with.
  let successCode: IntentResponse.Code
  /// The response's list property the UI extension shows one view per element of
  /// (`accounts` gives `INSearchForAccountsIntentResponse.accounts[2]`); when `nil`, views are
  /// configured for resolved intent parameters instead.
  let listedResponseKey: String?
  /// Builds an intent's properties.
  let makeIntent: IntentMaker
  /// Builds the properties of the response to `handle`.
  let makeResponse: ResponseMaker

  /// The response class, by SiriKit's naming rule.
  var responseClass: String { intentClass + "Response" }
}
