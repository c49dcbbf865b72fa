public import InteractionModel

/// One interface call's view as the user saw it: the controller's own view, a hidden one,
/// SiriKit's default view, or none; with the parameters it displays and the room it takes.
///
/// The views of an interaction stack top to bottom in the order their calls came
/// (``InterfacePhase/shownViews``): what a property of the snippet looks at, such as "the top
/// view is the header" (the empty set's view).
public struct ShownView: Hashable, Sendable {
  /// What the user sees of a call.
  public enum Kind: String, Hashable, Codable, Sendable {
    /// Success with a size that has an area: the controller's own view.
    case own
    /// A zero size (or no area), which hides the view (R9).
    case hidden
    /// Success false: SiriKit's default view for the offered parameters (R8); for the empty
    /// set there is nothing to show.
    case standard
    /// `configure`'s view, added to SiriKit's default interface (D5).
    case augmenting
    /// No completion came.
    case unanswered
    /// The log ends before a completion could come.
    case cutOff
  }

  /// SiriKit sizes its default view itself, so the log has no height for it: each of its rows
  /// stands for this many points.
  public static let defaultRowHeight = 44.0

  /// The call's 1-based position among the interaction's interface calls.
  public var index: Int
  /// What the user sees of it.
  public var kind: Kind
  /// The parameters offered, sorted; `nil` for `configure`.
  public var offered: [Parameter]?
  /// The parameters the view displays: what an own view claimed, or the offered parameters of
  /// SiriKit's default view; none for a hidden view or one that never answered.
  public var displayed: [Parameter]
  /// The first completion's size, the one SiriKit acts on.
  public var size: Size?
  /// The points the view takes on screen; 0 for a view that takes no room.
  public var height: Double

  /// The view of one call, from its first completion.
  ///
  /// - Parameter call: An interface call.
  public init(_ call: UICall) {
    index = call.index
    offered = call.offered
    size = call.completions.first?.size
    guard let first = call.completions.first else {
      kind = call.isCutOff ? .cutOff : .unanswered
      displayed = []
      height = 0
      return
    }
    let hasArea = first.size.width > 0 && first.size.height > 0
    if call.method == .configureView, first.success == false {
      kind = .standard
      displayed = call.offered ?? []
      height = Double(displayed.count) * Self.defaultRowHeight
    } else if !hasArea {
      kind = .hidden
      displayed = []
      height = 0
    } else {
      kind = call.method == .configure ? .augmenting : .own
      displayed = first.claimed ?? []
      height = first.size.height
    }
  }

  /// Whether the view takes room on screen.
  public var takesRoom: Bool { height > 0 }
  /// Whether this is the view of a `configureView` call with the empty set: the header, in
  /// SiriKit's documented order.
  public var isEmptySet: Bool { offered?.isEmpty == true }
}
