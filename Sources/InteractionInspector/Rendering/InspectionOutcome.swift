public import InteractionLog

/// What a rendering showed: the counts an exit status depends on.
public struct InspectionOutcome: Hashable, Sendable {
  /// Sessions rendered.
  public var sessions = 0
  /// Interactions inspected, shown or not.
  public var interactions = 0
  /// Interactions shown.
  public var shownInteractions = 0
  /// Findings shown (the selected codes only, in the selected interactions).
  public var shownFindings = 0
  /// Files with damage, a torn tail, or no clean close.
  public var filesNotCleanlyClosed = 0
  /// Damage found, torn tails included.
  public var damages = 0
  /// One line per damage, and per file that ends without its `end` event: what makes a log a
  /// finding even without exceptions.
  public var problems: [String] = []
  /// The records of `--format json` that could not be written (a number JSON has no text
  /// for), each naming the member and why, in the order met; their text was left out, and
  /// `ilog inspect` fails with exit status 2.
  public var encodeErrors: [JSONEncodeError] = []

  public init() {}

  /// The problems of a session: each damage as the reader describes it (`file: byte N: kind:
  /// message`), and `file: not closed cleanly (…)` for a file that is not, with no damage.
  ///
  /// - Parameter report: A session's report.
  /// - Returns: One line each, in file order.
  public static func problems(of report: SessionReport) -> [String] {
    var lines: [String] = []
    for process in report.processes {
      if !process.damages.isEmpty {
        lines += process.damages.map { "damage: \($0)" }
      } else if !process.hasEnd {
        lines.append("\(process.file): not closed cleanly (no end event)")
      } else if !process.isCleanlyClosed {
        lines.append("\(process.file): not closed cleanly (open blocks)")
      }
    }
    return lines
  }
}
