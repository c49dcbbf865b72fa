public import Foundation

/// A span of time given as date components: a start, an end, or both.
///
/// https://developer.apple.com/documentation/intents/indatecomponentsrange
open class INDateComponentsRange: NSObject {
  /// The start.
  ///
  /// https://developer.apple.com/documentation/intents/indatecomponentsrange/startdatecomponents
  public let startDateComponents: DateComponents?
  /// The end.
  ///
  /// https://developer.apple.com/documentation/intents/indatecomponentsrange/enddatecomponents
  public let endDateComponents: DateComponents?

  /// Creates a range.
  ///
  /// https://developer.apple.com/documentation/intents/indatecomponentsrange/init(start:end:)
  public init(start startDateComponents: DateComponents?, end endDateComponents: DateComponents?) {
    self.startDateComponents = startDateComponents
    self.endDateComponents = endDateComponents
    super.init()
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INDateComponentsRange else { return false }
    return startDateComponents == other.startDateComponents
      && endDateComponents == other.endDateComponents
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { startDateComponents?.hashValue ?? 0 }
}
