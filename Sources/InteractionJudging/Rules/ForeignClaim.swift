import InteractionModel
package import InteractionProjection

/// `foreign-claim`: a controller claimed a parameter whose class is neither the intent's nor the
/// response's (D4, D6).
///
/// The classes come from the interaction's snapshot, or, without one, from the handling phase's
/// intent and responses; with neither known the rule says nothing. While the interaction is open
/// it says nothing either: a response still to come may make a claimed class its own.
public struct ForeignClaim: InspectionRule {
  /// ``FindingCode/foreignClaim``, the code of every finding of this rule.
  public static let code = FindingCode.foreignClaim

  public init() {}

  /// Flags each UI completion that claimed parameters of a class other than the intent's or the
  /// response's.
  ///
  /// - Parameters:
  ///   - interaction: A finished interaction, both phases and all completions in.
  ///   - context: Whether the interaction is still open (its classes may not all be known).
  /// - Returns: A finding per completion with a foreign claim; none when the interaction's
  ///   classes are unknown.
  public func findings(in interaction: InteractionReport, context: InspectionContext) -> [Finding] {
    guard !context.isInteractionOpen, let interface = interaction.interface else { return [] }
    // Most claims name the snapshot's intent or response, which are own classes: that is known
    // without gathering the set.
    if let snapshot = interaction.snapshot {
      let intentClass = snapshot.intent.className
      let responseClass = snapshot.response?.className
      let claimsOwnOnly = interface.calls.allSatisfy { call in
        call.completions.allSatisfy { completion in
          (completion.claimed ?? []).allSatisfy {
            $0.className == intentClass || $0.className == responseClass
          }
        }
      }
      if claimsOwnOnly { return [] }
    }
    let own = interaction.ownClassNames
    guard !own.isEmpty else { return [] }
    var findings: [Finding] = []
    for call in interface.calls {
      for completion in call.completions {
        let foreign = (completion.claimed ?? []).filter { !own.contains($0.className) }
        guard !foreign.isEmpty else { continue }
        findings.append(
          Self.finding(
            "call \(call.index) claimed \(ParameterText.list(foreign)), which belong to neither "
              + own.sorted().joined(separator: " nor "),
            evidence: [call.event, completion.event],
            hint:
              "Build claimed parameters from the interaction's intent or response class "
              + "(INParameter(for: type(of: interaction.intent), keyPath:)); SiriKit ignores "
              + "others."))
      }
    }
    return findings
  }
}

extension ForeignClaim: ProjectionScreening {
  /// Whether a completion claimed a parameter of a class other than the snapshot's intent's
  /// and response's, or there is no snapshot to tell.
  package func mayFind(in projected: ProjectedInteraction, context: InspectionContext) -> Bool {
    guard !context.isInteractionOpen, !projected.interface.isEmpty else { return false }
    let snapshots = projected.snapshots
    let hasSnapshot = !snapshots.isEmpty
    let intentClass = hasSnapshot ? snapshots[0].interaction.intent.className : nil
    let responseClass = hasSnapshot ? snapshots[0].interaction.response?.className : nil
    return projected.interface.contains { call in
      call.isInterfaceCall
        && call.completions.contains { completion in
          (completion.claimed ?? []).contains {
            !hasSnapshot || ($0.className != intentClass && $0.className != responseClass)
          }
        }
    }
  }
}
