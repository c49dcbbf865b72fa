/// Whether the inspector's findings of the extension's code on the replayed run fail a replay:
/// the header shown as a footer, a parameter shown twice, a size no host allows, a foreign claim.
///
/// What the user sees is judged in every mode by default: an exact replay of the header shown
/// as a footer fails with `header-not-on-top`, though the controller answers as recorded.
public enum FindingCheck: Hashable, Sendable, CaseIterable, ModeDefaultedChoice {
  /// The mode's: findings fail in every mode.
  case modeDefault
  /// Findings fail in every mode, said explicitly (as generated tests do).
  case always
  /// Findings never fail (`--no-check-findings`).
  case never

  /// Whether findings fail a replay in `mode`.
  ///
  /// - Parameter mode: The replay's mode.
  /// - Returns: No for ``never``; yes otherwise, in every mode.
  public func fails(in mode: ReplayMode) -> Bool {
    self != .never
  }

}
