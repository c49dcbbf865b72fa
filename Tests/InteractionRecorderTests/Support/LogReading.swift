import Foundation
import InteractionLog
import InteractionTestSupport
import Testing

/// Every event of a log file or session directory, merged by time, and the damage found.
func readEvents(_ path: String) throws -> (events: [Event], damages: [LogDamage]) {
  let reader = try LogReader(path: path)
  var events: [Event] = []
  while let record = try reader.next() { events.append(record.event) }
  return (events, reader.damages)
}

/// Every event of a cleanly closed log, expecting no damage.
func cleanEvents(_ path: String?, sourceLocation: SourceLocation = #_sourceLocation) throws
  -> [Event]
{
  let path = try #require(path, "the recorder opened no log", sourceLocation: sourceLocation)
  let (events, damages) = try readEvents(path)
  #expect(damages.isEmpty, "\(damages)", sourceLocation: sourceLocation)
  return events
}

/// What `gzip -dc` makes of a file: the log's JSON lines as any tool sees them.
func gunzipped(_ path: String) throws -> String {
  let gzip = try #require(which("gzip"), "gzip is needed to read the log as other tools do")
  let result = try run(gzip, ["-dc", path])
  #expect(result.status == 0, "gzip -dc: \(result.error)")
  return result.output
}

extension Array where Element == Event {
  /// The events of one kind.
  func of(_ kind: EventKind) -> [Event] { filter { $0.kind == kind } }

  /// The events with a call id, by call id, in file order.
  var byCall: [UInt64: [Event]] {
    Dictionary(grouping: filter { $0.call != nil }, by: { $0.call ?? 0 })
  }
}

extension EventPayload {
  /// The latency of a completion event, if it is one.
  var latency: UInt64? {
    switch self {
    case .resolveCompletion(_, _, let latency), .confirmCompletion(_, let latency),
      .handleCompletion(_, let latency), .configureCompletion(_, let latency),
      .configureViewCompletion(_, _, _, let latency):
      latency
    default:
      nil
    }
  }
}
