public import Foundation

/// When a task is due: a range of date components.
///
/// https://developer.apple.com/documentation/intents/intemporaleventtrigger
open class INTemporalEventTrigger: NSObject {
  /// When the task is due.
  ///
  /// https://developer.apple.com/documentation/intents/intemporaleventtrigger/datecomponentsrange
  public let dateComponentsRange: INDateComponentsRange

  /// Creates a trigger.
  ///
  /// https://developer.apple.com/documentation/intents/intemporaleventtrigger/init(datecomponentsrange:)
  public init(dateComponentsRange: INDateComponentsRange) {
    self.dateComponentsRange = dateComponentsRange
    super.init()
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INTemporalEventTrigger else { return false }
    return dateComponentsRange == other.dateComponentsRange
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { dateComponentsRange.hash }
}
