public import Foundation

/// A to-do list and its tasks.
///
/// https://developer.apple.com/documentation/intents/intasklist
open class INTaskList: NSObject {
  /// The list's title.
  ///
  /// https://developer.apple.com/documentation/intents/intasklist/title
  public let title: INSpeakableString
  /// The list's tasks.
  ///
  /// https://developer.apple.com/documentation/intents/intasklist/tasks
  public let tasks: [INTask]
  /// The group the list belongs to.
  ///
  /// https://developer.apple.com/documentation/intents/intasklist/groupname
  public let groupName: INSpeakableString?
  /// When the list was created.
  ///
  /// https://developer.apple.com/documentation/intents/intasklist/createddatecomponents
  public let createdDateComponents: DateComponents?
  /// When the list was last changed.
  ///
  /// https://developer.apple.com/documentation/intents/intasklist/modifieddatecomponents
  public let modifiedDateComponents: DateComponents?
  /// The app's identifier of the list.
  ///
  /// https://developer.apple.com/documentation/intents/intasklist/identifier
  public let identifier: String?

  /// Creates a list.
  ///
  /// https://developer.apple.com/documentation/intents/intasklist/init(title:tasks:groupname:createddatecomponents:modifieddatecomponents:identifier:)
  public init(
    title: INSpeakableString, tasks: [INTask], groupName: INSpeakableString?,
    createdDateComponents: DateComponents?, modifiedDateComponents: DateComponents?,
    identifier: String?
  ) {
    self.title = title
    self.tasks = tasks
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
    guard let other = object as? INTaskList else { return false }
    return title == other.title && tasks == other.tasks && groupName == other.groupName
      && createdDateComponents == other.createdDateComponents
      && modifiedDateComponents == other.modifiedDateComponents
      && identifier == other.identifier
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { title.hash }
}
