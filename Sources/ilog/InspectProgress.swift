import Foundation
import InteractionInspector

/// Shows how far a long read has come, on one line of standard error that it rewrites, when
/// standard error is a terminal; otherwise it does nothing.
///
/// It stays silent for the first half second, so short runs never show it, redraws at most ten
/// times a second, and clears itself before output that goes to the same terminal.
final class InspectProgress {
  private let isEnabled: Bool
  private let clearsBeforeOutput: Bool
  private let offsets: [Int64]
  private let total: Int64
  private let start = ContinuousClock.now
  private var lastDrawn: ContinuousClock.Instant?
  private var isShown = false

  /// A progress line for reading `sessions`.
  ///
  /// - Parameters:
  ///   - sessions: The sessions, whose files' sizes make the whole.
  ///   - verb: What is being done, such as `inspecting`.
  init(sessions: [InspectedSession], verb: String = "reading") {
    isEnabled = Terminal.isTerminal(STDERR_FILENO)
    clearsBeforeOutput = isEnabled && Terminal.isTerminal(STDOUT_FILENO)
    var offsets: [Int64] = []
    var total: Int64 = 0
    for session in sessions {
      offsets.append(total)
      total += InspectSessions.totalBytes([session])
    }
    self.offsets = offsets
    self.total = total
    self.verb = verb
  }

  private let verb: String

  /// Draws the line for session `index` having come as far as `progress`, if it is time to.
  func update(session index: Int, _ progress: InspectionProgress) {
    guard isEnabled else { return }
    let now = ContinuousClock.now
    guard now - start > .milliseconds(500) else { return }
    if let lastDrawn, now - lastDrawn < .milliseconds(100) { return }
    lastDrawn = now
    let done = (index < offsets.count ? offsets[index] : 0) + progress.bytesRead
    let percent = total > 0 ? min(100, Int(done * 100 / total)) : 0
    var line = "ilog: \(verb) \(percent)% (\(megabytes(done)) of \(megabytes(total)) MB)"
    line += ", \(progress.events) events, \(progress.interactions) interactions"
    if offsets.count > 1 { line += ", session \(index + 1) of \(offsets.count)" }
    write("\r\u{1B}[K" + line)
    isShown = true
  }

  /// Clears the line before text goes to standard output, if both are the same terminal.
  func beforeOutput() {
    if clearsBeforeOutput { clear() }
  }

  /// Clears the line, if it shows.
  func clear() {
    guard isShown else { return }
    write("\r\u{1B}[K")
    isShown = false
  }

  private func megabytes(_ bytes: Int64) -> String {
    let tenths = (bytes * 10 + 524_288) / 1_048_576
    return "\(tenths / 10).\(tenths % 10)"
  }

  private func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
