extension ReplayOptions {
  /// What a divergence does to a run under these options, in the report's words.
  package enum Verdict: Hashable, Sendable {
    /// It fails the replay (✘).
    case fails
    /// A kind the options accept: listed apart, not a failure (≠).
    case accepted
    /// A view's answer that differs under another order: listed, not a failure unless answers
    /// are compared (≠).
    case listed

    /// Whether the divergence fails the replay.
    package var fails: Bool {
      if case .fails = self { true } else { false }
    }
  }

  /// The verdict on one divergence: the one rule the report and the stepper share.
  package func verdict(of divergence: Divergence) -> Verdict {
    // Under another order, the views' differing answers are what an adaptive controller gives:
    // listed, and failures only when asked for. No plan changes the handling calls, so theirs
    // always fail.
    if !comparesAnswersInMode && DivergenceKind.answerKinds.contains(divergence.kind)
      && divergence.isAboutAView
    {
      return .listed
    }
    return acceptedDivergences.contains(divergence.kind) ? .accepted : .fails
  }
}
