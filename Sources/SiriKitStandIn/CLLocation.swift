public import Foundation

/// A geographic location.
///
/// https://developer.apple.com/documentation/corelocation/cllocation
open class CLLocation: NSObject {
  /// The location's latitude and longitude.
  ///
  /// https://developer.apple.com/documentation/corelocation/cllocation/coordinate
  public let coordinate: CLLocationCoordinate2D

  /// Creates a location from a latitude and a longitude.
  ///
  /// https://developer.apple.com/documentation/corelocation/cllocation/init(latitude:longitude:)
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    super.init()
  }
}
