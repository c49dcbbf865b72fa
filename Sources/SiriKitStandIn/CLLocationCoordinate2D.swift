/// A latitude and a longitude in degrees.
///
/// https://developer.apple.com/documentation/corelocation/cllocationcoordinate2d
public struct CLLocationCoordinate2D: Sendable {
  /// The latitude; north is positive.
  ///
  /// https://developer.apple.com/documentation/corelocation/cllocationcoordinate2d/latitude
  public var latitude: CLLocationDegrees
  /// The longitude; east is positive.
  ///
  /// https://developer.apple.com/documentation/corelocation/cllocationcoordinate2d/longitude
  public var longitude: CLLocationDegrees

  /// Creates a coordinate.
  ///
  /// https://developer.apple.com/documentation/corelocation/cllocationcoordinate2d/init(latitude:longitude:)
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// An angle in degrees.
///
/// https://developer.apple.com/documentation/corelocation/cllocationdegrees
public typealias CLLocationDegrees = Double
