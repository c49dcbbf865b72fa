import Foundation
import InteractionModel
import InteractionSiriKit
import Testing

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

/// `SiriKitResolution` makes each result with the factory method of the class the completion
/// takes, and what it made reads back as the model's result of the same outcome.
@Suite struct SiriKitResolutionTests {
  static var twelveEuros: INCurrencyAmount { INCurrencyAmount(amount: 12, currencyCode: "EUR") }
  static let twelveEurosValue: Value = ["amount": 12.0, "currencyCode": "EUR"]

  /// The model's result of a result, through the completion type a handler would have.
  static func read<Result: INIntentResolutionResult>(_ result: Result) throws -> ResolutionResult {
    try ResolutionResult(result)
  }

  @Test func aValueResultIsMadeByItsClassAndReadsBack() throws {
    let amount: INRequestPaymentCurrencyAmountResolutionResult = SiriKitResolution.success(
      with: Self.twelveEuros)
    #expect(try Self.read(amount) == .success(Self.twelveEurosValue))
    let candidates: INCurrencyAmountResolutionResult = SiriKitResolution.disambiguation(
      with: [Self.twelveEuros])
    #expect(try Self.read(candidates) == .disambiguation([Self.twelveEurosValue]))
    let confirm: INCurrencyAmountResolutionResult = SiriKitResolution.confirmationRequired(
      with: Self.twelveEuros)
    #expect(try Self.read(confirm) == .confirmationRequired(Self.twelveEurosValue))
  }

  @Test func numbersEnumsAndValuelessOutcomesReadBack() throws {
    let goal: INDoubleResolutionResult = SiriKitResolution.success(with: 3.0)
    #expect(try Self.read(goal) == .success(3.0))
    let openEnded: INBooleanResolutionResult = SiriKitResolution.confirmationRequired(with: true)
    #expect(try Self.read(openEnded) == .confirmationRequired(true))
    let location: INWorkoutLocationTypeResolutionResult = SiriKitResolution.success(with: .outdoor)
    #expect(try Self.read(location) == .success("outdoor"))
    let note: INStringResolutionResult = SiriKitResolution.needsValue()
    #expect(try Self.read(note) == .needsValue)
    let amount: INCurrencyAmountResolutionResult = SiriKitResolution.notRequired()
    #expect(try Self.read(amount) == .notRequired)
    let payee: INSendPaymentPayeeResolutionResult = SiriKitResolution.unsupported()
    #expect(try Self.read(payee) == .unsupported(reason: nil))
  }

  @Test func aResultMadeOtherwiseIsReturnedAsItIs() throws {
    let made = INStringResolutionResult.success(with: "Lunch")
    let result = SiriKitResolution.made(made, saying: .success("Lunch"))
    #expect(result === made)
    #expect(try Self.read(result) == .success("Lunch"))
  }
}
