public import Foundation

/// An address that reaches a person: an email address, a phone number, or an app's own handle.
///
/// https://developer.apple.com/documentation/intents/inpersonhandle
open class INPersonHandle: NSObject {
  /// The address.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonhandle/value
  public let value: String?
  /// What kind of address ``value`` is.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonhandle/type
  public let type: INPersonHandleType
  /// Which of the person's addresses this is (home, work, mobile…), if said.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonhandle/label
  public let label: INPersonHandleLabel?

  /// Creates a handle with a label.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonhandle/init(value:type:label:)
  public init(value: String?, type: INPersonHandleType, label: INPersonHandleLabel?) {
    self.value = value
    self.type = type
    self.label = label
    super.init()
  }

  /// Creates a handle without a label.
  ///
  /// https://developer.apple.com/documentation/intents/inpersonhandle/init(value:type:)
  public convenience init(value: String?, type: INPersonHandleType) {
    self.init(value: value, type: type, label: nil)
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INPersonHandle else { return false }
    return value == other.value && type == other.type && label == other.label
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { value?.hashValue ?? 0 }
}
