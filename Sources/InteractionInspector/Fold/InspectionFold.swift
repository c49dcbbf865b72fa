public import InteractionLog
import InteractionModel

/// Projects a recording's event stream into interactions, one event at a time (event sourcing),
/// runs the exception rules on each interaction as soon as it is finished, and hands it on.
///
/// ```swift
/// var fold = InspectionFold(configuration: InspectionConfiguration(retainsInteractions: false))
/// let reader = try LogReader(path: session)
/// while let record = try reader.next() {
///   fold.consume(record) { interaction in render(interaction) }
/// }
/// let report = fold.finish(summaries: reader.summaries) { interaction in render(interaction) }
/// ```
///
/// **Joining.** The Intents UI extension's events carry the interaction's identifier; the Intents
/// extension's usually don't (D8: the processes share only the interaction). Its calls are
/// grouped into a handling run per intent (class and identifier) and file: a `dispatch` of an
/// intent starts one unless one for that intent is still open; resolve, confirm and handle calls
/// join the run that dispatched their handler (the `dispatchCompletion` names it), else the run
/// of their intent, else, for a resolve, the file's latest run. A run and an interaction are
/// joined by identity, whichever comes first in the merged stream and whatever the two
/// processes' clocks say: by the interaction's identifier when the run's events carry it, else
/// by the intent, the oldest waiting interaction (or run) whose snapshot's intent has the run's
/// class and identifier. A call found by its intent after that intent's handle is part of the
/// same interaction (`phase-order` flags it), unless an interaction of that intent waits for its
/// handling: a recorder may give every interaction the same intent identifier, so such a later
/// run stays with the first until a second interaction of the intent claims it.
///
/// **Streaming.** The fold keeps state for open interactions only. An interaction's UI side is
/// over when a newer one starts in the same Intents UI file and it has no call waiting for a
/// completion, or when its file's `end` event comes; it is finished once its handling is settled
/// too (no call waiting, and a newer run started in its file, or its file ended). One whose
/// handling has not come waits for it. Whatever they wait for, the oldest is finished once
/// ``InspectionConfiguration/window`` newer ones have started in its file, and every one at
/// ``finish(summaries:emit:)``. A handling run that no interaction has claimed is finished alone
/// when more than `window` such runs wait, or at the end. So a run and its interaction are
/// joined as long as fewer than `window` interactions of one process run ahead of the other's.
/// A finished interaction goes to the sink, and is kept in the session report only if
/// ``InspectionConfiguration/retainsInteractions``; with that off, memory is bounded by
/// `window` and the number of files, not by the log's size. A completion that comes after its
/// interaction was finished is counted in ``ProcessReport/lateCompletions``; the links FORMAT.md
/// §3 promises (a call id per call, a completion after its call, a snapshot before the events
/// that name it) are checked per file, and what breaks them is listed in
/// ``SessionReport/brokenLinks``.
public struct InspectionFold: Sendable {
  /// What the fold runs and keeps.
  public let configuration: InspectionConfiguration

  var interactions: [String: OpenInteraction] = [:]
  var interfaceOrder: [String: [String]] = [:]
  var phases: [Int: OpenPhase] = [:]
  var unlinkedPhases: [Int] = []
  var phaseByHandler: [HandlerKey: Int] = [:]
  var phaseByIntent: [IntentKey: Int] = [:]
  var latestPhaseInFile: [String: Int] = [:]
  /// The id of the newest run started in each file: older ones there are settled once no call
  /// of theirs waits.
  var lastStartedPhase: [String: Int] = [:]
  var links: [String: LinkCheck] = [:]
  var calls: [CallKey: CallOwner] = [:]
  var processes: [String: ProcessReport] = [:]
  var processOrder: [String] = []
  var endedFiles: Set<String> = []
  var sessions: Set<String> = []
  var nextPosition = 1
  var nextPhaseID = 1
  var ordinals: [String: Int] = [:]
  var confirmingHandlerTypes: Set<String> = []
  var retained: [InteractionReport] = []
  var interactionCount = 0
  var findingCounts: [String: Int] = [:]
  var isFinishing = false

  /// The most interactions and unlinked handling phases open at once so far: what the fold's
  /// memory grows with.
  package private(set) var peakOpenInteractions = 0

  /// A fold with nothing read yet, applying `configuration`'s rules, expected orders,
  /// retention and window.
  public init(configuration: InspectionConfiguration = InspectionConfiguration()) {
    self.configuration = configuration
  }

  /// The interactions and unlinked handling phases open now.
  public var openInteractions: Int { interactions.count + unlinkedPhases.count }

  /// Folds one event in.
  ///
  /// - Parameters:
  ///   - record: The next event, in the reader's merged order.
  ///   - emit: Receives each interaction this event finished, with its findings.
  public mutating func consume(
    _ record: LogRecord, emit: (InteractionReport) -> Void = { _ in }
  ) {
    let event = record.event
    let file = record.file
    let reference = EventReference(file: file, sequence: event.sequence)
    noteProcess(event, file: file)
    links[file, default: LinkCheck()].check(record)
    switch event.payload {
    case .header(_, let tool, let platform, let metadata):
      processes[file]?.tool = tool
      processes[file]?.platform = platform
      processes[file]?.metadata = metadata
    case .end:
      processes[file]?.hasEnd = true
      endedFiles.insert(file)
      fileEnded(file, emit: emit)
    case .interaction(let snapshot):
      noteSnapshot(
        snapshot, key: event.interaction ?? snapshot.identifier, file: file, at: reference,
        emit: emit)
    case .configureView(let parameters, let behavior, let context):
      interfaceCall(
        event, file: file, at: reference, method: .configureView, offered: parameters,
        behavior: behavior, context: context, emit: emit)
    case .configure(let context):
      interfaceCall(
        event, file: file, at: reference, method: .configure, offered: nil, behavior: nil,
        context: context, emit: emit)
    case .configureViewCompletion(let success, let claimed, let size, let latency):
      interfaceCompletion(
        event, file: file,
        UICompletion(
          event: reference, success: success, claimed: claimed, size: size, latency: latency))
    case .configureCompletion(let size, let latency):
      interfaceCompletion(
        event, file: file,
        UICompletion(event: reference, success: nil, claimed: nil, size: size, latency: latency))
    case .dispatch(let intent):
      handlingCall(event, file: file, at: reference, method: .dispatch, intent: intent, emit: emit)
    case .resolve(let parameter, _):
      handlingCall(
        event, file: file, at: reference, method: .resolve, parameter: parameter, emit: emit)
    case .confirm(let intent):
      handlingCall(event, file: file, at: reference, method: .confirm, intent: intent, emit: emit)
    case .handle(let intent):
      handlingCall(event, file: file, at: reference, method: .handle, intent: intent, emit: emit)
    case .dispatchCompletion(let handlerType):
      handlingCompletion(
        event, file: file,
        HandlingCompletion(
          event: reference, latency: nil, handler: handlerType == nil ? nil : event.instance,
          handlerType: handlerType), emit: emit)
    case .resolveCompletion(_, let results, let latency):
      handlingCompletion(
        event, file: file, HandlingCompletion(event: reference, latency: latency, results: results),
        emit: emit)
    case .confirmCompletion(let response, let latency),
      .handleCompletion(let response, let latency):
      handlingCompletion(
        event, file: file,
        HandlingCompletion(
          event: reference, latency: latency, responseClass: response.className,
          code: response.code), emit: emit)
    case .note:
      processes[file]?.notes += 1
    case .error:
      processes[file]?.errors += 1
    case .gap(let dropped, _):
      processes[file]?.droppedEvents += dropped
    case .sourceValue:
      break
    case .unknown:
      processes[file]?.unknownEvents += 1
    }
    peakOpenInteractions = max(peakOpenInteractions, openInteractions)
  }

  private mutating func noteProcess(_ event: Event, file: String) {
    if processes[file] == nil {
      processes[file] = ProcessReport(file: file)
      processOrder.append(file)
    }
    sessions.insert(event.session)
    processes[file]?.update { process in
      process.events += 1
      process.processID = event.processID
      process.role = event.role.rawValue
      process.firstSequence = process.firstSequence ?? event.sequence
      process.lastSequence = event.sequence
    }
  }

  /// A new position in the session and the next ordinal for the intent class.
  mutating func allocatePosition(intentClass: String?) -> (position: Int, ordinal: Int) {
    defer { nextPosition += 1 }
    return (nextPosition, nextOrdinal(intentClass))
  }

  mutating func nextOrdinal(_ intentClass: String?) -> Int {
    let key = intentClass ?? ""
    let ordinal = ordinals[key, default: 0] + 1
    ordinals[key] = ordinal
    return ordinal
  }
}

extension ProcessReport {
  mutating func update(_ body: (inout ProcessReport) -> Void) { body(&self) }
}
