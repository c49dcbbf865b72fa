import InteractionLog
import InteractionModel
import Testing

/// The values a policy redacts, applied to intents and responses.
@Suite struct RedactorTests {
  @Test func aClassQualifiedKeyPathAppliesToThatClassOnly() {
    let redactor = Redactor(RedactionPolicy(keyPaths: ["INSendMessageIntent.content"]))
    let other = Intent(className: "INOtherIntent", properties: ["content": "keep"])
    let message = Intent(className: "INSendMessageIntent", properties: ["content": "drop"])
    #expect(redactor.redact(other)["content"] == "keep")
    #expect(redactor.redact(message)["content"] == "••••")
  }

  @Test func arraysAreTransparentAndSubscriptsIgnored() {
    let redactor = Redactor(RedactionPolicy(keyPaths: ["accounts[1].nickname"]))
    let response = IntentResponse(
      className: "INSearchForAccountsIntentResponse", code: .unspecified,
      properties: [
        "accounts": [["nickname": "Savings", "balance": 10], ["nickname": "Rainy", "balance": 2]]
      ])
    #expect(
      redactor.redact(response)["accounts"]
        == [["nickname": "•••••••", "balance": 10], ["nickname": "•••••", "balance": 2]])
  }

  @Test func nothingIsTouchedWithoutAPolicy() {
    let redactor = Redactor(.none)
    let message = Intent(
      className: "INSendMessageIntent", properties: ["content": "hello", "attempt": 3])
    let response = IntentResponse(
      className: "INSendMessageIntentResponse", code: .unspecified,
      properties: ["note": "secret", "rideStatus": ["driver": ["name": "Bob"]]])
    #expect(!redactor.isActive)
    #expect(redactor.redact(message) == message)
    #expect(redactor.redact(response) == response)
  }
}
