public import Foundation

/// Which calls a start-call intent means, as in "call back my last missed call".
///
/// https://developer.apple.com/documentation/intents/incallrecordfilter
open class INCallRecordFilter: NSObject {
  /// The people in the calls.
  ///
  /// https://developer.apple.com/documentation/intents/incallrecordfilter/participants
  public let participants: [INPerson]?
  /// The kinds of calls.
  ///
  /// https://developer.apple.com/documentation/intents/incallrecordfilter/calltypes
  public let callTypes: INCallRecordTypeOptions
  /// Audio or video calls.
  ///
  /// https://developer.apple.com/documentation/intents/incallrecordfilter/callcapability
  public let callCapability: INCallCapability

  /// Creates a filter.
  ///
  /// https://developer.apple.com/documentation/intents/incallrecordfilter/init(participants:calltypes:callcapability:)
  public init(
    participants: [INPerson]?, callTypes: INCallRecordTypeOptions = [],
    callCapability: INCallCapability
  ) {
    self.participants = participants
    self.callTypes = callTypes
    self.callCapability = callCapability
    super.init()
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INCallRecordFilter else { return false }
    return participants == other.participants && callTypes == other.callTypes
      && callCapability == other.callCapability
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { callCapability.hashValue }
}
