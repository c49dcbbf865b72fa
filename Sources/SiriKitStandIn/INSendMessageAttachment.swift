public import Foundation

/// A file, an audio message or a sticker sent with a message, as `INSendMessageIntent`'s
/// `attachments` holds them.
///
/// https://developer.apple.com/documentation/intents/insendmessageattachment
///
/// The bridge leaves attachments out of recordings, so the stand-in declares the class, which
/// `INSendMessageIntent`'s initializer takes, and none of its members.
open class INSendMessageAttachment: NSObject {}
