public import InteractionModel

/// Where the hosted view appears, and for Maps the updates it receives while on screen.
public enum HostedViewPresentation: Hashable, Sendable {
  /// In a Siri snippet.
  case siriSnippet
  /// In a Maps card. A controller that augments the default interface through
  /// `configure(with:context:completion:)` receives each update by another `configure` call on the
  /// same instance (R11), such as a ride status from a later `INGetRideStatusIntent`. Apple
  /// documents no updates for `configureView`, so a controller that uses it receives none.
  case mapsCard(updates: [Interaction] = [])

  /// The context passed to the controller's methods.
  public var context: HostedViewContext {
    switch self {
    case .siriSnippet: .siriSnippet
    case .mapsCard: .mapsCard
    }
  }

  /// The interactions delivered by later `configure` calls, after the first.
  public var updates: [Interaction] {
    switch self {
    case .siriSnippet: []
    case .mapsCard(let updates): updates
    }
  }
}
