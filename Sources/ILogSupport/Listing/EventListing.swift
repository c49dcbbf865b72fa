package import InteractionLog

/// The loop `ilog events` and `export` share: read every event, hand over those that pass a
/// filter, and show how far the read has come.
package enum EventListing {
  /// Hands every event of `reader` that passes `filter` to `each`, in order.
  ///
  /// - Parameters:
  ///   - reader: The logs, opened.
  ///   - filter: Which events to hand over.
  ///   - progress: Advanced past every event read, and finished at the end.
  ///   - each: Receives the records of the events that pass.
  /// - Returns: The damage the read found, to report after the events.
  /// - Throws: `LogReadError` when the policy stops at damage (strict) or a file cannot be read.
  package static func list(
    _ reader: LogReader, filter: EventFilter, progress: ProgressMeter, _ each: (LogRecord) -> Void
  ) throws(LogReadError) -> [LogDamage] {
    var selector = EventSelector(filter)
    defer { progress.finish() }
    while let record = try reader.next() {
      if selector.accepts(record.event) { each(record) }
      progress.advance(past: record)
    }
    return reader.damages
  }

  /// Hands every line of `reader`, opened for heads, that passes `filter` to `each`, in order:
  /// the lines as the log holds them, their events never decoded.
  ///
  /// - Parameters:
  ///   - reader: The logs, opened with ``LineDecoding/heads``.
  ///   - filter: Which lines to hand over; it must need only their heads
  ///     (``EventFilter/needsOnlyHead``).
  ///   - progress: Advanced past every line read, and finished at the end.
  ///   - each: Receives the lines that pass.
  /// - Returns: The damage the read found, to report after the lines.
  /// - Throws: `LogReadError` when the policy stops at damage (strict) or a file cannot be read.
  package static func listLines(
    _ reader: LogReader, filter: EventFilter, progress: ProgressMeter, _ each: (LogLine) -> Void
  ) throws(LogReadError) -> [LogDamage] {
    precondition(filter.needsOnlyHead, "EventListing.listLines: the filter needs decoded events")
    defer { progress.finish() }
    while let line = try reader.nextLine() {
      if filter.accepts(line) { each(line) }
      progress.advance(file: line.file, to: line.blockOffset)
    }
    return reader.damages
  }
}
