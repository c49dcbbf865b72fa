public import Foundation

/// A way to pay, such as a credit card, as the app names it.
///
/// https://developer.apple.com/documentation/intents/inpaymentmethod
///
/// The bridge does not convert the icon, an `INImage`: equality leaves it out.
open class INPaymentMethod: NSObject {
  /// The kind of payment method.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentmethod/type
  public let type: INPaymentMethodType
  /// The payment method's name, such as a card's brand.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentmethod/name
  public let name: String?
  /// A hint that tells similar methods apart, such as a card's last digits.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentmethod/identificationhint
  public let identificationHint: String?
  /// The payment method's icon.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentmethod/icon
  public let icon: INImage?

  /// Creates a payment method.
  ///
  /// https://developer.apple.com/documentation/intents/inpaymentmethod/init(type:name:identificationhint:icon:)
  public init(
    type: INPaymentMethodType, name: String?, identificationHint: String?, icon: INImage?
  ) {
    self.type = type
    self.name = name
    self.identificationHint = identificationHint
    self.icon = icon
    super.init()
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INPaymentMethod else { return false }
    return type == other.type && name == other.name
      && identificationHint == other.identificationHint
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { type.hashValue }
}
