public import Foundation

/// Where a task is due: arriving at or leaving a place.
///
/// https://developer.apple.com/documentation/intents/inspatialeventtrigger
open class INSpatialEventTrigger: NSObject {
  /// The place.
  ///
  /// https://developer.apple.com/documentation/intents/inspatialeventtrigger/placemark
  public let placemark: CLPlacemark
  /// Whether arriving or leaving triggers the task.
  ///
  /// https://developer.apple.com/documentation/intents/inspatialeventtrigger/event
  public let event: INSpatialEvent

  /// Creates a trigger.
  ///
  /// https://developer.apple.com/documentation/intents/inspatialeventtrigger/init(placemark:event:)
  public init(placemark: CLPlacemark, event: INSpatialEvent) {
    self.placemark = placemark
    self.event = event
    super.init()
  }

  /// Whether `object` is of this class with an equal placemark (as `CLPlacemark` compares) and
  /// event.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INSpatialEventTrigger else { return false }
    return placemark == other.placemark && event == other.event
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { event.hashValue }
}
