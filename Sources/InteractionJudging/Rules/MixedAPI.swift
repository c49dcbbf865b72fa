import InteractionModel
package import InteractionProjection

/// `mixed-api`: both `configure` and `configureView` were called for one interaction; iOS 11 and
/// later call only `configureView` when a controller implements both (R10).
///
/// Only calls that were made count: a controller that implements both methods and gets only
/// `configureView` calls is fine.
public struct MixedAPI: InspectionRule {
  /// ``FindingCode/mixedAPI``, the code of every finding of this rule.
  public static let code = FindingCode.mixedAPI

  public init() {}

  /// Flags an interaction that received both `configureView` and `configure` calls.
  ///
  /// The evidence is the first call of each method, the earlier one first.
  ///
  /// - Parameters:
  ///   - interaction: A finished interaction, both phases and all completions in.
  ///   - context: Not used by this rule.
  /// - Returns: One finding, or none.
  public func findings(in interaction: InteractionReport, context: InspectionContext) -> [Finding] {
    guard let interface = interaction.interface,
      let view = interface.calls(of: .configureView).first,
      let configure = interface.calls(of: .configure).first
    else { return [] }
    let (earlier, later) = view.index < configure.index ? (view, configure) : (configure, view)
    return [
      Self.finding(
        "both configureView (call \(view.index)) and configure (call \(configure.index)) were "
          + "called for this interaction (R10)",
        evidence: [earlier.event, later.event],
        hint:
          "A recording from one platform has one method only: check the host (iOS 10 calls "
          + "configure, iOS 11 and later only configureView) and replay with the recorded one.")
    ]
  }
}

extension MixedAPI: ProjectionScreening {
  /// Whether both `configureView` and `configure` were called.
  package func mayFind(in projected: ProjectedInteraction, context: InspectionContext) -> Bool {
    let kinds = projected.interface.map { $0.kind(onInterfaceSide: true) }
    return kinds.contains(.configureView) && kinds.contains(.configure)
  }
}
