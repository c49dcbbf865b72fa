public import InteractionJudging
public import InteractionModel

/// One interface call's view as the user sees it at a moment of a ``TimeTravelTimeline``.
public struct TimeTravelView: Hashable, Sendable {
  /// The call's 1-based number in its interaction, as `ilog inspect` numbers the calls.
  public var index: Int
  /// The offered parameters' names, sorted; empty for the empty set, `nil` for `configure`.
  public var offered: [String]?
  /// What the call claimed so far (its first completion), by name.
  public var claimed: [String]
  /// The first completion's size; `nil` before it came.
  public var size: Size?
  /// What the user sees of it.
  public var kind: ShownView.Kind
  /// The points it takes on screen, top to bottom; 0 for a view that takes no room.
  public var height: Double

  /// A view; each argument is the property of the same name.
  public init(
    index: Int, offered: [String]?, claimed: [String], size: Size?, kind: ShownView.Kind,
    height: Double
  ) {
    self.index = index
    self.offered = offered
    self.claimed = claimed
    self.size = size
    self.kind = kind
    self.height = height
  }

  /// The view of `call` as it stands: from its first completion if one came.
  init(_ call: UICall) {
    let shown = ShownView(call)
    self.init(
      index: call.index, offered: call.offered.map { $0.map(\.description).sorted() },
      claimed: call.claimed.map(\.description), size: shown.size, kind: shown.kind,
      height: shown.height)
  }
}
