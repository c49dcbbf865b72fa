public import InteractionLog
import InteractionModel
import InteractionProjection

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
/// **Joining.** The interactions are the projection the replayer sees too: the Intents UI
/// extension's events carry the interaction's identifier; the Intents extension's calls are
/// grouped into a handling run per intent and file (by the handler each dispatch returned, else
/// by the intent), and a run and an interaction are joined by identity, whichever comes first in
/// the merged stream and whatever the two processes' clocks say: by the interaction's
/// identifier when the run's events carry it, else by the intent (class and identifier). A call
/// found by its intent after that intent's handle is part of the same interaction
/// (`phase-order` flags it), unless an interaction of that intent waits for its handling.
/// Interactions of one process may interleave: each call joins the interaction it names.
///
/// **Streaming.** The fold keeps state for open interactions only. An interaction is finished
/// when its file's `end` event comes and its handling is settled, or once
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

  var projector: InteractionProjector
  /// Per file, in the order the files first came (`files`' slots): its link check and its
  /// process.
  var files = FileSlots()
  var links: [LinkCheck] = []
  var processes: [ProcessReport] = []
  var sessions: Set<String> = []
  var lastSession: String?
  var retained: [InteractionReport] = []
  var interactionCount = 0
  var findingCounts: [String: Int] = [:]
  /// What `phase-order` learned from the interactions finished so far.
  var confirmingHandlers = PhaseOrder.ConfirmingHandlers()
  /// The rules, when an interaction they all clear is handed on with its heading alone
  /// (``InspectionConfiguration/briefsCleanInteractions``); `nil` when every interaction gets
  /// its report.
  let screens: [any ProjectionScreening]?

  /// The most interactions and unlinked handling phases open at once so far: what the fold's
  /// memory grows with.
  package var peakOpenInteractions: Int { projector.peakOpenInteractions }

  /// A fold with nothing read yet, applying `configuration`'s rules, expected orders,
  /// retention and window.
  public init(configuration: InspectionConfiguration = InspectionConfiguration()) {
    self.configuration = configuration
    projector = InteractionProjector(window: configuration.window)
    let screening = configuration.rules.compactMap { $0 as? any ProjectionScreening }
    screens =
      configuration.briefsCleanInteractions && !configuration.retainsInteractions
        && screening.count == configuration.rules.count ? screening : nil
  }

  /// The interactions and unlinked handling phases open now.
  public var openInteractions: Int { projector.openInteractions }

  /// Folds one event in.
  ///
  /// - Parameters:
  ///   - record: The next event, in the reader's merged order.
  ///   - emit: Receives each interaction this event finished, with its findings.
  public mutating func consume(
    _ record: LogRecord, emit: (InteractionReport) -> Void = { _ in }
  ) {
    let event = record.event
    let slot = self.slot(of: record.file)
    // Compared with the last one first: that is cheaper than hashing it for every event.
    if event.session != lastSession {
      sessions.insert(event.session)
      lastSession = event.session
    }
    links[slot].check(record)
    processes[slot].update { process in
      process.events += 1
      process.processID = event.processID
      process.role = event.role.rawValue
      process.firstSequence = process.firstSequence ?? event.sequence
      process.lastSequence = event.sequence
      switch event.payload {
      case .header(_, let tool, let platform, let metadata):
        process.tool = tool
        process.platform = platform
        process.metadata = metadata
      case .end:
        process.hasEnd = true
      case .configureView, .configure, .dispatch, .resolve, .confirm, .handle:
        process.calls += 1
      case .note:
        process.notes += 1
      case .error:
        process.errors += 1
      case .gap(let dropped, _):
        process.droppedEvents += dropped
      case .unknown:
        process.unknownEvents += 1
      default:
        break
      }
    }
    var finished: [ProjectedInteraction] = []
    let isPaired = projector.consume(record) { finished.append($0) }
    for projected in finished { complete(projected, emit: emit) }
    // A completion the projection cannot pair: late, when the file had its call (its
    // interaction was finished already); a broken link, listed by the link check, when it had
    // not.
    if !isPaired, let callID = event.call, links[slot].hasSeenCall(callID) == true {
      processes[slot].lateCompletions += 1
    }
  }

  /// The slot of `file`'s process and link check, opened when the file is new.
  mutating func slot(of file: String) -> Int {
    let (slot, isNew) = files.slot(of: file)
    if isNew {
      processes.append(ProcessReport(file: file))
      links.append(LinkCheck())
    }
    return slot
  }

  /// Runs the rules on a finished interaction, counts it, keeps it if asked, and hands it on.
  ///
  /// With ``screens``, an interaction every rule clears from its projection is handed on with
  /// its heading alone, its report never built.
  mutating func complete(_ projected: ProjectedInteraction, emit: (InteractionReport) -> Void) {
    var report: InteractionReport
    if let screens {
      // What the rules would learn from the report, learned from the projection.
      confirmingHandlers.learn(from: projected)
      let context = context(confirmingHandlerTypes: confirmingHandlers.types, isOpen: false)
      if !screens.contains(where: { $0.mayFind(in: projected, context: context) }) {
        interactionCount += 1
        emit(InteractionReport(heading: projected))
        return
      }
      report = InteractionReport(projected)
    } else {
      report = InteractionReport(projected)
      confirmingHandlers.learn(from: report)
    }
    report.findings = findings(
      in: report, context: context(confirmingHandlerTypes: confirmingHandlers.types, isOpen: false))
    for finding in report.findings { findingCounts[finding.code.rawValue, default: 0] += 1 }
    interactionCount += 1
    if configuration.retainsInteractions { retained.append(report) }
    emit(report)
  }

  /// What the rules may know about an interaction beyond it.
  func context(confirmingHandlerTypes: Set<String>, isOpen: Bool) -> InspectionContext {
    InspectionContext(
      expectedOrders: configuration.expectedOrders,
      confirmingHandlerTypes: confirmingHandlerTypes, isInteractionOpen: isOpen)
  }

  /// What the configured rules find in `report`, each finding placed in its interaction.
  func findings(in report: InteractionReport, context: InspectionContext) -> [Finding] {
    var findings: [Finding] = []
    for rule in configuration.rules {
      for var finding in rule.findings(in: report, context: context) {
        finding.interaction = report.position
        findings.append(finding)
      }
    }
    return findings
  }
}

extension ProcessReport {
  mutating func update(_ body: (inout ProcessReport) -> Void) { body(&self) }

  /// Takes what reading the file found: its damage, and how it ends.
  package mutating func take(_ summary: FileSummary) {
    damages = summary.damages.map(DamageNote.init)
    hasEnd = summary.hasEnd
    isCleanlyClosed = summary.isCleanlyClosed
  }
}
