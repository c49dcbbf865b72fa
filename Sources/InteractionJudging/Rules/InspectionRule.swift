/// One exception rule: looks at a finished interaction and says what is wrong with it.
///
/// Rules are data: a new one is a small type that conforms to this protocol and is added to the
/// array the fold runs (``InspectionConfiguration/rules``, ``InspectionRules/standard``). A rule
/// sees one interaction at a time, its handling and interface phases together, so the fold can
/// drop it once the rules have run.
///
/// A live view also asks a rule about interactions still open
/// (``InspectionContext/isInteractionOpen``); a finding it returns then must stay true whatever
/// events come later, since it is printed at once and never withdrawn.
///
/// ```swift
/// struct ZeroSizeSuccess: InspectionRule {
///   static let code = FindingCode(rawValue: "zero-size-success")
///   func findings(in interaction: InteractionReport, context: InspectionContext) -> [Finding] {
///     (interaction.interface?.calls ?? []).compactMap { call in
///       guard let first = call.completions.first, first.success == true, first.size == .zero
///       else { return nil }
///       return Self.finding("call \(call.index) succeeded with a zero size",
///                           evidence: [call.event, first.event], hint: "return a real size")
///     }
///   }
/// }
/// ```
public protocol InspectionRule: Sendable {
  /// The code every finding of this rule carries.
  static var code: FindingCode { get }

  /// The findings for one interaction.
  ///
  /// - Parameters:
  ///   - interaction: A finished interaction, both phases and all completions in; or, when
  ///     `context` says so, an open one as it stands.
  ///   - context: What the rule may know beyond the interaction.
  /// - Returns: The findings, in the order of the events they are about; empty if none.
  func findings(in interaction: InteractionReport, context: InspectionContext) -> [Finding]
}

extension InspectionRule {
  /// A finding with this rule's code.
  ///
  /// - Parameters:
  ///   - explanation: What happened, in one line.
  ///   - evidence: The events that prove it.
  ///   - hint: What to do about it, in one line.
  /// - Returns: A finding with ``code``, not yet placed: the fold sets its interaction.
  public static func finding(
    _ explanation: String, evidence: [EventReference], hint: String
  ) -> Finding {
    Finding(code: code, explanation: explanation, evidence: evidence, hint: hint)
  }
}
