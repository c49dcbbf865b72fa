public import InteractionLog

/// Renders inspections as `ilog inspect` prints them, in any ``OutputFormat``, one session after
/// another and, where the format allows, one interaction at a time.
///
/// ```swift
/// var renderer = InspectionRenderer(format: .text)
/// let sessions = [InspectedSession(paths: ["Recordings/start-workout"])]
/// let outcome = try renderer.render(sessions, with: Inspector()) { text in output += text }
/// ```
///
/// Text, Markdown and Mermaid text for an interaction is produced as soon as the interaction is
/// finished, so memory stays bounded by the fold's window whatever the log's size (Mermaid
/// keeps one session's diagram until its end); JSON too, a line per interaction
/// (``InspectionJSON``). The renderer never prints; it hands text to the caller, which decides
/// where it goes.
public struct InspectionRenderer: Sendable {
  /// The output format.
  public let format: OutputFormat
  /// Colours for text output.
  public let style: TextStyle
  /// Which interactions and findings are shown.
  public let filter: InspectionFilter

  private var formatter: any InspectionFormatter
  fileprivate var session = SessionTally()
  private var run = RunTally()

  /// A renderer that writes `format`, choosing that format's formatter once.
  ///
  /// - Parameters:
  ///   - format: The output format.
  ///   - style: Colours, for ``OutputFormat/text`` only; plain by default.
  ///   - filter: Which interactions and findings to show; everything by default.
  ///   - prettyJSON: For ``OutputFormat/json``: each record indented over several lines instead
  ///     of one compact line; for reading, not for scripts that read a line at a time.
  public init(
    format: OutputFormat, style: TextStyle = .plain,
    filter: InspectionFilter = InspectionFilter(), prettyJSON: Bool = false
  ) {
    self.format = format
    self.style = style
    self.filter = filter
    switch format {
    case .text: formatter = InspectionTextFormatter(style: style, filter: filter)
    case .markdown: formatter = InspectionMarkdownFormatter(filter: filter)
    case .mermaid: formatter = InspectionMermaidFormatter()
    case .json: formatter = InspectionJSONFormatter(filter: filter, pretty: prettyJSON)
    }
  }

  /// What the rendering showed, for the caller's exit status.
  public var outcome: InspectionOutcome { run.outcome }

  /// The text that starts a session.
  ///
  /// - Parameters:
  ///   - paths: The paths given for the session.
  ///   - files: The log files read for it.
  /// - Returns: Text to write, possibly empty (as for a record JSON cannot write: see
  ///   ``InspectionOutcome/encodeErrors``).
  public mutating func begin(paths: [String], files: [String]) -> String {
    session = SessionTally(index: run.outcome.sessions, paths: paths, files: FileNames(files))
    do {
      return try formatter.begin(session)
    } catch {
      session.encodeErrors.append(error)
      return ""
    }
  }

  /// The text of one finished interaction, or nothing if the filter leaves it out.
  ///
  /// - Parameter interaction: An interaction the inspector emitted.
  /// - Returns: Text to write, possibly empty (as for a record JSON cannot write: see
  ///   ``InspectionOutcome/encodeErrors``).
  public mutating func render(_ interaction: InteractionReport) -> String {
    count(
      interaction,
      Self.rendered(interaction, filter: filter, formatter: &formatter, session: session))
  }

  /// An interaction filtered and formatted, the session's counts untouched: the part of
  /// ``render(_:)`` that ``FoldPipeline``'s lanes may do.
  ///
  /// Formatters read only what a session's ``begin(paths:files:)`` set, so the text does not
  /// depend on which interactions were counted before.
  private static func rendered(
    _ interaction: InteractionReport, filter: InspectionFilter,
    formatter: inout any InspectionFormatter, session: SessionTally
  ) -> RenderedInteraction {
    guard let shown = filter.select(interaction) else { return RenderedInteraction() }
    let codes = shown.findings.map(\.code)
    do {
      return RenderedInteraction(
        shownFindings: codes, text: .success(try formatter.interaction(shown, session: session)))
    } catch {
      return RenderedInteraction(shownFindings: codes, text: .failure(error))
    }
  }

  /// Counts an interaction in the session and gives its text.
  private mutating func count(
    _ interaction: InteractionReport, _ rendered: RenderedInteraction
  ) -> String {
    session.interactions += 1
    if interaction.isTruncated { session.truncated.append(interaction) }
    guard let codes = rendered.shownFindings else { return "" }
    session.shown += 1
    for code in codes { session.findings[code, default: 0] += 1 }
    switch rendered.text {
    case .success(let text):
      return text
    case .failure(let error):
      session.encodeErrors.append(error)
      return ""
    }
  }

  /// What the lanes render with: a copy of this renderer's filter, formatter and
  /// session; `nil` for a formatter that keeps state between interactions (Mermaid's).
  private var lane: (@Sendable (InteractionReport) -> RenderedInteraction)? {
    guard format != .mermaid else { return nil }
    let (filter, formatter, session) = (filter, formatter, session)
    return { interaction in
      var formatter = formatter
      return Self.rendered(interaction, filter: filter, formatter: &formatter, session: session)
    }
  }

  /// The text that ends a session: its files, damage and counts.
  ///
  /// - Parameter inspection: What the inspector returned for the session.
  /// - Returns: Text to write, possibly empty (as for a record JSON cannot write: see
  ///   ``InspectionOutcome/encodeErrors``).
  public mutating func end(_ inspection: Inspection) -> String {
    let text: String
    do {
      text = try formatter.end(inspection, session: session)
    } catch {
      session.encodeErrors.append(error)
      text = ""
    }
    run.add(session, inspection)
    return text
  }

  /// The text that ends the output, after every session.
  ///
  /// - Returns: Text to write, possibly empty (as for a record JSON cannot write: see
  ///   ``InspectionOutcome/encodeErrors``).
  public mutating func finish() -> String {
    do {
      return try formatter.finish(run)
    } catch {
      run.outcome.encodeErrors.append(error)
      return ""
    }
  }

  /// Inspects each session with `inspector` and hands the rendered text to `write` as it comes:
  /// what `ilog inspect` prints, and what `Tools/make-recordings` writes as golden files.
  ///
  /// With a `parallelism` above 1 and several sessions, that many sessions are inspected at once,
  /// each on its own thread (Mermaid, which draws one session, stays sequential); a session's
  /// text is handed over once it is finished and every earlier one has been, and `progress`
  /// hears of each session once, when it is. With one session (or Mermaid), the session is read
  /// and folded on another thread while this one renders. Either way the text is the same and
  /// comes in the same order.
  ///
  /// - Parameters:
  ///   - sessions: The sessions, each with its reader.
  ///   - inspector: The inspector; its configuration need not retain interactions.
  ///   - parallelism: How many sessions to inspect at once; 1 (one after the other) by default.
  ///   - progress: Receives the session's index and how far its reading has come.
  ///   - write: Receives the text, in order.
  /// - Returns: What was shown, for the exit status.
  /// - Throws: `LogReadError` for damage under the strict policy.
  @discardableResult
  public mutating func render(
    _ sessions: [InspectedSession], with inspector: Inspector, parallelism: Int = 1,
    progress: (Int, InspectionProgress) -> Void = { _, _ in }, write: (String) -> Void
  ) throws(LogReadError) -> InspectionOutcome {
    let inspector = doingOnlyWhatIsShown(inspector)
    if parallelism > 1, sessions.count > 1, format != .mermaid {
      try renderInParallel(
        sessions, with: inspector, parallelism: parallelism, progress: progress, write: write)
    } else {
      for (index, session) in sessions.enumerated() {
        write(begin(paths: session.paths, files: session.files))
        let inspection =
          parallelism > 1
          ? try FoldPipeline.inspect(
            session, with: inspector, lane: lane, progress: { progress(index, $0) },
            emit: { interaction, rendered in
              // What the lane did not render is rendered here, as one lane would.
              write(rendered.map { count(interaction, $0) } ?? render(interaction))
            })
          : try inspector.inspect(
            session.openReader(), progress: { progress(index, $0) },
            emit: { write(render($0)) })
        write(end(inspection))
      }
    }
    write(finish())
    return outcome
  }

  /// `inspector` doing only the work this rendering shows: with codes selected, only their
  /// rules, unless JSON's summary counts every finding; and, when only interactions with
  /// findings are shown, a clean one handed on without its report.
  ///
  /// The text and the counts are those of the inspector as given.
  func doingOnlyWhatIsShown(_ inspector: Inspector) -> Inspector {
    var inspector = inspector
    if !filter.codes.isEmpty, format != .json {
      inspector.configuration.rules.removeAll { !filter.codes.contains(type(of: $0).code) }
    }
    if filter.findingsOnly || !filter.codes.isEmpty {
      inspector.configuration.briefsCleanInteractions = true
    }
    return inspector
  }

  /// Each session rendered whole by a copy of this renderer that stands at its place in the run,
  /// on a pool of `parallelism` threads; the copies' counts are added here in order.
  private mutating func renderInParallel(
    _ sessions: [InspectedSession], with inspector: Inspector, parallelism: Int,
    progress: (Int, InspectionProgress) -> Void, write: (String) -> Void
  ) throws(LogReadError) {
    let template = self
    let map = OrderedParallelMap<Int, RenderedSession, LogReadError>(
      width: parallelism, bound: parallelism
    ) { index, feed in
      var renderer = template
      renderer.run.outcome.sessions = index
      return renderer.renderAlone(
        sessions[index], with: inspector, isCancelled: { feed.isStopped })
    }
    try map.run(over: sessions.indices) { (index, rendered) throws(LogReadError) in
      // What was rendered before damage stopped a strict read is shown, as it would have been.
      write(rendered.text)
      // A switch rather than Result.get(), which older Apple SDKs declare untyped.
      switch rendered.outcome {
      case .success(let (session, inspection)):
        run.add(session, inspection)
        progress(
          index,
          InspectionProgress(
            events: inspection.stats.events, interactions: session.interactions,
            bytesRead: inspection.stats.compressedBytes))
        return true
      case .failure(let error):
        // Nothing after this session is shown.
        throw error
      }
    }
  }

  /// One session's text and counts, rendered on a thread of the pool: its files are opened
  /// there, when its turn comes, and closed when it is done.
  private mutating func renderAlone(
    _ session: InspectedSession, with inspector: Inspector, isCancelled: () -> Bool
  ) -> RenderedSession {
    var text = begin(paths: session.paths, files: session.files)
    // do-catch rather than Result(catching:), whose typed throws older SDKs lack.
    do throws(LogReadError) {
      let inspection = try inspector.inspect(
        session.openReader(), progress: { _ in }, emit: { text += render($0) },
        isCancelled: isCancelled)
      text += end(inspection)
      return RenderedSession(text: text, outcome: .success((self.session, inspection)))
    } catch {
      return RenderedSession(text: text, outcome: .failure(error))
    }
  }
}

/// One interaction as ``InspectionRenderer`` renders it, before the session counts it.
private struct RenderedInteraction: Sendable {
  /// The codes of the findings shown; `nil` when the filter left the interaction out.
  var shownFindings: [FindingCode]?
  /// The text, or why JSON could not write it.
  var text: Result<String, JSONEncodeError> = .success("")
}

/// One session rendered on a thread of the pool, for the calling thread to write and count.
private struct RenderedSession: Sendable {
  /// The session's text, up to the damage when the read failed.
  var text: String
  var outcome: Result<(SessionTally, Inspection), LogReadError>
}

/// What the renderer counts in the session under way.
struct SessionTally {
  /// The session's 0-based place in the run.
  var index = 0
  var paths: [String] = []
  var files = FileNames([])
  var interactions = 0
  var shown = 0
  var findings: [FindingCode: Int] = [:]
  var truncated: [InteractionReport] = []
  /// The session's records that JSON could not write.
  var encodeErrors: [JSONEncodeError] = []

  var findingCount: Int { findings.values.reduce(0, +) }
}

/// What the renderer counts over every session.
struct RunTally {
  var outcome = InspectionOutcome()
  var findings: [FindingCode: Int] = [:]
  var tornSessions = 0

  mutating func add(_ session: SessionTally, _ inspection: Inspection) {
    outcome.sessions += 1
    outcome.interactions += session.interactions
    outcome.shownInteractions += session.shown
    outcome.shownFindings += session.findingCount
    outcome.filesNotCleanlyClosed +=
      inspection.report.processes.filter { !$0.isCleanlyClosed }
      .count
    outcome.damages += inspection.report.damages.count
    outcome.problems += InspectionOutcome.problems(of: inspection.report)
    outcome.encodeErrors += session.encodeErrors
    findings.merge(session.findings, uniquingKeysWith: +)
    if inspection.report.isTorn { tornSessions += 1 }
  }
}

/// One output format's text for the parts of an inspection.
///
/// Only JSON's can fail (a number JSON has no text for); the renderer keeps the error in its
/// outcome and writes nothing for that part.
protocol InspectionFormatter: Sendable {
  mutating func begin(_ session: SessionTally) throws(JSONEncodeError) -> String
  mutating func interaction(
    _ interaction: InteractionReport, session: SessionTally
  ) throws(JSONEncodeError) -> String
  mutating func end(_ inspection: Inspection, session: SessionTally) throws(JSONEncodeError)
    -> String
  mutating func finish(_ run: RunTally) throws(JSONEncodeError) -> String
}
