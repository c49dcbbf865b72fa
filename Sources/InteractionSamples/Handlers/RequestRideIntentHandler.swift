package import InteractionModel

/// Handles `INRequestRideIntent` as a ride-booking sample does (S5): pickup and drop-off
/// required, party size optional, confirm `ready`, handle `success` with the ride's status.
///
/// From Maps only `handle` is called (R14), so it books the ride without the resolved values.
package final class RequestRideIntentHandler: IntentResolving, IntentConfirming {
  /// Pickup, drop-off, party size.
  package let resolvableParameters = ["pickupLocation", "dropOffLocation", "partySize"]

  package init() {}

  /// Resolves a location (needed) or the party size (not required when missing).
  package func resolve(
    parameter name: String, for intent: Intent,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void
  ) {
    let value = intent[name].flatMap { $0.isNull ? nil : $0 }
    switch name {
    case "pickupLocation", "dropOffLocation":
      completion([value.map(ResolutionResult.success) ?? .needsValue])
    default:
      completion([value.map(ResolutionResult.success) ?? .notRequired])
    }
  }

  /// Confirms with `ready`.
  package func confirm(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(IntentResponse(className: "INRequestRideIntentResponse", code: .ready))
  }

  /// Books the ride: `success`, with the ride status.
  package func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(SampleScenarios.requestRideResponse)
  }
}
