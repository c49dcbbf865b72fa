/// What the user can do with an Intents UI view, mirroring `INUIInteractiveBehavior`.
///
/// The raw values are SiriKit's, so a value captured on iOS converts with `init(rawValue:)`.
public enum InteractiveBehavior: Int, CaseIterable, Hashable, Codable, Sendable {
  /// The view has no interaction.
  case none = 0
  /// The view shows a navigation chevron to more detail.
  case nextView = 1
  /// The view shows a button that leaves the current context.
  case launch = 2
  /// The whole view is a large tap target.
  case genericAction = 3
}
