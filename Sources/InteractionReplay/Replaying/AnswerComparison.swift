/// Whether answers that differ from the recorded ones fail a replay.
///
/// Answer equality is the oracle of an exact replay: a regression test of a clean recording.
/// Under another order (host and chaos mode) a controller that adapts to the order answers
/// otherwise, so there the views' differing answers are listed, not failures, unless the
/// comparison is ``always``. The handling calls' answers fail in every mode: no plan changes
/// them.
public enum AnswerComparison: Hashable, Sendable, CaseIterable, ModeDefaultedChoice {
  /// The mode's: differing answers fail an exact replay and are listed in host and chaos mode.
  case modeDefault
  /// Differing answers fail in every mode (`--compare-answers`).
  case always
  /// Differing answers of the views never fail; they are listed.
  case never

  /// Whether differing answers fail a replay in `mode`.
  ///
  /// - Parameter mode: The replay's mode.
  /// - Returns: ``always``: yes; ``never``: no; ``modeDefault``: yes for an exact replay only.
  public func fails(in mode: ReplayMode) -> Bool {
    switch self {
    case .modeDefault: mode == .exact
    case .always: true
    case .never: false
    }
  }

}
