import Foundation
package import InteractionLog
import InteractionModel

/// A recording's events written again, one at a time, into a new session directory, each file
/// through a write-through `LogWriter` of its own as its process wrote it: a reader that follows
/// the session (`ilog watch`) can be watched catching up while the session is certainly being
/// written, and each event's write time is known.
///
/// Each file gets a header of its own first and its `end` when the session is closed, so the
/// sequence numbers are the recording's. Repeated copies (`copies`) give every copy's
/// interactions, intents, instances and call ids their own names, so that each copy is an
/// interaction of its own.
package final class LiveSession {
  /// The event written by ``writeNext()``: where it went and when its append returned.
  package struct Written: Sendable {
    /// The event as written, with its sequence number in the new file.
    package var event: Event
    /// The new file's path.
    package var file: String
    /// The wall-clock time its append returned, in seconds since 1970.
    package var writtenAt: Double
  }

  /// The session directory written to.
  package let directory: String
  private var writers: [String: LogWriter] = [:]
  private let events: [(file: String, event: Event)]
  private var next = 0

  /// Reads `recording` and prepares to write it into `directory`; nothing is written yet.
  ///
  /// - Parameters:
  ///   - recording: A session directory of closed logs.
  ///   - directory: An existing directory; the files get the recording's names.
  ///   - copies: How many times the recording is written, one copy after the other.
  /// - Throws: What reading the recording throws.
  package init(copying recording: String, into directory: String, copies: Int = 1) throws {
    self.directory = directory
    let reader = try LogReader(path: recording)
    var original: [(file: String, event: Event)] = []
    while let record = try reader.next() {
      switch record.event.payload {
      case .header, .end: continue
      default: original.append((String(record.file.split(separator: "/").last ?? ""), record.event))
      }
    }
    let callSpan = (original.compactMap(\.event.call).max() ?? 0) + 1
    events = (0..<copies).flatMap { copy in
      original.map { ($0.file, copy == 0 ? $0.event : Self.renamed($0.event, copy, callSpan)) }
    }
  }

  /// How many events were written.
  package var written: Int { next }

  /// How many events are still to write.
  package var remaining: Int { events.count - next }

  /// The next event to write, if any.
  package var nextEvent: Event? { next < events.count ? events[next].event : nil }

  /// Writes the next event through its file's writer (creating the file, with its header, at
  /// its first event), and returns it once its append returned.
  ///
  /// - Returns: What was written, or `nil` when nothing is left.
  /// - Throws: What opening a writer throws.
  @discardableResult
  package func writeNext() throws -> Written? {
    guard next < events.count else { return nil }
    let (name, event) = events[next]
    next += 1
    let path = "\(directory)/\(name)"
    let writer: LogWriter
    if let open = writers[name] {
      writer = open
    } else {
      writer = try LogWriter(
        path: path,
        identity: LogWriter.Identity(
          role: event.role, session: event.session, processID: event.processID))
      writers[name] = writer
    }
    let outcome = writer.append(
      event.payload, interaction: event.interaction, instance: event.instance, call: event.call)
    var written = event
    written.sequence = outcome.sequence ?? 0
    return Written(event: written, file: path, writtenAt: Date().timeIntervalSince1970)
  }

  /// Writes events until `isLast` holds for one written, or none is left.
  ///
  /// - Parameter isLast: Whether the event just written is the last to write now.
  /// - Returns: The last event written.
  /// - Throws: What ``writeNext()`` throws.
  @discardableResult
  package func write(through isLast: (Event) -> Bool) throws -> Written? {
    var last: Written?
    while let written = try writeNext() {
      last = written
      if isLast(written.event) { break }
    }
    return last
  }

  /// Closes every file with its `end` event.
  ///
  /// - Throws: What closing a writer throws.
  package func close() throws {
    for writer in writers.values { try writer.close() }
  }

  /// `event` for the `copy`-th copy: its interaction, intent and instance names and its call id
  /// made that copy's own.
  private static func renamed(_ event: Event, _ copy: Int, _ callSpan: UInt64) -> Event {
    var event = event
    let suffix = "-\(copy)"
    event.interaction = event.interaction.map { $0 + suffix }
    event.instance = event.instance.map { $0 + suffix }
    event.call = event.call.map { $0 + UInt64(copy) * callSpan }
    func own(_ intent: Intent) -> Intent {
      var intent = intent
      intent.identifier = (intent.identifier ?? "intent") + suffix
      return intent
    }
    switch event.payload {
    case .interaction(var snapshot):
      snapshot.identifier += suffix
      snapshot.intent = own(snapshot.intent)
      event.payload = .interaction(snapshot)
    case .dispatch(let intent): event.payload = .dispatch(intent: own(intent))
    case .confirm(let intent): event.payload = .confirm(intent: own(intent))
    case .handle(let intent): event.payload = .handle(intent: own(intent))
    default: break
    }
    return event
  }
}
