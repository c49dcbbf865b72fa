package import CommandSupport
package import InteractionInspector

/// Shows how far an inspection of sessions has come (`ilog inspect`, `stats`, `diff`, `report`),
/// on one line that it rewrites.
///
/// It shows nothing unless enabled (a tool enables it when standard error is a terminal), stays
/// silent for the first half second, so short runs never show it, redraws at most ten times a
/// second, and clears itself before output that goes to the same terminal.
package final class InspectionProgressMeter {
  private let clearsBeforeOutput: Bool
  private let label: String
  private let offsets: [Int64]
  private let total: Int64
  private let status: StatusLine

  /// A progress line for reading `sessions`.
  ///
  /// - Parameters:
  ///   - sessions: The sessions, whose files' sizes make the whole.
  ///   - label: What is being done, shown first, such as `ilog: inspecting`.
  ///   - isEnabled: Whether to show anything.
  ///   - sharesOutput: Whether the tool's output goes to the same terminal as the line, which
  ///     is then cleared before it.
  ///   - output: The clock and the stream.
  package init(
    sessions: [InspectedSession], label: String, isEnabled: Bool, sharesOutput: Bool,
    output: ProgressOutput
  ) {
    clearsBeforeOutput = isEnabled && sharesOutput
    self.label = label
    var offsets: [Int64] = []
    var total: Int64 = 0
    for session in sessions {
      offsets.append(total)
      total += session.totalBytes
    }
    self.offsets = offsets
    self.total = total
    status = StatusLine(isEnabled: isEnabled, quietStart: ProgressMeter.delay, output: output)
  }

  /// Draws the line for session `index` having come as far as `progress`, if it is time to.
  package func update(session index: Int, _ progress: InspectionProgress) {
    status.draw(line(session: index, progress))
  }

  /// `ilog: inspecting 45% (12.3 of 27.1 MB), 120000 events, 300 interactions, session 1 of 2`.
  private func line(session index: Int, _ progress: InspectionProgress) -> String {
    let done = (index < offsets.count ? offsets[index] : 0) + progress.bytesRead
    let percent = total > 0 ? min(100, Int(done * 100 / total)) : 0
    let (doneMB, totalMB) = (ProgressMeter.megabyteCount(done), ProgressMeter.megabyteCount(total))
    var line = "\(label) \(percent)% (\(doneMB) of \(totalMB) MB)"
    line += ", \(progress.events) events, \(progress.interactions) interactions"
    if offsets.count > 1 { line += ", session \(index + 1) of \(offsets.count)" }
    return line
  }

  /// Clears the line before text goes to the tool's output, if both are the same terminal.
  package func beforeOutput() {
    if clearsBeforeOutput { clear() }
  }

  /// Clears the line, if it shows.
  package func clear() {
    status.clear()
  }
}
