import InteractionModel

/// `parameter-shown-twice`: one parameter is displayed by two views of one interaction: two own
/// views that claimed it, or an own view and SiriKit's default view for a call that offered it
/// again and was answered with success false (R7, R8).
///
/// SiriKit asking for a claimed parameter again is its own finding (`reasked-claimed`); this one
/// is what the user sees when the controller shows it again instead of hiding it.
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
    var firstShown: [Parameter: ShownView] = [:]
    var findings: [Finding] = []
    var reported = Set<Parameter>()
    for view in interface.shownViews where view.takesRoom {
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

  private static func describe(_ view: ShownView) -> String {
    view.kind == .standard ? "SiriKit's default view" : "its own view"
  }
}
