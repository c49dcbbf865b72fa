import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INMessage: ModelValueConvertible {
  /// The message's identifier, text, type, people and names, each when set.
  ///
  /// `{"identifier": "m1", "content": "On my way", "messageType": "text", "sender": {…}}`, with
  /// `conversationIdentifier`, `dateSent`, `recipients`, `groupName` and `serviceName` (the type
  /// unless unspecified). Attachments, link metadata, stickers and reactions are not recorded.
  package var modelValue: Value {
    var members: [String: Value] = ["identifier": .string(identifier)]
    if let conversationIdentifier {
      members["conversationIdentifier"] = .string(conversationIdentifier)
    }
    if let content { members["content"] = .string(content) }
    if let dateSent { members["dateSent"] = dateSent.modelValue }
    if let sender { members["sender"] = sender.modelValue }
    if let recipients { members["recipients"] = recipients.modelValue }
    if let groupName { members["groupName"] = groupName.modelValue }
    if messageType != .unspecified { members["messageType"] = messageType.modelValue }
    if let serviceName { members["serviceName"] = .string(serviceName) }
    return .object(members)
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INMessage")
    guard let identifier = try members.optionalString("identifier") else {
      throw SiriKitConversionError(.missingMember("identifier"))
    }
    let message = INMessage(
      identifier: identifier,
      conversationIdentifier: try members.optionalString("conversationIdentifier"),
      content: try members.optionalString("content"),
      dateSent: try members.optional("dateSent", as: Date.self),
      sender: try members.optional("sender", as: INPerson.self),
      recipients: try members.optional("recipients", as: [INPerson].self),
      groupName: try members.optional("groupName", as: INSpeakableString.self),
      messageType: try members.optional("messageType", as: INMessageType.self) ?? .unspecified,
      serviceName: try members.optionalString("serviceName"))
    return try exactly(message)
  }
}
