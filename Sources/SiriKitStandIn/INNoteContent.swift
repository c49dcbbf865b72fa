public import Foundation

/// What a note holds: the abstract class of text and image contents.
///
/// https://developer.apple.com/documentation/intents/innotecontent
///
/// The stand-in declares the text content only: an image content holds an `INImage`, which the
/// bridge does not convert.
open class INNoteContent: NSObject {}
