public import Foundation

/// Where a ride stands: its phase, driver, places and times, as a ride request or a ride status
/// answers it.
///
/// https://developer.apple.com/documentation/intents/inridestatus
///
/// The stand-in declares the properties the bridge converts; Apple's class also has the
/// vehicle, the ride option, the completion status, waypoints and user activities.
open class INRideStatus: NSObject {
  /// The app's identifier of the ride.
  ///
  /// https://developer.apple.com/documentation/intents/inridestatus/rideidentifier
  open var rideIdentifier: String?
  /// Where the ride is.
  ///
  /// https://developer.apple.com/documentation/intents/inridestatus/phase
  open var phase: INRidePhase = .unknown
  /// The driver.
  ///
  /// https://developer.apple.com/documentation/intents/inridestatus/driver
  open var driver: INRideDriver?
  /// When the driver should reach the pickup location.
  ///
  /// https://developer.apple.com/documentation/intents/inridestatus/estimatedpickupdate
  open var estimatedPickupDate: Date?
  /// When the ride should end.
  ///
  /// https://developer.apple.com/documentation/intents/inridestatus/estimateddropoffdate
  open var estimatedDropOffDate: Date?
  /// The latest the pickup should happen.
  ///
  /// https://developer.apple.com/documentation/intents/inridestatus/estimatedpickupenddate
  open var estimatedPickupEndDate: Date?
  /// Where the ride starts.
  ///
  /// https://developer.apple.com/documentation/intents/inridestatus/pickuplocation
  open var pickupLocation: CLPlacemark?
  /// Where the ride ends.
  ///
  /// https://developer.apple.com/documentation/intents/inridestatus/dropofflocation
  open var dropOffLocation: CLPlacemark?

  /// Creates a status with every property unset and the phase unknown.
  ///
  /// https://developer.apple.com/documentation/intents/inridestatus
  public override init() {
    super.init()
  }

  /// Whether `object` is of this class with equal values.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? INRideStatus else { return false }
    return rideIdentifier == other.rideIdentifier && phase == other.phase
      && driver == other.driver && estimatedPickupDate == other.estimatedPickupDate
      && estimatedDropOffDate == other.estimatedDropOffDate
      && estimatedPickupEndDate == other.estimatedPickupEndDate
      && pickupLocation == other.pickupLocation && dropOffLocation == other.dropOffLocation
  }

  /// A hash that equal objects share.
  ///
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418561-hash
  open override var hash: Int { rideIdentifier?.hashValue ?? phase.rawValue }
}
