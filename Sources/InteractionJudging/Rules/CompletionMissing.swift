import InteractionModel
package import InteractionProjection

/// `completion-missing`: a call's completion never came.
///
/// A call cut off by a log that ends without its `end` event (a crash, a torn tail) is not
/// flagged: its completion may have come after the log stopped (``UICall/isCutOff``). Nor is a
/// call of an interaction still open: its completion may yet come.
public struct CompletionMissing: InspectionRule {
  /// ``FindingCode/completionMissing``, the code of every finding of this rule.
  public static let code = FindingCode.completionMissing

  public init() {}

  /// Flags each handling and UI call that has no completion and was not cut off by the end of
  /// the log.
  ///
  /// - Parameters:
  ///   - interaction: A finished interaction, both phases and all completions in.
  ///   - context: Whether the interaction is still open (nothing is missing yet then).
  /// - Returns: A finding per call without a completion, handling calls first.
  public func findings(in interaction: InteractionReport, context: InspectionContext) -> [Finding] {
    guard !context.isInteractionOpen else { return [] }
    var findings: [Finding] = []
    for call in interaction.handling?.calls ?? [] where call.completions.isEmpty && !call.isCutOff {
      findings.append(
        Self.finding(
          "\(call.label) on \(call.instance ?? "an unknown instance") never completed",
          evidence: [call.event],
          hint:
            "Call the completion on every path, once, even when failing "
            + "(SiriKit waits, then gives up on the extension)."))
    }
    for call in interaction.interface?.calls ?? [] where call.completions.isEmpty && !call.isCutOff
    {
      findings.append(
        Self.finding(
          "\(call.method.rawValue) call \(call.index) on "
            + "\(call.instance ?? "an unknown instance") never completed",
          evidence: [call.event],
          hint:
            "Call the completion on every path, once; for parameters you don't show, answer "
            + "(false, [], .zero)."))
    }
    return findings
  }
}

extension CompletionMissing: ProjectionScreening {
  /// Whether a call of either phase got no completion and was not cut off.
  package func mayFind(in projected: ProjectedInteraction, context: InspectionContext) -> Bool {
    guard !context.isInteractionOpen else { return false }
    let isMissing = { (call: ProjectedCall) in !call.isCutOff && call.reportsNoCompletion }
    return projected.interface.contains(where: isMissing)
      || projected.handling?.calls.contains(where: isMissing) == true
  }
}
