/// Where SiriKit shows an Intents UI extension's view, mirroring `INUIHostedViewContext`.
///
/// The raw values are SiriKit's, so a value captured on iOS converts with `init(rawValue:)`.
public enum HostedViewContext: Int, CaseIterable, Hashable, Codable, Sendable {
  /// The view appears in a Siri snippet.
  case siriSnippet = 0
  /// The view appears in a Maps card; a controller must not add a map view here.
  case mapsCard = 1
}
