import Foundation

/// Text in a note.
///
/// https://developer.apple.com/documentation/intents/intextnotecontent
open class INTextNoteContent: INNoteContent {
  /// The text.
  ///
  /// https://developer.apple.com/documentation/intents/intextnotecontent/text
  public let text: String?

  /// Creates a text content.
  ///
  /// https://developer.apple.com/documentation/intents/intextnotecontent/init(text:)
  public init(text: String) {
    self.text = text
    super.init()
  }

  /// Whether `object` is of this class with equal text.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INTextNoteContent else { return false }
    return text == other.text
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { text?.hashValue ?? 0 }
}
