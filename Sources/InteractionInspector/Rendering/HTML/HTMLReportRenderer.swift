public import InteractionLog

/// Renders inspections as one self-contained HTML page, what `ilog report` writes: per session a
/// summary (files, damage, finding counts, a table of every interaction), then each interaction
/// as one timeline of both extensions' calls, its snippet beside it, and its findings.
///
/// ```swift
/// var renderer = HTMLReportRenderer()
/// let sessions = [try InspectedSession(paths: ["Recordings/empty-set-last"])]
/// let outcome = try renderer.render(sessions, with: Inspector()) { html in page += html }
/// ```
///
/// The page needs nothing from outside: its style sheet and a short script (filters and a search
/// box, which the page works without) are inline, and a content security policy forbids every
/// load, so that a value in a log can neither fetch nor run anything. Every value from the log is
/// escaped. The same input gives the same bytes: nothing depends on the time or the machine.
///
/// Each interaction is a `<details>` element and only the first ``openInteractions`` start open.
/// After the first ``markupInteractions``, the bodies of closed interactions are compressed in
/// chunks that the page's script inflates when one of them is opened, so that a browser shows
/// the page of a 10 000-interaction session in seconds rather than building a million elements
/// first. Since a session's summary comes before its interactions, the renderer keeps one
/// session's rendered interactions until the session ends (about 7 KB each as markup, a tenth
/// of that compressed); memory does not grow with the number of sessions.
public struct HTMLReportRenderer {
  /// How many interactions, counted over the whole page, start open.
  public var openInteractions: Int
  /// How many interactions, counted over the whole page, are written as markup; the bodies of
  /// the closed ones after them are deferred until they are opened, which needs the page's
  /// script.
  public var markupInteractions: Int

  /// What goes above the sessions (`ilog report`'s time-travel panel), if anything.
  package var prelude: HTMLReportPrelude?
  private var run = RunTally()
  private var session = SessionTally()
  private var context = HTMLInteractionSection.Context(session: 1, files: [])
  private var rows = ""
  private var sections = ""
  private var opened = 0
  /// The sections whose bodies wait in ``chunk``.
  private var deferred: [HTMLInteractionSection] = []
  private var chunk = HTMLDeferredChunk(id: "")
  private var chunks = 0

  /// A renderer of a page whose first interactions are open and written as markup.
  ///
  /// - Parameters:
  ///   - openInteractions: How many interactions start open; the others show their heading line
  ///     until clicked.
  ///   - markupInteractions: How many interactions are written as markup, open or not; at least
  ///     the open ones are.
  public init(openInteractions: Int = 20, markupInteractions: Int = 200) {
    self.openInteractions = max(0, openInteractions)
    self.markupInteractions = max(self.openInteractions, markupInteractions)
  }

  /// What the rendering showed, for the caller's exit status.
  public var outcome: InspectionOutcome { run.outcome }

  /// The start of the page: its head, title, the list of sessions and the filters.
  ///
  /// - Parameter sessions: Each session's paths, in the order they will be rendered.
  /// - Returns: HTML to write first.
  public func begin(sessions: [[String]]) -> String {
    HTMLDocument.begin(sessions: sessions, prelude: prelude)
  }

  /// Starts a session.
  ///
  /// - Parameters:
  ///   - paths: The paths given for the session.
  ///   - files: The log files read for it.
  public mutating func beginSession(paths: [String], files: [String]) {
    session = SessionTally(index: run.outcome.sessions, paths: paths, files: FileNames(files))
    context = HTMLInteractionSection.Context(session: run.outcome.sessions + 1, files: files)
    rows = ""
    sections = ""
  }

  /// Takes a finished interaction of the session under way.
  ///
  /// - Parameter interaction: An interaction the inspector emitted.
  public mutating func add(_ interaction: InteractionReport) {
    session.interactions += 1
    session.shown += 1
    if interaction.isTruncated { session.truncated.append(interaction) }
    for finding in interaction.findings { session.findings[finding.code, default: 0] += 1 }
    let section = HTMLInteractionSection(interaction: interaction, context: context)
    rows += section.summaryRow()
    if opened < markupInteractions {
      sections += section.details(isOpen: opened < openInteractions)
    } else {
      if deferred.isEmpty {
        chunks += 1
        chunk = HTMLDeferredChunk(id: "z\(chunks)")
      }
      _ = chunk.add(section.body)
      deferred.append(section)
      if chunk.isFull { flushDeferred() }
    }
    opened += 1
  }

  /// Writes the waiting sections without their bodies, then the chunk that holds the bodies; or,
  /// should compression fail, the sections whole.
  private mutating func flushDeferred() {
    guard !deferred.isEmpty else { return }
    if let element = chunk.element() {
      for (index, section) in deferred.enumerated() {
        sections += section.details(
          deferred: HTMLInteractionSection.Deferred(chunk: chunk.id, index: index))
      }
      sections += element
    } else {
      for section in deferred { sections += section.details(isOpen: false) }
    }
    deferred = []
  }

  /// Ends the session under way.
  ///
  /// - Parameter inspection: What the inspector returned for the session.
  /// - Returns: The session's HTML: its summary, then its interactions.
  public mutating func endSession(_ inspection: Inspection) -> String {
    flushDeferred()
    run.add(session, inspection)
    let summary = HTMLSessionSummary(
      session: session, report: inspection.report, stats: inspection.stats, number: context.session)
    let html = summary.html(rows: rows, sections: sections)
    rows = ""
    sections = ""
    return html
  }

  /// The end of the page, after every session.
  ///
  /// - Returns: HTML to write last.
  public func finish() -> String {
    HTMLDocument.end(run, prelude: prelude)
  }

  /// Inspects each session with `inspector` and hands the page to `write` in order: its start,
  /// each session as it ends, and its end.
  ///
  /// - Parameters:
  ///   - sessions: The sessions, each with its reader.
  ///   - inspector: The inspector; its configuration need not retain interactions.
  ///   - progress: Receives the session's index and how far its reading has come.
  ///   - write: Receives the HTML, in order.
  /// - Returns: What was shown, for the exit status.
  /// - Throws: ``InteractionLog/LogReadError`` for damage under the strict policy.
  @discardableResult
  public mutating func render(
    _ sessions: [InspectedSession], with inspector: Inspector,
    progress: (Int, InspectionProgress) -> Void = { _, _ in }, write: (String) -> Void
  ) throws(LogReadError) -> InspectionOutcome {
    write(begin(sessions: sessions.map(\.paths)))
    for (index, session) in sessions.enumerated() {
      beginSession(paths: session.paths, files: session.files)
      let inspection = try inspector.inspect(
        session.openReader(), progress: { progress(index, $0) }, emit: { add($0) })
      write(endSession(inspection))
    }
    write(finish())
    return outcome
  }
}
