import Foundation
import InteractionModel

/// Interactions shaped like the sample scenarios of Docs/SiriKit.md, shared by the tests.
enum Fixtures {
  /// S6: a search for accounts whose response lists two accounts.
  static let accounts = Interaction(
    intent: Intent(
      className: "INSearchForAccountsIntent", identifier: "intent-1",
      properties: ["accountNickname": "Checking", "organizationName": .null]),
    response: IntentResponse(
      className: "INSearchForAccountsIntentResponse",
      code: IntentResponse.Code(rawValue: 3, name: "success"),
      properties: [
        "accounts": [
          ["nickname": "Checking", "balance": ["amount": 12.5, "currencyCode": "EUR"]],
          ["nickname": "Savings", "balance": ["amount": 1_000, "currencyCode": "EUR"]],
        ]
      ]),
    handlingStatus: .success,
    direction: .outgoing,
    identifier: "interaction-accounts",
    groupIdentifier: "group-1",
    dateInterval: DateInterval(
      start: Date(timeIntervalSince1970: 1_714_557_600), duration: 1.5))

  /// S5: a ride request whose response holds a ride status with a list of waypoints.
  static let ride = Interaction(
    intent: Intent(
      className: "INRequestRideIntent",
      properties: ["partySize": 2, "pickupLocation": ["name": "Home"]]),
    response: IntentResponse(
      className: "INRequestRideIntentResponse",
      code: IntentResponse.Code(rawValue: 3, name: "success"),
      properties: [
        "rideStatus": [
          "pickupLocation": ["name": "Home", "latitude": 52.52],
          "waypoints": [["name": "Museum"], ["name": "Station"]],
        ]
      ]),
    handlingStatus: .success,
    identifier: "interaction-ride")

  /// S1: a workout started through the app, handled in the app, with no response yet.
  static let workout = Interaction(
    intent: Intent(
      className: "INStartWorkoutIntent",
      properties: ["workoutName": "run", "goalValue": 3.0, "isOpenEnded": false]),
    identifier: "interaction-workout")
}
