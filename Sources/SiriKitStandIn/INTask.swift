public import Foundation

/// A task of a to-do list, as a notebook search answers it.
///
/// https://developer.apple.com/documentation/intents/intask
open class INTask: NSObject {
  /// The task's title.
  ///
  /// https://developer.apple.com/documentation/intents/intask/title
  public let title: INSpeakableString
  /// Whether the task is done.
  ///
  /// https://developer.apple.com/documentation/intents/intask/status
  public let status: INTaskStatus
  /// Where the task is due.
  ///
  /// https://developer.apple.com/documentation/intents/intask/spatialeventtrigger
  public let spatialEventTrigger: INSpatialEventTrigger?
  /// When the task is due.
  ///
  /// https://developer.apple.com/documentation/intents/intask/temporaleventtrigger
  public let temporalEventTrigger: INTemporalEventTrigger?
  /// Whether the task can be completed.
  ///
  /// https://developer.apple.com/documentation/intents/intask/tasktype
  public let taskType: INTaskType
  /// When the task was created.
  ///
  /// https://developer.apple.com/documentation/intents/intask/createddatecomponents
  public let createdDateComponents: DateComponents?
  /// When the task was last changed.
  ///
  /// https://developer.apple.com/documentation/intents/intask/modifieddatecomponents
  public let modifiedDateComponents: DateComponents?
  /// The app's identifier of the task.
  ///
  /// https://developer.apple.com/documentation/intents/intask/identifier
  public let identifier: String?
  /// The task's priority.
  ///
  /// https://developer.apple.com/documentation/intents/intask/priority
  public let priority: INTaskPriority

  /// Creates a task.
  ///
  /// https://developer.apple.com/documentation/intents/intask/init(title:status:tasktype:spatialeventtrigger:temporaleventtrigger:createddatecomponents:modifieddatecomponents:identifier:priority:)
  public init(
    title: INSpeakableString, status: INTaskStatus, taskType: INTaskType,
    spatialEventTrigger: INSpatialEventTrigger?, temporalEventTrigger: INTemporalEventTrigger?,
    createdDateComponents: DateComponents?, modifiedDateComponents: DateComponents?,
    identifier: String?, priority: INTaskPriority
  ) {
    self.title = title
    self.status = status
    self.taskType = taskType
    self.spatialEventTrigger = spatialEventTrigger
    self.temporalEventTrigger = temporalEventTrigger
    self.createdDateComponents = createdDateComponents
    self.modifiedDateComponents = modifiedDateComponents
    self.identifier = identifier
    self.priority = priority
    super.init()
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INTask else { return false }
    return title == other.title && status == other.status && taskType == other.taskType
      && spatialEventTrigger == other.spatialEventTrigger
      && temporalEventTrigger == other.temporalEventTrigger
      && createdDateComponents == other.createdDateComponents
      && modifiedDateComponents == other.modifiedDateComponents
      && identifier == other.identifier && priority == other.priority
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { title.hash }
}
