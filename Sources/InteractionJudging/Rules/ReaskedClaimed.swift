import InteractionModel
package import InteractionProjection

/// `reasked-claimed`: a parameter was offered after an earlier completion had claimed it; SiriKit
/// documents that claimed parameters are never asked again (R7).
///
/// The running claimed set is ``UICall/claimedAfter`` of the call before; the evidence is the
/// completion that claimed the parameter first (``InterfacePhase/claims(before:)``: a call's
/// first completion, by the rule of ``ClaimedParameters``) and the call that offered it again.
public struct ReaskedClaimed: InspectionRule {
  /// ``FindingCode/reaskedClaimed``, the code of every finding of this rule.
  public static let code = FindingCode.reaskedClaimed

  public init() {}

  /// Flags each `configureView` call that offered a parameter an earlier completion had claimed.
  ///
  /// The evidence is the completion that first claimed each such parameter and the call that
  /// offered it again.
  ///
  /// - Parameters:
  ///   - interaction: A finished interaction, both phases and all completions in.
  ///   - context: Not used by this rule.
  /// - Returns: A finding per call that re-offered claimed parameters.
  public func findings(in interaction: InteractionReport, context: InspectionContext) -> [Finding] {
    guard let interface = interaction.interface else { return [] }
    var findings: [Finding] = []
    for call in interface.calls(of: .configureView) {
      let claimed = Set(interface.claimedBefore(call))
      let again = (call.offered ?? []).filter(claimed.contains)
      guard !again.isEmpty else { continue }
      let claims = interface.claims(before: call)
      let claimers = again.compactMap { parameter -> (call: Int, event: EventReference)? in
        guard let claimer = claims.firstClaimer(of: parameter),
          let completion = interface.calls[claimer - 1].completions.first
        else { return nil }
        return (claimer, completion.event)
      }
      let claimerText = claimers.map { "call \($0.call)" }
      findings.append(
        Self.finding(
          "call \(call.index) offered \(ParameterText.list(again)), already claimed by "
            + "\(Set(claimerText).sorted().joined(separator: ", ")) (R7)",
          evidence: Array(Set(claimers.map(\.event))).sorted(by: Self.fileOrder) + [call.event],
          hint:
            "A controller must not rely on being asked again for what it claimed; if a host "
            + "re-asks, show the parameter once (the recording shows a host departing from R7)."
        ))
    }
    return findings
  }

  private static func fileOrder(_ lhs: EventReference, _ rhs: EventReference) -> Bool {
    (lhs.file, lhs.sequence) < (rhs.file, rhs.sequence)
  }
}

extension ReaskedClaimed: ProjectionScreening {
  /// Whether a `configureView` call offered a parameter claimed before it: in the running set
  /// the call before it shows (``InterfacePhase/claimedBefore(_:)``).
  package func mayFind(in projected: ProjectedInteraction, context: InspectionContext) -> Bool {
    let calls = projected.interface
    for index in calls.indices.dropFirst() {
      // The call before it in the report is the one before it here, the interface holding UI
      // calls alone; were it not so, the report decides.
      guard calls[index - 1].isInterfaceCall, calls[index].isInterfaceCall else { return true }
      guard let offered = calls[index].offered, !calls[index - 1].claimedAfter.isEmpty else {
        continue
      }
      if offered.contains(where: calls[index - 1].claimedAfter.contains) { return true }
    }
    return false
  }
}
