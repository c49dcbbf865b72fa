import Foundation
import InteractionLog

/// The checks after one kill, on the log the child left: the reader, `ilog verify`, and
/// reopening for append.
struct KillCheck {
  /// The mode the child wrote in.
  var mode: RecordingMode
  /// The built `ilog`.
  var ilog: String
  /// In buffered mode, how long before the kill an event must have returned to be owed to the
  /// log: the writer's window plus a grace for scheduling, compressing and writing, in
  /// nanoseconds.
  var settledAfter: UInt64 = 0

  /// What one kill left and what the checks found.
  struct Outcome {
    /// Events the child reported as returned.
    var returned: UInt64 = 0
    /// Events the reader found (sequence numbers 1 through this).
    var found: UInt64 = 0
    /// Events reported but not found: lost (write-through) or in flight (buffered).
    var missing: UInt64 = 0
    /// Buffered: events reported as returned more than ``KillCheck/settledAfter`` before the
    /// kill, which the log must hold.
    var settled: UInt64 = 0
    /// Buffered: those of ``settled`` not in the log.
    var settledLost: UInt64 = 0
    /// Events dropped by a full buffer, as the log's `gap` events count them.
    var dropped: UInt64 = 0
    /// Whether the log ended in a torn block.
    var torn = false
    /// Whether the kill came before the log file was created.
    var beforeLog = false
    /// Whether the kill came before the log held its header.
    var beforeHeader = false
    /// Whether `ilog verify` reported what the reader found.
    var verified = false
    /// Whether reopening for append recovered the log and went on.
    var reopened = false
    /// The smallest event line seen, in bytes.
    var smallestLine = Int.max
    /// What went wrong, one sentence each.
    var failures: [String] = []
  }

  /// Checks the log of a killed child.
  ///
  /// - Parameters:
  ///   - child: What the child reported.
  ///   - session: The child's session directory, where its log is if it got to open one.
  /// - Returns: What the log held, and each way it fell short of what the child reported.
  func check(_ child: KilledChild, session: String) -> Outcome {
    var outcome = Outcome()
    outcome.returned = child.returned
    if mode == .buffered { outcome.settled = child.returned(moreThan: settledAfter) }
    let logs = (try? FileManager.default.contentsOfDirectory(atPath: session)) ?? []
    guard let name = logs.first(where: { $0.hasSuffix(".ilog") }) else {
      outcome.beforeLog = true
      if child.returned > 0 { outcome.failures.append("\(child.returned) returned, no log") }
      return outcome
    }
    let path = "\(session)/\(name)"
    let read = readEvents(path, into: &outcome)
    if outcome.found == 0 && child.returned == 0 { outcome.beforeHeader = true }
    verify(path, read: read, into: &outcome)
    reopen(path, read: read, into: &outcome)
    return outcome
  }

  /// What the reader found in a log.
  struct Read {
    var events: [Event] = []
    var tear: LogDamage?
  }

  private func readEvents(_ path: String, into outcome: inout Outcome) -> Read {
    var read = Read()
    do {
      let reader = try LogFileReader(path: path, policy: .pointInTime)
      var lines = 0
      while let record = try reader.next() {
        read.events.append(record.event)
        lines += 1
      }
      let damages = reader.summary.damages
      read.tear = damages.first { $0.kind == .tornTail }
      outcome.torn = read.tear != nil
      if damages.count > (read.tear == nil ? 0 : 1) || (read.tear != nil && damages.count != 1) {
        outcome.failures.append("damage other than a torn tail: \(damages)")
      }
      // Salvage finds nothing beyond the tear: the log reads to it, and it is the end.
      let salvage = try LogFileReader(path: path, policy: .salvage)
      var salvaged = 0
      while try salvage.next() != nil { salvaged += 1 }
      if salvaged != read.events.count {
        outcome.failures.append("salvage read \(salvaged) events, point-in-time \(lines)")
      }
    } catch {
      // A log killed inside its header is no log yet; reopening must still cope with it.
      if outcome.returned > 0 { outcome.failures.append("cannot read the log: \(error)") }
    }
    if !Self.numberedFromOne(read.events) {
      outcome.failures.append("sequence numbers are not 1 through \(read.events.count)")
    }
    outcome.found = UInt64(read.events.count)
    var gaps: UInt64 = 0
    for event in read.events {
      if case .gap(let dropped, _) = event.payload {
        outcome.dropped += dropped
        gaps += 1
      }
      var encoder = EventEncoder()
      encoder.encode(event)
      outcome.smallestLine = min(outcome.smallestLine, encoder.bytes.count)
    }
    // Every returned event took one clock reading and, unless dropped, one sequence number;
    // gap events took a sequence number and no reading.
    let accounted = outcome.found - gaps + outcome.dropped
    outcome.missing = outcome.returned > accounted ? outcome.returned - accounted : 0
    // Buffered: the window sealed the block of every event older than it, and the grace let it
    // be written.
    if outcome.settled > accounted {
      outcome.settledLost = outcome.settled - accounted
      outcome.failures.append(
        "\(outcome.settledLost) of the \(outcome.settled) events returned more than "
          + "\(settledAfter / 1_000_000) ms before the kill are not in the log "
          + "(found \(outcome.found))")
    }
    if mode == .writeThrough {
      if outcome.missing > 0 {
        outcome.failures.append(
          "\(outcome.missing) events reported as returned are not in the log "
            + "(returned \(outcome.returned), found \(outcome.found))")
      }
      // The witness reports an event when the next one starts: one more may be on disk.
      if accounted > outcome.returned + 1 {
        outcome.failures.append(
          "found \(accounted) events, but only \(outcome.returned) were reported: the child's "
            + "witness is not counting what the writer writes")
      }
    }
    return read
  }

  private func verify(_ path: String, read: Read, into outcome: inout Outcome) {
    guard outcome.found > 0 else {
      outcome.verified = true
      return
    }
    let result: (status: Int32, output: String)
    do {
      result = try run(ilog, ["verify", path])
    } catch {
      outcome.failures.append("cannot run ilog verify: \(error)")
      return
    }
    var problems: [String] = []
    if result.status != 1 { problems.append("exit status \(result.status), not 1") }
    if let tear = read.tear {
      if !result.output.contains("byte \(tear.offset): torn-tail") {
        problems.append("no torn tail at byte \(tear.offset)")
      }
    } else if !result.output.contains("not closed cleanly") {
      problems.append("the log is not called not closed cleanly")
    }
    let plural = outcome.found == 1 ? "" : "s"
    if !result.output.contains("1 file, \(outcome.found) event\(plural):") {
      problems.append("not \(outcome.found) event\(plural)")
    }
    if problems.isEmpty {
      outcome.verified = true
    } else {
      outcome.failures.append(
        "ilog verify: \(problems.joined(separator: "; ")):\n\(result.output)")
    }
  }

  private func reopen(_ path: String, read: Read, into outcome: inout Outcome) {
    let notes = 3
    do {
      let writer = try LogWriter(
        path: path, disposition: .append,
        identity: LogWriter.Identity(role: .test, session: "crash-loop"))
      if let tear = read.tear, writer.recovery.damage?.offset != tear.offset {
        outcome.failures.append(
          "reopening found damage at \(String(describing: writer.recovery.damage?.offset)), "
            + "the reader at \(tear.offset)")
      }
      for index in 0..<notes {
        if writer.append(.note(text: "after kill \(index)", metadata: [:])).sequence == nil {
          outcome.failures.append("append after reopening failed")
        }
      }
      try writer.close()
      let reader = try LogFileReader(path: path, policy: .strict)
      var events: [Event] = []
      while let record = try reader.next() { events.append(record.event) }
      let problems = reopenProblems(events, before: read.events, notes: notes, reader: reader)
      if problems.isEmpty {
        outcome.reopened = true
      } else {
        outcome.failures.append("after reopening: " + problems.joined(separator: "; "))
      }
    } catch {
      outcome.failures.append("reopening for append: \(error)")
    }
  }

  private func reopenProblems(
    _ events: [Event], before: [Event], notes: Int, reader: LogFileReader
  ) -> [String] {
    var problems: [String] = []
    if !Self.numberedFromOne(events) {
      problems.append("sequence numbers are not 1 through \(events.count)")
    }
    if Array(events.prefix(before.count)) != before {
      problems.append("the events before the kill changed")
    }
    let texts = events.compactMap { event -> String? in
      if case .note(let text, _) = event.payload, text.hasPrefix("after kill") { return text }
      return nil
    }
    if texts != (0..<notes).map({ "after kill \($0)" }) {
      problems.append("the notes appended after reopening are \(texts)")
    }
    if !reader.summary.isCleanlyClosed { problems.append("not closed cleanly") }
    return problems
  }

  /// Whether the events' sequence numbers are 1, 2, 3… with nothing missing.
  private static func numberedFromOne(_ events: [Event]) -> Bool {
    events.enumerated().allSatisfy { $0.element.sequence == UInt64($0.offset) + 1 }
  }

  /// Runs a program to its end; its output goes through a file, so no pipe can fill up.
  private func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("crash-loop-\(getpid())-verify.txt")
    guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
      throw CrashLoopError.child("cannot create \(output.path)")
    }
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return (
      process.terminationStatus, String(decoding: try Data(contentsOf: output), as: UTF8.self)
    )
  }
}
