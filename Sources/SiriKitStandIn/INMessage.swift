public import Foundation

/// A message, as a search for messages or a sent message answers it.
///
/// https://developer.apple.com/documentation/intents/inmessage
///
/// The stand-in declares what the bridge records; attachments, link metadata, stickers and
/// reactions (iOS 16 and later) are left out.
open class INMessage: NSObject {
  /// The app's identifier of the message.
  ///
  /// https://developer.apple.com/documentation/intents/inmessage/identifier
  public let identifier: String
  /// The app's identifier of the conversation.
  ///
  /// https://developer.apple.com/documentation/intents/inmessage/conversationidentifier
  public let conversationIdentifier: String?
  /// The message's text.
  ///
  /// https://developer.apple.com/documentation/intents/inmessage/content
  public let content: String?
  /// When the message was sent.
  ///
  /// https://developer.apple.com/documentation/intents/inmessage/datesent
  public let dateSent: Date?
  /// Who sent it.
  ///
  /// https://developer.apple.com/documentation/intents/inmessage/sender
  public let sender: INPerson?
  /// Who it was sent to.
  ///
  /// https://developer.apple.com/documentation/intents/inmessage/recipients
  public let recipients: [INPerson]?
  /// The name of the group conversation.
  ///
  /// https://developer.apple.com/documentation/intents/inmessage/groupname
  public let groupName: INSpeakableString?
  /// The kind of message.
  ///
  /// https://developer.apple.com/documentation/intents/inmessage/messagetype
  public let messageType: INMessageType
  /// The service that carried it.
  ///
  /// https://developer.apple.com/documentation/intents/inmessage/servicename
  public let serviceName: String?

  /// Creates a message.
  ///
  /// https://developer.apple.com/documentation/intents/inmessage/init(identifier:conversationidentifier:content:datesent:sender:recipients:groupname:messagetype:servicename:)
  public init(
    identifier: String, conversationIdentifier: String?, content: String?, dateSent: Date?,
    sender: INPerson?, recipients: [INPerson]?, groupName: INSpeakableString?,
    messageType: INMessageType, serviceName: String?
  ) {
    self.identifier = identifier
    self.conversationIdentifier = conversationIdentifier
    self.content = content
    self.dateSent = dateSent
    self.sender = sender
    self.recipients = recipients
    self.groupName = groupName
    self.messageType = messageType
    self.serviceName = serviceName
    super.init()
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INMessage else { return false }
    return identifier == other.identifier
      && conversationIdentifier == other.conversationIdentifier && content == other.content
      && dateSent == other.dateSent && sender == other.sender && recipients == other.recipients
      && groupName == other.groupName && messageType == other.messageType
      && serviceName == other.serviceName
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { identifier.hashValue }
}
