public import Foundation

/// An app-defined object a custom intent's parameter holds: an identifier and what to show.
///
/// https://developer.apple.com/documentation/intents/inobject
open class INObject: NSObject {
  /// The app's identifier for the object.
  ///
  /// https://developer.apple.com/documentation/intents/inobject/identifier
  public let identifier: String?
  /// The text to show for the object.
  ///
  /// https://developer.apple.com/documentation/intents/inobject/displaystring
  public let displayString: String
  /// How to pronounce the display string, if it is unusual.
  ///
  /// https://developer.apple.com/documentation/intents/inobject/pronunciationhint
  public let pronunciationHint: String?

  /// Creates an object.
  ///
  /// https://developer.apple.com/documentation/intents/inobject/init(identifier:display:pronunciationhint:)
  public init(identifier: String?, display displayString: String, pronunciationHint: String?) {
    self.identifier = identifier
    self.displayString = displayString
    self.pronunciationHint = pronunciationHint
    super.init()
  }

  /// Creates an object without a pronunciation hint.
  ///
  /// https://developer.apple.com/documentation/intents/inobject/init(identifier:display:)
  public convenience init(identifier: String?, display displayString: String) {
    self.init(identifier: identifier, display: displayString, pronunciationHint: nil)
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INObject else { return false }
    return identifier == other.identifier && displayString == other.displayString
      && pronunciationHint == other.pronunciationHint
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { displayString.hashValue }
}
