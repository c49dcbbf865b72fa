package import InteractionModel

/// An Intents UI controller that claims more than it was offered, as Apple's article suggests
/// (R7, S5).
///
/// Asked for the ride's pickup location, it shows pickup, drop-off and pickup time together and
/// claims all three. It leaves the empty set and every other row to the default interface.
package final class RideStatusViewController: ParameterViewConfiguring {
  /// The ride view's size.
  package static let rideSize = Size(width: 320, height: 200)

  package init() {}

  /// Shows the ride for the pickup location.
  package func configureView(
    for parameters: Set<Parameter>, of interaction: Interaction,
    interactiveBehavior: InteractiveBehavior, context: HostedViewContext,
    completion: @escaping @Sendable (Bool, Set<Parameter>, Size) -> Void
  ) {
    // The response's class, so that it works for INGetRideStatusIntentResponse too.
    guard let responseClass = interaction.response?.className, !parameters.isEmpty,
      let pickup = try? Parameter(for: responseClass, keyPath: "rideStatus.pickupLocation"),
      parameters.contains(pickup)
    else {
      completion(false, parameters, .zero)
      return
    }
    let shown = ["pickupLocation", "dropOffLocation", "estimatedPickupDate"].compactMap {
      try? Parameter(for: responseClass, keyPath: "rideStatus.\($0)")
    }
    completion(true, Set(shown), Self.rideSize)
  }
}
