public import Foundation

/// A note: its title, contents and dates.
///
/// https://developer.apple.com/documentation/intents/innote
open class INNote: NSObject {
  /// The note's title.
  ///
  /// https://developer.apple.com/documentation/intents/innote/title
  public let title: INSpeakableString
  /// The note's text and images.
  ///
  /// https://developer.apple.com/documentation/intents/innote/contents
  public let contents: [INNoteContent]
  /// The group the note belongs to.
  ///
  /// https://developer.apple.com/documentation/intents/innote/groupname
  public let groupName: INSpeakableString?
  /// When the note was created.
  ///
  /// https://developer.apple.com/documentation/intents/innote/createddatecomponents
  public let createdDateComponents: DateComponents?
  /// When the note was last changed.
  ///
  /// https://developer.apple.com/documentation/intents/innote/modifieddatecomponents
  public let modifiedDateComponents: DateComponents?
  /// The app's identifier of the note.
  ///
  /// https://developer.apple.com/documentation/intents/innote/identifier
  public let identifier: String?

  /// Creates a note.
  ///
  /// https://developer.apple.com/documentation/intents/innote/init(title:contents:groupname:createddatecomponents:modifieddatecomponents:identifier:)
  public init(
    title: INSpeakableString, contents: [INNoteContent], groupName: INSpeakableString?,
    createdDateComponents: DateComponents?, modifiedDateComponents: DateComponents?,
    identifier: String?
  ) {
    self.title = title
    self.contents = contents
    self.groupName = groupName
    self.createdDateComponents = createdDateComponents
    self.modifiedDateComponents = modifiedDateComponents
    self.identifier = identifier
    super.init()
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INNote else { return false }
    return title == other.title && contents == other.contents && groupName == other.groupName
      && createdDateComponents == other.createdDateComponents
      && modifiedDateComponents == other.modifiedDateComponents
      && identifier == other.identifier
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { title.hash }
}
