import InteractionModel
package import InteractionProjection

/// `handler-reused`: one handler instance received calls for more than one method, where SiriKit
/// often makes a copy per method call, so a handler must not keep state between them (D1).
///
/// Each resolve method counts as its own method (`resolveWorkoutName`, `resolveGoalValue`). Only
/// calls within one interaction's handling are compared.
public struct HandlerReused: InspectionRule {
  /// ``FindingCode/handlerReused``, the code of every finding of this rule.
  public static let code = FindingCode.handlerReused

  public init() {}

  /// Flags each handler instance that received calls for more than one method.
  ///
  /// Dispatch calls are not counted; the evidence is the first call of each method the instance
  /// received.
  ///
  /// - Parameters:
  ///   - interaction: A finished interaction, both phases and all completions in.
  ///   - context: Not used by this rule.
  /// - Returns: A finding per reused instance, in the order the instances first appear.
  public func findings(in interaction: InteractionReport, context: InspectionContext) -> [Finding] {
    let all = interaction.handling?.calls ?? []
    guard all.hasRepeatedKey({ $0.method == .dispatch ? nil : $0.instance }) else { return [] }
    let calls = all.filter { $0.method != .dispatch }
    var methods: [String: [HandlingCall]] = [:]
    var order: [String] = []
    for call in calls {
      guard let instance = call.instance else { continue }
      if methods[instance] == nil { order.append(instance) }
      // The first call of each method is the evidence; a method called twice is one method.
      if methods[instance]?.contains(where: { $0.label == call.label }) != true {
        methods[instance, default: []].append(call)
      }
    }
    return order.compactMap { instance in
      guard let distinct = methods[instance], distinct.count > 1 else { return nil }
      return Self.finding(
        "\(instance) received \(distinct.map(\.label).joined(separator: ", ")); "
          + "SiriKit may call each method on a different copy (D1)",
        evidence: distinct.map(\.event),
        hint:
          "Don't cache state in the handler between resolve, confirm and handle: read it from "
          + "the intent, or keep it in shared storage.")
    }
  }
}

extension HandlerReused: ProjectionScreening {
  /// Whether two of the run's calls other than dispatches were made on one instance.
  package func mayFind(in projected: ProjectedInteraction, context: InspectionContext) -> Bool {
    guard let calls = projected.handling?.calls else { return false }
    // A run has a few calls: comparing each with those before is cheaper than hashing, and
    // reading in place copies no call.
    var instances: [String] = []
    for index in calls.indices {
      let kind = calls[index].kind(onInterfaceSide: false)
      guard kind != nil, kind != .dispatch, let instance = calls[index].instance else { continue }
      if instances.contains(instance) { return true }
      instances.append(instance)
    }
    return false
  }
}
