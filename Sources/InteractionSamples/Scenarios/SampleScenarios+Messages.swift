package import InteractionModel

extension SampleScenarios {
  /// A message to one recipient.
  package static let sendMessageIntent = Intent(
    className: "INSendMessageIntent", identifier: "send-message",
    properties: [
      "recipients": [["displayName": "Anna", "handle": "anna@example.com"]],
      "content": "On my way",
    ])

  /// The message was sent (`success`, 3).
  package static let sendMessageResponse = IntentResponse(
    className: "INSendMessageIntentResponse", code: code(3, "success"))

  /// S4: a message shown row by row; the recipients row is left to the default interface and the
  /// content call's completion is called twice.
  package static let sendMessage = SampleScenario(
    name: "S4", summary: "send message: one unclaimed row, and a completion called twice",
    interaction: Interaction(
      intent: sendMessageIntent, response: sendMessageResponse, handlingStatus: .success,
      direction: .outgoing, identifier: "S4"),
    makeController: { MessageViewController() })
}
