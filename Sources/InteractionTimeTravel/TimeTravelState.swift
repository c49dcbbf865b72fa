/// An interaction as it stands right after one position of a ``TimeTravelTimeline``.
public struct TimeTravelState: Hashable, Sendable {
  /// The interaction's identifier; `nil` when the event belongs to none yet.
  public var interaction: String?
  /// The views delivered so far, top to bottom as the user sees them.
  public var views: [TimeTravelView]
  /// The parameters claimed so far, in the order the answers came.
  public var claimed: [String]
  /// The handling run's state: its last call and answer, and how many calls it had.
  public var handling: String
  /// The findings about the interaction provable by this position, and any finding of another
  /// interaction that becomes provable exactly here.
  public var findings: [TimeTravelFinding]
}
