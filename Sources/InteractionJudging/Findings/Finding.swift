/// One exception a rule found: its stable code, what happened in a line, the events that prove
/// it, and what to do about it.
public struct Finding: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The stable code (Docs/SiriKit.md#exceptions-the-inspector-flags).
  public var code: FindingCode
  /// What happened, in one line, naming the calls and parameters involved.
  public var explanation: String
  /// The events that prove it, in the order the explanation mentions them.
  public var evidence: [EventReference]
  /// What to do about it, in one line.
  public var hint: String
  /// The ``InteractionReport/position`` of the interaction it is about; the fold sets it.
  public var interaction: Int?

  /// Creates a finding from its parts, each the property of the same name.
  public init(
    code: FindingCode, explanation: String, evidence: [EventReference], hint: String,
    interaction: Int? = nil
  ) {
    self.code = code
    self.explanation = explanation
    self.evidence = evidence
    self.hint = hint
    self.interaction = interaction
  }

  /// `code: explanation [evidence…]`.
  public var description: String {
    "\(code): \(explanation) [\(evidence.map(\.description).joined(separator: ", "))]"
  }
}
