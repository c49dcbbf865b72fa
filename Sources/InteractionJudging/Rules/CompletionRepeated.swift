import InteractionModel
package import InteractionProjection

/// `completion-repeated`: a call's completion came more than once (D7, S4).
///
/// SiriKit acts on the first answer; the later ones show a path that falls through.
public struct CompletionRepeated: InspectionRule {
  /// ``FindingCode/completionRepeated``, the code of every finding of this rule.
  public static let code = FindingCode.completionRepeated

  public init() {}

  /// Flags each handling and UI call whose completion came more than once.
  ///
  /// The evidence is the call and every one of its completions; for a UI call whose completions
  /// answered different success flags, the explanation lists them in order.
  ///
  /// - Parameters:
  ///   - interaction: A finished interaction, both phases and all completions in.
  ///   - context: Not used by this rule.
  /// - Returns: A finding per call completed more than once, handling calls first.
  public func findings(in interaction: InteractionReport, context: InspectionContext) -> [Finding] {
    let hint = "Return right after calling the completion; exactly one call per path."
    var findings: [Finding] = []
    for call in interaction.handling?.calls ?? [] where call.completions.count > 1 {
      findings.append(
        Self.finding(
          "\(call.label) on \(call.instance ?? "an unknown instance") completed "
            + "\(call.completions.count) times",
          evidence: [call.event] + call.completions.map(\.event), hint: hint))
    }
    for call in interaction.interface?.calls ?? [] where call.completions.count > 1 {
      findings.append(
        Self.finding(
          "\(call.method.rawValue) call \(call.index) completed \(call.completions.count) times"
            + Self.answers(call),
          evidence: [call.event] + call.completions.map(\.event), hint: hint))
    }
    return findings
  }

  private static func answers(_ call: UICall) -> String {
    let successes = call.completions.compactMap(\.success)
    guard successes.count == call.completions.count, Set(successes).count > 1 else { return "" }
    return " (success " + successes.map(String.init).joined(separator: ", then ") + ")"
  }
}

extension CompletionRepeated: ProjectionScreening {
  /// Whether a call of either phase got more than one completion (its report keeps at most as
  /// many as the projection).
  package func mayFind(in projected: ProjectedInteraction, context: InspectionContext) -> Bool {
    projected.interface.contains { $0.completions.count > 1 }
      || projected.handling?.calls.contains { $0.completions.count > 1 } == true
  }
}
