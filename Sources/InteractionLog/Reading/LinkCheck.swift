/// Checks, one event at a time, the links between the events of one file that FORMAT.md §3
/// promises: every call has its own call id, every completion follows its call, and where a
/// file holds an interaction's snapshot, it comes before the file's events that refer to it.
/// (An event may name an interaction whose snapshot is in another process's file: the Intents
/// extension handles what the Intents UI extension shows.)
///
/// Memory stays bounded whatever the file: call ids are kept as a run (every id from the first
/// call's up to a watermark was seen) plus the ids seen outside it, which for a recorder's ids,
/// handed out in order from a counter, stays a handful; a hostile file of scattered ids stops the call checks at
/// ``idLimit`` ids and says so in ``isIncomplete``. Only the first ``problemLimit`` problems
/// are kept; ``problemCount`` counts them all.
package struct LinkCheck: Sendable {
  /// The most call ids (above the watermark) and interaction ids remembered.
  package static let idLimit = 1 << 16
  /// The most problems kept.
  package static let problemLimit = 100

  /// Every call id in `run` was seen; `nil` before the first call.
  private var run: Range<UInt64>?
  private var callsOutside: Set<UInt64> = []
  private var snapshots: Set<String> = []
  /// The first event of each interaction whose snapshot has not come (yet) in this file.
  private var unsnapshotted: [String: LinkProblem] = [:]
  /// The problems found, in file order, at most ``problemLimit``.
  package private(set) var problems: [LinkProblem] = []
  /// How many problems were found.
  package private(set) var problemCount = 0
  /// Whether some checks stopped because the file holds too many scattered ids.
  package private(set) var isIncomplete = false

  package init() {}

  private static let calls: Set<EventKind> = [
    .dispatch, .resolve, .confirm, .handle, .configure, .configureView,
  ]
  private static let completions: Set<EventKind> = [
    .dispatchCompletion, .resolveCompletion, .confirmCompletion, .handleCompletion,
    .configureCompletion, .configureViewCompletion,
  ]

  /// Whether the event is a call: its payload's case says so without hashing the kind's name.
  private static func isCall(_ payload: EventPayload) -> Bool {
    switch payload {
    case .dispatch, .resolve, .confirm, .handle, .configure, .configureView: true
    case .unknown(let kind, _): calls.contains(kind)
    default: false
    }
  }

  /// Whether the event is a completion, as ``isCall(_:)`` finds it.
  private static func isCompletion(_ payload: EventPayload) -> Bool {
    switch payload {
    case .dispatchCompletion, .resolveCompletion, .confirmCompletion, .handleCompletion,
      .configureCompletion, .configureViewCompletion:
      true
    case .unknown(let kind, _): completions.contains(kind)
    default: false
    }
  }

  /// Checks the next event of the file, in file order.
  package mutating func check(_ record: LogRecord) {
    let event = record.event
    if let call = event.call {
      // The recorder writes an `error` event in place of a call too large to log.
      if Self.isCall(event.payload) || event.kind == .error {
        if hasSeen(call) == true, event.kind != .error {
          report(record, .duplicateCallID, "call id \(call) is used by a second call")
        }
        insert(call)
      } else if Self.isCompletion(event.payload), hasSeen(call) == false {
        report(
          record, .completionWithoutCall,
          "\(event.kind) for call id \(call), which no earlier call has")
      }
    } else if Self.isCompletion(event.payload) {
      report(record, .completionWithoutCall, "\(event.kind) has no call id")
    }
    if let interaction = event.interaction, !snapshots.contains(interaction) {
      // An `error` event in place of a snapshot too large to log stands for it.
      if event.kind == .interaction || event.kind == .error {
        if let early = unsnapshotted.removeValue(forKey: interaction) {
          report(
            early,
            "refers to interaction \"\(interaction)\" before its snapshot (seq \(event.sequence))")
        }
        if snapshots.count < Self.idLimit {
          snapshots.insert(interaction)
        } else {
          isIncomplete = true
        }
      } else if unsnapshotted[interaction] == nil {
        if unsnapshotted.count < Self.idLimit {
          unsnapshotted[interaction] = problem(at: record, .beforeSnapshot, "")
        } else {
          isIncomplete = true
        }
      }
    }
  }

  /// Whether a call with `id` came before in the file; `nil` when the check had to stop.
  package func hasSeenCall(_ id: UInt64) -> Bool? { hasSeen(id) }

  private func hasSeen(_ id: UInt64) -> Bool? {
    if run?.contains(id) == true || callsOutside.contains(id) { return true }
    return isIncomplete ? nil : false
  }

  private mutating func insert(_ id: UInt64) {
    guard let seen = run, id != UInt64.max else {
      // A range cannot end past UInt64.max: that one id is kept apart.
      if id != UInt64.max { run = id..<id + 1 } else { callsOutside.insert(id) }
      return
    }
    if seen.contains(id) { return }
    if id == seen.upperBound {
      var upper = id + 1
      while upper < UInt64.max, callsOutside.remove(upper) != nil { upper += 1 }
      run = seen.lowerBound..<upper
    } else if callsOutside.count < Self.idLimit {
      callsOutside.insert(id)
    } else {
      isIncomplete = true
    }
  }

  private mutating func report(_ record: LogRecord, _ kind: LinkProblem.Kind, _ message: String) {
    report(problem(at: record, kind, message), message)
  }

  private mutating func report(_ problem: LinkProblem, _ message: String) {
    problemCount += 1
    guard problems.count < Self.problemLimit else { return }
    var problem = problem
    problem.message = message
    problems.append(problem)
  }

  private func problem(at record: LogRecord, _ kind: LinkProblem.Kind, _ message: String)
    -> LinkProblem
  {
    LinkProblem(
      kind: kind, file: record.file, offset: record.blockOffset, line: record.line,
      sequence: record.event.sequence, message: message)
  }
}
