package import InteractionLog
import InteractionModel

/// Turns a recording's merged event stream into interactions, one event at a time: each with
/// its snapshots, the Intents extension's handling run and the Intents UI extension's calls.
///
/// The inspector (its rules and reports) and the replayer (its recordings) both stand on it, so
/// that they see the same interactions in every log.
///
/// ```swift
/// var projector = InteractionProjector()
/// let reader = try LogReader(path: session)
/// while let record = try reader.next() {
///   projector.consume(record) { interaction in use(interaction) }
/// }
/// projector.finish { interaction in use(interaction) }
/// ```
///
/// **Joining.** The Intents UI extension's events carry the interaction's identifier; the Intents
/// extension's usually don't (the processes share only the interaction). Its calls are grouped
/// into a handling run per intent (class and identifier) and file: a `dispatch` of an intent
/// starts one unless one for that intent is still open; resolve, confirm and handle calls join
/// the run that dispatched their handler (the `dispatchCompletion` names it), else the run of
/// their intent, else, for a resolve, the file's latest run. A run and an interaction are joined
/// by identity, whichever comes first in the merged stream and whatever the two processes'
/// clocks say: by the interaction's identifier when the run's events carry it, else by the
/// intent, the oldest waiting interaction (or run) whose snapshot's intent has the run's class
/// and identifier. A call found by its intent after that intent's handle is part of the same
/// interaction (the inspector's `phase-order` flags it), unless an interaction of that intent
/// waits for its handling: a recorder may give every interaction the same intent identifier, so
/// such a later run stays with the first until a second interaction of the intent claims it.
///
/// **Streaming.** The projector keeps state for open interactions only. Interactions and runs
/// of one process may interleave (Shortcuts runs intents concurrently, and one extension process
/// serves several), so an interaction's UI side is over only when its file's `end` event comes,
/// or when ``window`` newer interactions started in its file (UI calls that name no interaction
/// are over as soon as a newer one starts and none of them waits). A run is settled when none
/// of its calls waits and `window` newer runs started in its file, or it is finished, or its
/// file ended. An interaction whose both sides are over is finished and handed on, in the
/// order of the session. The oldest open interaction of a file is finished anyway once
/// `window` newer ones started there, and a run no interaction claimed is finished alone when
/// more than `window` such runs wait; everything left is finished by ``finish(emit:)``. So a
/// run and its interaction are joined as long as fewer than `window` interactions of one
/// process run ahead of the other's, and memory is bounded by `window` and the number of files,
/// not by the log's size.
package struct InteractionProjector: Sendable {
  /// How many interactions per file, waiting runs, and later runs of one intent are kept open.
  package let window: Int

  /// The open interactions, by key (their identifier, or empty for calls that name none).
  var interactions = Slots<String, OpenInteraction>()
  var interfaceOrder: [String: [String]] = [:]
  /// The open handling runs, by id.
  var runs = Slots<Int, OpenRun>()
  var unlinkedRuns: [Int] = []
  var runByHandler: [HandlerKey: Int] = [:]
  var runByIntent: [IntentKey: Int] = [:]
  var latestRunInFile: [String: Int] = [:]
  /// How many runs started in each file so far.
  var runsStarted: [String: Int] = [:]
  var calls: [CallKey: CallOwner] = [:]
  var endedFiles: Set<String> = []
  var nextPosition = 1
  var nextRunID = 1
  var ordinals: [String: Int] = [:]
  var isFinishing = false

  /// The most interactions and unlinked handling runs open at once so far: what the
  /// projector's memory grows with.
  package internal(set) var peakOpenInteractions = 0

  /// A projector with nothing read yet; a window below 1 counts as 1.
  package init(window: Int = 8) {
    self.window = max(1, window)
  }

  /// The interactions and unlinked handling runs open now.
  package var openInteractions: Int { interactions.count + unlinkedRuns.count }

  /// Projects one event.
  ///
  /// - Parameters:
  ///   - record: The next event, in the reader's merged order.
  ///   - emit: Receives each interaction this event finished.
  /// - Returns: `false` when the event is a completion whose call the projector does not hold:
  ///   one that came after its interaction was finished, or whose call was never recorded.
  @discardableResult
  package mutating func consume(
    _ record: LogRecord, emit: (ProjectedInteraction) -> Void = { _ in }
  ) -> Bool {
    let event = record.event
    let file = record.file
    var isPaired = true
    switch event.payload {
    case .end:
      endedFiles.insert(file)
      fileEnded(file, emit: emit)
    case .interaction(let snapshot):
      noteSnapshot(snapshot, key: event.interaction ?? snapshot.identifier, of: record, emit: emit)
    case .configureView, .configure:
      interfaceCall(record, emit: emit)
    case .configureViewCompletion, .configureCompletion:
      isPaired = interfaceCompletion(record)
    case .dispatch(let intent), .confirm(let intent), .handle(let intent):
      handlingCall(record, intent: intent, emit: emit)
    case .resolve:
      handlingCall(record, intent: nil, emit: emit)
    case .dispatchCompletion, .resolveCompletion, .confirmCompletion, .handleCompletion:
      isPaired = handlingCompletion(record, emit: emit)
    case .header, .note, .error, .gap, .sourceValue, .unknown:
      break
    }
    peakOpenInteractions = max(peakOpenInteractions, openInteractions)
    return isPaired
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
