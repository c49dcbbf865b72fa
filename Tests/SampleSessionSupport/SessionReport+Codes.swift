package import InteractionJudging

extension SessionReport {
  /// The codes of every finding, in order.
  package var codes: [FindingCode] { findings.map(\.code) }
}
