import Foundation
package import InteractionModel

#if os(iOS) || os(watchOS)
package import Intents
#else
package import SiriKitStandIn
#endif

extension INRideStatus: ModelValueConvertible {
  /// `{"rideIdentifier": "ride-1", "phase": "confirmed", "driver": {…}, "pickupLocation": {…},
  /// "dropOffLocation": {…}, "estimatedPickupDate": …}`, each only when set (the phase unless
  /// unknown); the driver as `{"displayName", "phoneNumber", "rating"}`.
  package var modelValue: Value {
    var members: [String: Value] = [:]
    if let rideIdentifier { members["rideIdentifier"] = .string(rideIdentifier) }
    if phase != .unknown { members["phase"] = phase.modelValue }
    if let driver { members["driver"] = Self.modelValue(of: driver) }
    if let pickupLocation { members["pickupLocation"] = pickupLocation.modelValue }
    if let dropOffLocation { members["dropOffLocation"] = dropOffLocation.modelValue }
    if let estimatedPickupDate { members["estimatedPickupDate"] = .date(estimatedPickupDate) }
    if let estimatedDropOffDate { members["estimatedDropOffDate"] = .date(estimatedDropOffDate) }
    if let estimatedPickupEndDate {
      members["estimatedPickupEndDate"] = .date(estimatedPickupEndDate)
    }
    return .object(members)
  }

  package static func converted(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> Self
  {
    let members = try modelValue.members(of: "INRideStatus")
    let status = INRideStatus()
    status.rideIdentifier = try members.optionalString("rideIdentifier")
    status.phase = try members.optional("phase", as: INRidePhase.self) ?? .unknown
    if let driver = members["driver"], !driver.isNull {
      do {
        status.driver = try rideDriver(fromModelValue: driver)
      } catch {
        throw error.within("driver")
      }
    }
    status.pickupLocation = try members.optional("pickupLocation", as: CLPlacemark.self)
    status.dropOffLocation = try members.optional("dropOffLocation", as: CLPlacemark.self)
    status.estimatedPickupDate = try members.optional("estimatedPickupDate", as: Date.self)
    status.estimatedDropOffDate = try members.optional("estimatedDropOffDate", as: Date.self)
    status.estimatedPickupEndDate = try members.optional("estimatedPickupEndDate", as: Date.self)
    return try exactly(status)
  }

  /// A driver in the recordings' shape: an `INRideDriver` is an `INPerson`, whose own
  /// conversion has another shape, so the ride status converts its driver itself.
  private static func modelValue(of driver: INRideDriver) -> Value {
    var members: [String: Value] = ["displayName": .string(driver.displayName)]
    // Apple's initializer takes a phone number; an empty one stands for none.
    if let phoneNumber = driver.phoneNumber, !phoneNumber.isEmpty {
      members["phoneNumber"] = .string(phoneNumber)
    }
    if let rating = driver.rating { members["rating"] = .string(rating) }
    return .object(members)
  }

  private static func rideDriver(fromModelValue modelValue: Value) throws(SiriKitConversionError)
    -> INRideDriver
  {
    let members = try modelValue.members(of: "INRideDriver")
    return INRideDriver(
      phoneNumber: try members.optionalString("phoneNumber") ?? "", nameComponents: nil,
      displayName: try members.optionalString("displayName"), image: nil,
      rating: try members.optionalString("rating"))
  }
}
