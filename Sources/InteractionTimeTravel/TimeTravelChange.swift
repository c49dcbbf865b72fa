/// What one position changed in its interaction: the compact state a timeline keeps, replayed
/// from the interaction's first position (the long session's page stays small this way).
struct TimeTravelChange: Hashable, Sendable {
  /// The views that are new or changed, by their index.
  var views: [TimeTravelView] = []
  /// The claimed set, when it changed.
  var claimed: [String]?
  /// The handling run's state, when it changed.
  var handling: String?

  var isEmpty: Bool { views.isEmpty && claimed == nil && handling == nil }
}
