package import InteractionProjection

/// A rule that can tell from the projection alone, before any report is built, that it finds
/// nothing in an interaction.
///
/// Building an interaction's report costs about what running every rule on it costs; a
/// rendering that shows only interactions with findings would build it, for most of a fleet's
/// interactions, to print nothing. The fold asks each rule first
/// (``InspectionConfiguration/briefsCleanInteractions``), and builds the report only when one
/// of them may find something.
package protocol ProjectionScreening: InspectionRule {
  /// Whether the rule may find something in the interaction: `false` only when
  /// ``InspectionRule/findings(in:context:)`` returns nothing for its report.
  ///
  /// - Parameters:
  ///   - projected: A finished interaction, as the projection assembled it.
  ///   - context: What the rule may know beyond the interaction.
  /// - Returns: `false` when the rule certainly finds nothing; `true` when it may.
  func mayFind(in projected: ProjectedInteraction, context: InspectionContext) -> Bool
}
