import InteractionModel
package import InteractionProjection

/// `instance-reused`: `configureView` was called twice on one controller instance; SiriKit calls
/// it on a new instance each time (R3).
///
/// Repeated `configure` calls on one instance are legal (Maps updates, R11) and not counted.
public struct InstanceReused: InspectionRule {
  /// ``FindingCode/instanceReused``, the code of every finding of this rule.
  public static let code = FindingCode.instanceReused

  public init() {}

  /// Flags each controller instance that received more than one `configureView` call.
  ///
  /// - Parameters:
  ///   - interaction: A finished interaction, both phases and all completions in.
  ///   - context: Not used by this rule.
  /// - Returns: A finding per reused instance, with every call it received as evidence.
  public func findings(in interaction: InteractionReport, context: InspectionContext) -> [Finding] {
    guard let calls = interaction.interface?.calls(of: .configureView),
      calls.hasRepeatedKey(\.instance)
    else { return [] }
    var byInstance: [String: [UICall]] = [:]
    var order: [String] = []
    for call in calls {
      guard let instance = call.instance else { continue }
      if byInstance[instance] == nil { order.append(instance) }
      byInstance[instance, default: []].append(call)
    }
    return order.compactMap { instance in
      guard let reused = byInstance[instance], reused.count > 1 else { return nil }
      return Self.finding(
        "configureView was called \(reused.count) times on \(instance) (calls "
          + reused.map { String($0.index) }.joined(separator: ", ") + "); SiriKit uses a new "
          + "instance per call (R3)",
        evidence: reused.map(\.event),
        hint:
          "Keep no state between configureView calls in the controller; a host that reuses "
          + "instances departs from R3.")
    }
  }
}

extension InstanceReused: ProjectionScreening {
  /// Whether two `configureView` calls were made on one instance.
  package func mayFind(in projected: ProjectedInteraction, context: InspectionContext) -> Bool {
    projected.interface.hasRepeatedKey { call in
      call.kind(onInterfaceSide: true) == .configureView ? call.instance : nil
    }
  }
}
