package import InteractionModel

/// An Intents UI controller that augments the default interface with `configure` only, as a ride
/// card in Maps does.
///
/// SiriKit makes one instance and Maps calls `configure` on it again with each ride-status update
/// (R11). It keeps the ride phases it was shown.
package final class RideCardViewController: InteractionConfiguring {
  /// The card's size in a Siri snippet.
  package static let snippetSize = Size(width: 320, height: 140)
  /// The card's size in Maps, smaller and without a map view (R12).
  package static let mapsCardSize = Size(width: 320, height: 96)

  /// The ride phases shown, in order, one per `configure` call.
  package private(set) var phasesShown: [String] = []

  package init() {}

  /// Shows the ride's phase.
  ///
  /// - Parameters:
  ///   - interaction: The interaction, or a later ride-status update.
  ///   - context: Where the card appears.
  ///   - completion: Called once.
  package func configure(
    with interaction: Interaction, context: HostedViewContext,
    completion: @escaping @Sendable (Size) -> Void
  ) {
    phasesShown.append(interaction.response?["rideStatus"]?["phase"]?.stringValue ?? "unknown")
    completion(context == .mapsCard ? Self.mapsCardSize : Self.snippetSize)
  }
}
