/// One exception rule: looks at a finished interaction and says what is wrong with it.
///
/// Rules are data: a new one is a small type that conforms to this protocol and is added to the
/// array the fold runs (``InspectionConfiguration/rules``, ``InspectionRules/standard``). A rule
/// sees one interaction at a time, its handling and interface phases together, so the fold can
/// drop it once the rules have run.
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
  ///   - interaction: A finished interaction, both phases and all completions in.
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
  /// - Returns: The finding.
  public static func finding(
    _ explanation: String, evidence: [EventReference], hint: String
  ) -> Finding {
    Finding(code: code, explanation: explanation, evidence: evidence, hint: hint)
  }
}

/// What a rule may know beyond the interaction it looks at.
public struct InspectionContext: Sendable {
  /// Where the expected orders come from, for ``OrderDiffers``; `nil` to skip that rule.
  public var expectedOrders: (any ExpectedOrderSource)?
  /// The handler types that have answered a confirm call so far in the session: such a type
  /// implements confirm, so a Siri-path phase that handles without confirming is out of order.
  public var confirmingHandlerTypes: Set<String>

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - expectedOrders: Where expected orders come from.
  ///   - confirmingHandlerTypes: Handler types known to implement confirm.
  public init(
    expectedOrders: (any ExpectedOrderSource)? = nil, confirmingHandlerTypes: Set<String> = []
  ) {
    self.expectedOrders = expectedOrders
    self.confirmingHandlerTypes = confirmingHandlerTypes
  }
}

/// The registry of rules.
public enum InspectionRules {
  /// The rules of ``FindingCode/catalogue``, one per code, in its order.
  public static let standard: [any InspectionRule] = [
    EmptySetNotFirst(), ReaskedClaimed(), ForeignClaim(), MixedAPI(), CompletionMissing(),
    CompletionRepeated(), InstanceReused(), OrderDiffers(), HandlerReused(), PhaseOrder(),
  ]
}
