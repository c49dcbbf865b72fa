/// One line on standard error that a command redraws as it goes, such as a progress meter: the
/// one place that throttles such a line and writes the terminal's erase sequence.
///
/// It draws nothing unless enabled (a tool enables it when standard error is a terminal,
/// ``TerminalCheck``), nothing before its quiet start has passed (so short runs never flash),
/// and at most once per ``ProgressOutput/interval``; each drawing replaces the last one.
///
/// ```swift
/// let line = StatusLine(isEnabled: TerminalCheck.standardError, output: .standardError)
/// for step in 0..<1000 { line.draw("step \(step)") }
/// line.clear()
/// ```
package final class StatusLine {
  /// Carriage return, then erase to the end of the line: what goes before each drawing, and
  /// alone erases the line.
  package static let erase = "\r\u{1B}[K"

  private let isEnabled: Bool
  private let quietStart: UInt64
  private let output: ProgressOutput
  private let start: UInt64
  private var lastDrawn: UInt64?
  /// Whether a drawing shows now: it was drawn and not cleared since.
  package private(set) var isShown = false

  /// A line that draws nothing yet.
  ///
  /// - Parameters:
  ///   - isEnabled: Whether to draw anything.
  ///   - quietStart: How long after now the first drawing may come, in nanoseconds.
  ///   - output: The clock and the stream.
  package init(isEnabled: Bool, quietStart: UInt64 = 0, output: ProgressOutput) {
    self.isEnabled = isEnabled
    self.quietStart = quietStart
    self.output = output
    start = output.now()
  }

  /// Draws `line` in place of the last drawing, if it is time to.
  ///
  /// - Parameter line: The text, without a newline; made only when it is drawn.
  package func draw(_ line: @autoclosure () -> String) {
    guard isEnabled else { return }
    let now = output.now()
    guard now >= start, now - start >= quietStart else { return }
    if let lastDrawn, now >= lastDrawn, now - lastDrawn < ProgressOutput.interval { return }
    lastDrawn = now
    isShown = true
    output.write(Self.erase + line())
  }

  /// Erases the line, if a drawing shows.
  package func clear() {
    guard isShown else { return }
    isShown = false
    output.write(Self.erase)
  }
}
