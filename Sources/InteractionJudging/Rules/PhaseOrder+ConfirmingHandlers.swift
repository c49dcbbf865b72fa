import InteractionModel
import InteractionProjection

extension PhaseOrder {
  /// What ``PhaseOrder`` learns from the session as it goes: the handler types seen answering
  /// a confirm call, which therefore implement confirm.
  ///
  /// The fold keeps one for the session and teaches it each interaction before the rules look
  /// at that interaction, so the rule knows the types that confirmed in that interaction and in
  /// every one finished before it (``InspectionContext/confirmingHandlerTypes``). It grows with
  /// the handler types, not with the log.
  struct ConfirmingHandlers: Sendable {
    /// The handler types seen answering a confirm so far.
    private(set) var types: Set<String> = []

    /// Notes the handler types of the interaction's confirm calls that got an answer.
    mutating func learn(from interaction: InteractionReport) {
      for call in interaction.handling?.calls ?? []
      where call.method == .confirm && !call.completions.isEmpty {
        if let type = call.handlerType { types.insert(type) }
      }
    }

    /// Notes the same types as ``learn(from:)-(InteractionReport)`` would from the
    /// interaction's report, without building it.
    mutating func learn(from interaction: ProjectedInteraction) {
      guard let calls = interaction.handling?.calls else { return }
      // Read in place: a copy of each call would retain its fields.
      for index in calls.indices where calls[index].method.kind == .confirm {
        guard let type = calls[index].handler?.type,
          calls[index].completions.contains(where: { !$0.isInterfaceAnswer })
        else { continue }
        types.insert(type)
      }
    }

    /// The types known once `interaction` is learned too, without keeping what it teaches:
    /// what a rule may know about an interaction still open, which may yet change.
    func learning(from interaction: InteractionReport) -> Set<String> {
      var copy = self
      copy.learn(from: interaction)
      return copy.types
    }
  }
}
