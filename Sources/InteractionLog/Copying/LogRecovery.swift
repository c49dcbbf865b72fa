/// Copies what is readable of a log into a new, cleanly closed log, never writing to the original.
///
/// The original is read with the salvage policy (FORMAT.md §5): every block that can be read is,
/// damage is skipped and reported. The copy keeps every readable event as it was, its sequence
/// number included, so references into the original (`ilog events --from-seq`, an inspector's
/// report) still hold. Recovery adds only what a clean log needs:
///
/// - where sequence numbers are missing, a `gap` event that takes the first missing number and
///   counts them, its reason naming the damage (kind and byte offset) that took them; the numbers
///   after it jump past the rest;
/// - a `header` with sequence number 1 when the original's was lost;
/// - an `error` event naming damage after the last readable event (a torn tail);
/// - an `end` event when the original has none, or when its counts no longer hold for the copy
///   (it then replaces the original's last `end`, keeping its envelope).
///
/// A clean, cleanly closed original gives a copy with exactly its events.
public enum LogRecovery {
  /// Copies the readable events of `source` into a new log at `destination`.
  ///
  /// - Parameters:
  ///   - source: The log to read; opened read-only.
  ///   - destination: Where the copy goes; nothing may exist there yet. Removed again when the
  ///     copy fails.
  ///   - compressionLevel: zlib's level for the copy.
  ///   - transform: Applied to each of the original's events before it is written, such as a
  ///     redaction; it must keep the sequence number.
  ///   - progress: Told the byte offset in `source` reached, after each event.
  /// - Returns: What was read and written; ``RecoveryReport/isComplete`` when nothing was lost.
  /// - Throws: ``LogReadError`` when `source` cannot be read (``LogReadError/damaged(_:)`` when it
  ///   holds no readable event at all), ``LogWriteError`` when `destination` cannot be written.
  public static func recover(
    _ source: String, to destination: String, compressionLevel: Int = 6,
    transform: (Event) -> Event = { $0 }, progress: (Int64) -> Void = { _ in }
  ) throws -> RecoveryReport {
    let reader = try LogFileReader(path: source, policy: .salvage)
    let copier = try LogCopier(path: destination, compressionLevel: compressionLevel)
    var copy = Copy(
      copier: copier,
      report: RecoveryReport(source: source, destination: destination, summary: reader.summary))
    do {
      while let record = try reader.next() {
        copy.take(reader.summary.damages)
        var event = transform(record.event)
        event.sequence = record.event.sequence
        try copy.write(event, at: record)
        progress(record.blockOffset)
      }
      copy.take(reader.summary.damages)
      try copy.finish(damages: reader.summary.damages)
      try copier.close()
    } catch {
      try? copier.close()
      try? removeFile(destination)
      throw error
    }
    var report = copy.report
    report.summary = reader.summary
    return report
  }
}

/// The state of one copy: what was written last, the damage not yet placed, the held `end`.
private struct Copy {
  let copier: LogCopier
  var report: RecoveryReport
  /// Damage read but not yet placed before an event, in file order.
  private var pending: [LogDamage] = []
  private var seenDamages = 0
  /// The last event written.
  private var previous: Event?
  /// An `end` of the original, written only once it is known not to be the last event.
  private var heldEnd: Event?
  /// Nothing added to or missing from the original's events so far.
  private var exact = true
  /// What the original's own `gap` and `error` events add up to, for a new `end`.
  private var originalDropped: UInt64 = 0
  private var originalErrors: UInt64 = 0

  init(copier: LogCopier, report: RecoveryReport) {
    self.copier = copier
    self.report = report
  }

  /// Takes the damage the reader found since the last call.
  mutating func take(_ damages: [LogDamage]) {
    guard damages.count > seenDamages else { return }
    pending += damages[seenDamages...]
    seenDamages = damages.count
  }

  /// Where damage sits among events: its block, then its line (a block's own damage after all
  /// of the block's lines, since a torn block's complete lines come before its tear).
  private static func position(of damage: LogDamage) -> (Int64, Int) {
    (damage.offset, damage.line ?? Int.max)
  }

  /// Writes one of the original's events, after what recovery must add before it.
  mutating func write(_ event: Event, at record: LogRecord) throws {
    let here = (record.blockOffset, record.line)
    let before = pending.filter { Self.position(of: $0) < here }
    pending.removeAll { Self.position(of: $0) < here }
    if let end = heldEnd {
      heldEnd = nil
      try put(end, original: true)
    }
    let last = previous?.sequence ?? 0
    var next = last + 1
    if previous == nil, event.kind != .header, event.sequence > 1 {
      try put(Self.header(like: event), original: false)
      next += 1
    }
    if event.sequence > last + 1 {
      let missing = event.sequence - last - 1
      report.gaps.append(
        RecoveryReport.Gap(firstSequence: last + 1, count: missing, damages: before))
      exact = false
      if next < event.sequence {
        var gap = previous ?? event
        gap.sequence = next
        gap.payload = .gap(
          dropped: missing, reason: Self.reason(before, missing: last + 1, missing))
        Self.clearLinks(&gap)
        try put(gap, original: false)
      }
    }
    switch event.payload {
    case .end:
      heldEnd = event
      return
    case .gap(let dropped, _):
      originalDropped += dropped
    case .error:
      originalErrors += 1
    default:
      break
    }
    try put(event, original: true)
  }

  /// Ends the copy: the original's last `end` when the copy is exact, else an `error` naming
  /// the damage after the last event, and a new `end`.
  mutating func finish(damages: [LogDamage]) throws {
    if let end = heldEnd, pending.isEmpty, exact {
      try put(end, original: true)
      return
    }
    guard var envelope = heldEnd ?? previous else {
      // Nothing readable: there is nothing to copy, and no envelope to write a log with.
      throw LogReadError.damaged(
        damages.first
          ?? LogDamage(
            kind: .notALog, file: report.source, offset: 0, message: "the file holds no events"))
    }
    // A held end is replaced, so its number is free again.
    var next = previous?.sequence ?? 0
    Self.clearLinks(&envelope)
    if !pending.isEmpty {
      var error = envelope
      next += 1
      error.sequence = next
      error.payload = .error(
        message: "ilog recover: " + pending.map(Self.describe).joined(separator: "; ")
          + "; what followed in the original is lost",
        code: nil)
      try put(error, original: false)
    }
    var dropped = originalDropped
    var errors = originalErrors
    if let end = heldEnd, case .end(_, let endDropped, let endErrors) = end.payload {
      dropped = endDropped
      errors = endErrors
    }
    var end = envelope
    next += 1
    end.sequence = next
    end.payload = .end(
      events: UInt64(report.writtenEvents + 1), dropped: dropped + report.lostEvents,
      errors: errors)
    try put(end, original: false)
  }

  private mutating func put(_ event: Event, original: Bool) throws(LogWriteError) {
    try copier.append(event)
    report.writtenEvents += 1
    if original {
      report.copiedEvents += 1
    } else {
      report.added.append(event.kind)
      exact = false
    }
    previous = event
  }

  /// The header a log would have had, for a copy whose original lost its own.
  private static func header(like event: Event) -> Event {
    var header = event
    clearLinks(&header)
    header.sequence = LogFormat.firstSequence
    header.payload = .header(
      format: LogFormat.name, tool: "ilog \(LogFormat.toolVersion)", platform: "unknown",
      metadata: ["recovered": "the original's header was lost"])
    return header
  }

  private static func clearLinks(_ event: inout Event) {
    event.interaction = nil
    event.instance = nil
    event.call = nil
  }

  /// `ilog recover: corrupt-block at byte 835` (kinds and offsets only: a redacted copy must not
  /// carry a damaged line's content in a message).
  private static func reason(_ damages: [LogDamage], missing first: UInt64, _ count: UInt64)
    -> String
  {
    guard !damages.isEmpty else {
      let range = count == 1 ? "\(first)" : "\(first)-\(first + count - 1)"
      return "ilog recover: sequence numbers \(range) are missing from the original"
    }
    return "ilog recover: " + damages.map(describe).joined(separator: "; ")
  }

  private static func describe(_ damage: LogDamage) -> String {
    let place = damage.line.map { "byte \(damage.offset), line \($0)" } ?? "byte \(damage.offset)"
    return "\(damage.kind.rawValue) at \(place)"
  }
}
