public import Foundation

/// A postal address.
///
/// https://developer.apple.com/documentation/contacts/cnpostaladdress
///
/// Declared for ``CLPlacemark``'s initializer; the bridge records no postal address.
open class CNPostalAddress: NSObject {
  /// The street name and number.
  ///
  /// https://developer.apple.com/documentation/contacts/cnpostaladdress/street
  open var street: String = ""
}
