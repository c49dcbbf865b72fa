import InteractionModel
package import InteractionProjection

/// `header-not-on-top`: a visible empty-set view came below a view that takes room, so the user
/// sees the header lower down, or as a footer when nothing follows it (BNRun's bug, D7).
///
/// What SiriKit did (the empty set late, `empty-set-not-first`) is its own finding; this one is
/// what the controller made of it: a view of the empty set that takes room where it is not the
/// top. A controller that hides the late empty-set view (success with a zero size), or that
/// draws the header as part of the view that came first, has no such finding under any order.
public struct HeaderNotOnTop: InspectionRule {
  /// ``FindingCode/headerNotOnTop``, the code of every finding of this rule.
  public static let code = FindingCode.headerNotOnTop
  private static let hint =
    "Don't treat the empty-set call as the header: when it comes after a view was shown, hide "
    + "its view (success with a zero size) or draw the header in the view that came first."

  public init() {}

  /// Flags each empty-set view that takes room below another view that does.
  ///
  /// - Parameters:
  ///   - interaction: An interaction, finished or open: a view once shown below another stays
  ///     there whatever comes later.
  ///   - context: Not used by this rule.
  /// - Returns: A finding per such view, naming the views above it.
  public func findings(in interaction: InteractionReport, context: InspectionContext) -> [Finding] {
    guard let interface = interaction.interface else { return [] }
    let views = interface.shownViews
    return ShownView.lowHeaders(in: views).map { header in
      let view = views[header.position]
      let aboveText = header.above.map { "call \(views[$0].index)" }.joined(separator: ", ")
      // A recorded size may be infinite, or beyond what an Int holds: the text, never a trap.
      let rounded = view.height.rounded()
      let height = abs(rounded) < 1e15 ? String(Int64(rounded)) : String(view.height)
      return Self.finding(
        "the empty-set view of call \(view.index) (\(height) pt high) is shown below "
          + "\(aboveText)\(header.isAtBottom ? ": the header appears as a footer" : "")",
        evidence: header.above.map { interface.calls[$0].event }
          + [interface.calls[header.position].event],
        hint: Self.hint)
    }
  }
}

extension HeaderNotOnTop: ProjectionScreening {
  /// Whether a call after the first offered the empty set: only such a call's view can have a
  /// view above it.
  package func mayFind(in projected: ProjectedInteraction, context: InspectionContext) -> Bool {
    projected.interface.dropFirst().contains { $0.offered?.isEmpty == true }
  }
}
