import InteractionModel
package import InteractionProjection

/// `parameter-shown-twice`: one parameter is displayed by two views of one interaction: two own
/// views that claimed it, or an own view and SiriKit's default view (a call answered with success
/// false, R8), as when a view claims more than it was offered after that row was shown (R7).
///
/// A call that offered only parameters claimed already is SiriKit asking again
/// (`reasked-claimed`): what its view shows is SiriKit's doing, which a controller, made anew
/// for each call, cannot tell from a first offer, so its view is left out here.
public struct ParameterShownTwice: InspectionRule {
  /// ``FindingCode/parameterShownTwice``, the code of every finding of this rule.
  public static let code = FindingCode.parameterShownTwice
  private static let hint =
    "Show each parameter once: when a parameter shown already is offered again, answer with "
    + "success and a zero size rather than a view or SiriKit's default view."

  public init() {}

  /// Flags each parameter that two or more views display, once, at the second view.
  ///
  /// - Parameters:
  ///   - interaction: An interaction, finished or open: a parameter shown twice stays so.
  ///   - context: Not used by this rule.
  /// - Returns: A finding per parameter, in the order of the views that showed it again.
  public func findings(in interaction: InteractionReport, context: InspectionContext) -> [Finding] {
    guard let interface = interaction.interface else { return [] }
    // A parameter shown twice takes two views that take room and display something.
    let views = interface.shownViews
    guard views.lazy.filter({ $0.takesRoom && !$0.displayed.isEmpty }).count >= 2 else {
      return []
    }
    var firstShown: [Parameter: ShownView] = [:]
    var findings: [Finding] = []
    var reported = Set<Parameter>()
    for view in views where view.takesRoom && !Self.isReasked(view, in: interface) {
      for parameter in view.displayed {
        guard let earlier = firstShown[parameter] else {
          firstShown[parameter] = view
          continue
        }
        guard reported.insert(parameter).inserted else { continue }
        findings.append(
          Self.finding(
            "\(parameter) is displayed by call \(earlier.index) (\(Self.describe(earlier))) "
              + "and again by call \(view.index) (\(Self.describe(view)))",
            evidence: [
              interface.calls[earlier.index - 1].event, interface.calls[view.index - 1].event,
            ],
            hint: Self.hint))
      }
    }
    return findings
  }

  /// Whether the view's call offered a non-empty set that calls before it had all claimed.
  private static func isReasked(_ view: ShownView, in interface: InterfacePhase) -> Bool {
    guard let offered = view.offered, !offered.isEmpty else { return false }
    let claimedBefore = Set(interface.claimedBefore(interface.calls[view.index - 1]))
    return claimedBefore.isSuperset(of: offered)
  }

  private static func describe(_ view: ShownView) -> String {
    view.kind == .standard ? "SiriKit's default view" : "its own view"
  }
}

extension ParameterShownTwice: ProjectionScreening {
  /// Whether two UI calls may display one parameter: one each call's first completion claimed,
  /// or, answered without success, that it offered.
  package func mayFind(in projected: ProjectedInteraction, context: InspectionContext) -> Bool {
    // An interaction shows a few parameters: comparing is cheaper than hashing them.
    var seen: [Parameter] = []
    let calls = projected.interface
    for index in calls.indices where calls[index].isInterfaceCall {
      guard let first = calls[index].completions.firstIndex(where: \.isInterfaceAnswer) else {
        continue
      }
      let completion = calls[index].completions[first]
      var shown = completion.claimed ?? []
      if completion.isUnsuccessfulView { shown += calls[index].offered ?? [] }
      if shown.contains(where: seen.contains) { return true }
      seen += shown
    }
    return false
  }
}
