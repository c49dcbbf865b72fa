import InteractionModel
import Testing

/// `Parameter`'s string literals: no `try` for the programmer's own text, a trap for a bad one.
@Suite struct ParameterLiteralTests {
  @Test func aLiteralIsTheParameterItsTextFormReadsAs() throws {
    let literal: Parameter = "INSearchForAccountsIntentResponse.accounts[1]"
    #expect(literal == (try Parameter(String("INSearchForAccountsIntentResponse.accounts[1]"))))
    #expect(literal.indexes == ["accounts": 1])
    let row: Set<Parameter> = ["INSendPaymentIntent.payee", "INSendPaymentIntent.currencyAmount"]
    #expect(row.map(\.keyPath).sorted() == ["currencyAmount", "payee"])
  }

  @Test func aMalformedLiteralTrapsQuotingItsText() async {
    let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let bad: Parameter = "INSendPaymentIntent.payee[x]"
      _ = bad
    }
    let message = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("invalid Parameter literal"))
    #expect(message.contains(#"subscript "x" is not a number"#))
  }
}
