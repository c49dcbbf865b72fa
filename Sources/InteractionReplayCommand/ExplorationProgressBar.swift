import CommandSupport
import InteractionReplay

/// The progress line of `explore` on standard error: a bar of the plans replayed, the
/// interaction, and the failing plans so far; redrawn at most ten times a second, cleared at the
/// end.
@MainActor
final class ExplorationProgressBar {
  private let line: StatusLine

  init(isEnabled: Bool, output: ProgressOutput = .standardError) {
    line = StatusLine(isEnabled: isEnabled, output: output)
  }

  /// Draws the line for `progress`, unless one was drawn less than 0.1 s ago.
  func show(_ progress: ExplorationProgress) {
    line.draw(Self.line(progress))
  }

  /// Clears the line, if one was drawn.
  func finish() {
    line.clear()
  }

  /// `explore S1 [########------------]  80/200 plans · 3 failing · shrinking`.
  static func line(_ progress: ExplorationProgress) -> String {
    let width = 20
    let done = min(progress.replayed, progress.planned)
    let filled = progress.planned == 0 ? width : done * width / progress.planned
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
    return "explore \(progress.interaction) [\(bar)] \(progress.replayed)/\(progress.planned) plans"
      + " · \(progress.failing) failing · \(progress.phase)"
  }
}
