import ArgumentParser
import InteractionLog

/// The loop `events` and `export` share: read, filter, print, show progress, report damage.
enum EventPrinting {
  /// Prints every event of `reader` that passes `filter` through `line`, then reports damage.
  ///
  /// - Throws: `ExitCode(1)` after the events when damage was found; the reader's error when
  ///   the policy stops at damage (strict) or a file cannot be read.
  static func print(
    _ reader: LogReader, _ filter: EventFilter, label: String, _ line: (Event) -> Void
  ) throws {
    var selector = EventSelector(filter)
    let progress = ProgressMeter(
      label, files: reader.files,
      isEnabled: ProgressMeter.standardErrorIsATerminal
        && !ProgressMeter.standardOutputIsATerminal)
    defer { progress.finish() }
    while let record = try reader.next() {
      if selector.accepts(record.event) { line(record.event) }
      progress.advance(past: record)
    }
    progress.finish()
    try DamageReport.finish(with: reader.damages)
  }
}
