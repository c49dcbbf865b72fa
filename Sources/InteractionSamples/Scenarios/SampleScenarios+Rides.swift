package import InteractionModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension SampleScenarios {
  /// A ride for two from home to the central station.
  package static let requestRideIntent = Intent(
    className: "INRequestRideIntent", identifier: "request-ride",
    properties: [
      "pickupLocation": home, "dropOffLocation": station, "partySize": 2,
      "rideOptionName": "Standard",
    ])

  /// The ride is booked (`success`, 3), with its status: pickup and drop-off, the estimated pickup
  /// time and the driver.
  package static let requestRideResponse = IntentResponse(
    className: "INRequestRideIntentResponse", code: code(3, "success"),
    properties: ["rideStatus": rideStatus(phase: "confirmed", minutesToPickup: 8)])

  /// The ride status Maps delivers while the ride approaches, as versions of one
  /// `INGetRideStatusIntent` interaction for repeated `configure` calls (R11, R14): the same
  /// identifier, a response whose status changes.
  package static let rideStatusUpdates: [Interaction] = [
    ("approachingPickup", 3), ("pickup", 0),
  ].map { update in
    Interaction(
      intent: Intent(className: "INGetRideStatusIntent", identifier: "get-ride-status"),
      response: IntentResponse(
        className: "INGetRideStatusIntentResponse", code: code(3, "success"),
        properties: [
          "rideStatus": rideStatus(phase: update.0, minutesToPickup: update.1)
        ]),
      handlingStatus: .success, direction: .outgoing,
      identifier: "S5-status")
  }

  /// S5: the booked ride's status; the pickup-location call claims pickup, drop-off and pickup
  /// time, so only the driver row is offered after it.
  package static let requestRide = SampleScenario(
    name: "S5", summary: "ride status: a superset claim suppresses later rows",
    interaction: Interaction(
      intent: requestRideIntent, response: requestRideResponse, handlingStatus: .success,
      direction: .outgoing, identifier: "S5"),
    makeController: { RideStatusViewController() })

  private static let home: Value = [
    "name": "Home", "latitude": 52.5200, "longitude": 13.4050,
  ]
  private static let station: Value = [
    "name": "Central Station", "latitude": 52.5251, "longitude": 13.3694,
  ]

  private static func rideStatus(phase: String, minutesToPickup: Int) -> Value {
    // A fixed time, so that every run builds equal values.
    let booked = Date(timeIntervalSince1970: 1_795_000_000)
    return [
      "rideIdentifier": "ride-1", "phase": .string(phase), "pickupLocation": home,
      "dropOffLocation": station,
      "estimatedPickupDate": .date(booked.addingTimeInterval(Double(minutesToPickup) * 60)),
      "driver": ["displayName": "Sam", "rating": "4.9", "phoneNumber": "+1 555 0100"],
    ]
  }
}
