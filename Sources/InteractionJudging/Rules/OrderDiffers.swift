import InteractionModel
package import InteractionProjection

/// `order-differs`: the parameters were offered, or resolved, in an order other than the expected
/// one (``InspectionContext/expectedOrders``: a catalog's, or another recording's).
///
/// Only the relative order of the parameters both orders contain is compared: a row suppressed
/// by an earlier claim, or one the expectation lacks, is a difference of content, which
/// `RecordingDiff` reports, not of order. The empty set has its own rule
/// (``EmptySetNotFirst``). Without an expectation source the rule says nothing.
public struct OrderDiffers: InspectionRule {
  /// ``FindingCode/orderDiffers``, the code of every finding of this rule.
  public static let code = FindingCode.orderDiffers

  public init() {}

  /// Compares the order in which parameters were first offered, and first resolved, with the
  /// expected order for the interaction.
  ///
  /// The evidence is the events of the first parameter where the two orders part.
  ///
  /// - Parameters:
  ///   - interaction: A finished interaction, both phases and all completions in.
  ///   - context: Supplies the expected orders (``InspectionContext/expectedOrders``); without
  ///     them, or without an expectation for this interaction, the rule finds nothing.
  /// - Returns: At most two findings: one for the UI rows offered, one for the parameters resolved.
  public func findings(in interaction: InteractionReport, context: InspectionContext) -> [Finding] {
    guard let expected = context.expectedOrders?.expectedOrder(for: interaction) else {
      return []
    }
    var findings: [Finding] = []
    if let rows = expected.interfaceRows, let interface = interaction.interface {
      var firstOffer: [String: EventReference] = [:]
      var recorded: [String] = []
      for call in interface.calls(of: .configureView) {
        for parameter in call.offered ?? [] where firstOffer[parameter.description] == nil {
          firstOffer[parameter.description] = call.event
          recorded.append(parameter.description)
        }
      }
      if let finding = Self.compare(
        recorded, expected: rows.flatMap { $0.sorted() }, events: firstOffer, what: "offered",
        source: expected.source)
      {
        findings.append(finding)
      }
    }
    if let order = expected.resolveOrder, let handling = interaction.handling {
      var firstResolve: [String: EventReference] = [:]
      var recorded: [String] = []
      for call in handling.resolves {
        guard let name = call.parameter, firstResolve[name] == nil else { continue }
        firstResolve[name] = call.event
        recorded.append(name)
      }
      if let finding = Self.compare(
        recorded, expected: order, events: firstResolve, what: "resolved", source: expected.source)
      {
        findings.append(finding)
      }
    }
    return findings
  }

  private static func compare(
    _ recorded: [String], expected: [String], events: [String: EventReference], what: String,
    source: String
  ) -> Finding? {
    let common = Set(recorded).intersection(expected)
    let actual = recorded.filter(common.contains)
    var seen = Set<String>()
    let wanted = expected.filter { common.contains($0) && seen.insert($0).inserted }
    guard let at = actual.indices.first(where: { actual[$0] != wanted[$0] }) else { return nil }
    let evidence = [actual[at], wanted[at]].compactMap { events[$0] }
    return finding(
      "parameters were \(what) in the order \(actual.joined(separator: ", ")); "
        + "\(source) has \(wanted.joined(separator: ", "))",
      evidence: Array(Set(evidence)).sorted { $0.sequence < $1.sequence },
      hint:
        "Apple documents no order (R13): make the code independent of it, or update the "
        + "expectation if the new order is right.")
  }
}

extension OrderDiffers: ProjectionScreening {
  /// Whether there are expected orders to compare with.
  package func mayFind(in projected: ProjectedInteraction, context: InspectionContext) -> Bool {
    context.expectedOrders != nil
  }
}
