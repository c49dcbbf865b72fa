public import Foundation

/// A place: a location with a name and, optionally, an address.
///
/// https://developer.apple.com/documentation/corelocation/clplacemark
open class CLPlacemark: NSObject {
  /// The place's location.
  ///
  /// https://developer.apple.com/documentation/corelocation/clplacemark/location
  public let location: CLLocation?
  /// The place's name.
  ///
  /// https://developer.apple.com/documentation/corelocation/clplacemark/name
  public let name: String?
  /// The place's postal address.
  ///
  /// https://developer.apple.com/documentation/corelocation/clplacemark/postaladdress
  public let postalAddress: CNPostalAddress?

  /// Creates a placemark from a location, a name and an address; what Intents adds to
  /// CoreLocation so that extensions can make placemarks.
  ///
  /// https://developer.apple.com/documentation/corelocation/clplacemark/init(location:name:postaladdress:)
  public init(location: CLLocation, name: String?, postalAddress: CNPostalAddress?) {
    self.location = location
    self.name = name
    self.postalAddress = postalAddress
    super.init()
  }

  /// Creates a copy of a placemark.
  ///
  /// https://developer.apple.com/documentation/corelocation/clplacemark/init(placemark:)
  public init(placemark: CLPlacemark) {
    self.location = placemark.location
    self.name = placemark.name
    self.postalAddress = placemark.postalAddress
    super.init()
  }
}
