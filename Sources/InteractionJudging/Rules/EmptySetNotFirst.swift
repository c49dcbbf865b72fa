import InteractionModel
package import InteractionProjection

/// `empty-set-not-first`: the empty-set `configureView` call was not the first call of the
/// interaction, or never came (R4; BNRun's header shown as a footer, D7).
///
/// Interactions without `configureView` calls (`configure` only) are not concerned; one cut by
/// the end of a log that never had its empty-set call is not flagged, as it might have come, nor
/// is one still open that has not had it yet.
public struct EmptySetNotFirst: InspectionRule {
  /// ``FindingCode/emptySetNotFirst``, the code of every finding of this rule.
  public static let code = FindingCode.emptySetNotFirst
  private static let hint =
    "Don't treat the empty-set call as the header: lay its view out so it also works last, "
    + "or hide it (success with a zero size)."

  public init() {}

  /// Flags an interaction whose first `configureView` call offered a non-empty set.
  ///
  /// The finding names the call that came first and, if the empty-set call came later, that call
  /// too; an interaction with no empty-set call at all is flagged unless the log was cut off.
  ///
  /// - Parameters:
  ///   - interaction: A finished interaction, both phases and all completions in.
  ///   - context: Whether the interaction is still open (the empty-set call may yet come).
  /// - Returns: One finding, or none.
  public func findings(in interaction: InteractionReport, context: InspectionContext) -> [Finding] {
    guard let calls = interaction.interface?.calls(of: .configureView),
      let first = calls.first, !first.offersEmptySet
    else { return [] }
    if let empty = calls.first(where: \.offersEmptySet) {
      return [
        Self.finding(
          "the empty-set configureView call came as call \(empty.index), after call "
            + "\(first.index) offered \(ParameterText.list(first.offered ?? [])); "
            + "SiriKit documents it first (R4)",
          evidence: [first.event, empty.event], hint: Self.hint)
      ]
    }
    guard !interaction.isTruncated, !context.isInteractionOpen else { return [] }
    return [
      Self.finding(
        "no empty-set configureView call came; the first call, \(first.index), offered "
          + "\(ParameterText.list(first.offered ?? [])) (R4)",
        evidence: [first.event], hint: Self.hint)
    ]
  }
}

extension EmptySetNotFirst: ProjectionScreening {
  /// Whether the first `configureView` call offered a non-empty set: only then is there a
  /// finding.
  package func mayFind(in projected: ProjectedInteraction, context: InspectionContext) -> Bool {
    guard let first = projected.interface.first(where: { $0.method.kind == .configureView })
    else { return false }
    guard case .configureView(let parameters, _, _) = first.method else { return true }
    return !parameters.isEmpty
  }
}
