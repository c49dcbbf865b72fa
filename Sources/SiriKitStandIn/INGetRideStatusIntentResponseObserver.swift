public import Foundation

/// What receives a ride's status as it changes, after `startSendingUpdates(for:to:)`.
///
/// https://developer.apple.com/documentation/intents/ingetridestatusintentresponseobserver
public protocol INGetRideStatusIntentResponseObserver: NSObjectProtocol {
  /// Delivers a new status of the ride.
  ///
  /// https://developer.apple.com/documentation/intents/ingetridestatusintentresponseobserver/didupdate(getridestatus:)
  func didUpdate(getRideStatus response: INGetRideStatusIntentResponse)
}
