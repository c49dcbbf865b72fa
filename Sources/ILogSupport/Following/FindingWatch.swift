import CommandSupport
package import InteractionInspector
package import InteractionLog

/// What `ilog watch` runs: follows a session's logs as they are written, folds each batch of new
/// events into the inspector, and hands over each finding once, rendered, as soon as the events
/// that show it are read, with a status line below them when asked.
///
/// After every batch the rules run on the interactions the batch finished and, as they stand,
/// on those still open (``InspectionFold/provisionalReports``), so an `empty-set-not-first`
/// comes with the first non-empty `configureView` call, not when the interaction ends. On an
/// open interaction the rules return only what no later event can withdraw; what a later event
/// could still settle otherwise (a completion that has not come yet, an empty-set call that may
/// still come, a claim a response to come may make the interaction's own) is handed over once
/// the interaction is finished.
///
/// A finding is handed over once: one whose code and interaction are those of a finding handed
/// over before, and whose evidence only adds events to that one's (a call that completed a third
/// time), is not handed over again. Memory stays bounded: the fold streams, and what was handed
/// over is kept only for interactions still open.
package struct FindingWatch {
  /// What has been seen so far, for the status line.
  package struct Status: Hashable, Sendable, CustomStringConvertible {
    /// The files followed.
    package var files = 0
    /// The events read.
    package var events = 0
    /// The interactions seen, finished or open (with handling runs waiting for theirs).
    package var interactions = 0
    /// The findings handed over.
    package var findings = 0

    /// `2 files · 57 events · 3 interactions · 1 finding`.
    package var description: String {
      [(files, "file"), (events, "event"), (interactions, "interaction"), (findings, "finding")]
        .map { count, noun in "\(count) \(noun)\(count == 1 ? "" : "s")" }
        .joined(separator: " · ")
    }
  }

  private struct Key: Hashable {
    var interaction: Int
    var code: FindingCode
  }

  private let follower: LogFollower
  private let renderer: WatchedFindingRenderer
  private let showsStatus: Bool
  private var fold: InspectionFold
  /// The evidence of each finding handed over, by interaction and code, for open interactions.
  private var handedOver: [Key: [[EventReference]]] = [:]
  /// What has been seen so far.
  package private(set) var status = Status()
  /// Whether ``follow(every:untilEnd:idleLimit:clock:until:write:)`` stopped because no file
  /// grew for the idle limit, with files not ended: their writers stopped (a crash).
  package private(set) var stoppedIdle = false

  /// Starts following `paths`; nothing is read yet.
  ///
  /// - Parameters:
  ///   - paths: Log files and session directories; a directory may hold no log yet.
  ///   - renderer: How findings are written.
  ///   - showsStatus: Whether each batch's text ends with the status line, redrawn in place
  ///     (for a terminal: the text starts by erasing the line, and leaves the cursor on it).
  ///   - configuration: The rules and window; the interactions are never retained.
  /// - Throws: ``InputError`` for a missing path, or one that is neither a log nor a directory.
  package init(
    paths: [String], renderer: WatchedFindingRenderer, showsStatus: Bool,
    configuration: InspectionConfiguration = .init()
  ) throws(InputError) {
    self.renderer = renderer
    self.showsStatus = showsStatus
    do {
      follower = try LogFollower(paths: paths, waitingForLogs: true)
    } catch {
      throw InputError(error)
    }
    var configuration = configuration
    configuration.retainsInteractions = false
    fold = InspectionFold(configuration: configuration)
    status.files = follower.followedFiles.count
  }

  /// Damage found so far (a torn tail is the writer at work, never damage).
  package var damages: [LogDamage] { follower.damages }

  /// The files followed so far, those that appeared later included.
  package var followedFiles: [String] { follower.followedFiles }

  /// The files followed whose last event so far is not an `end`.
  package var unendedFiles: [String] { follower.unendedFiles }

  /// Whether there are files and every one ends with its `end` event.
  package var allFilesEnded: Bool { !follower.followedFiles.isEmpty && follower.allFilesEnded }

  /// Reads what the files have so far and renders the findings it showed, then the status line.
  ///
  /// - Returns: The text to write: the findings not handed over before (those of interactions
  ///   the events finished first, then those of open ones, each in the order of the session),
  ///   then the status line if shown; possibly empty.
  /// - Throws: `LogReadError` when a file cannot be read; ``JSONEncodeError`` when JSON
  ///   cannot write a finding.
  package mutating func poll() throws -> String {
    // Two steps: `text` must see the status that `findings(in:)` brings up to date.
    let found = findings(in: try follower.poll())
    return try text(found)
  }

  /// Hands the text of each batch of new events to `write`, until `shouldStop` says so or,
  /// with `untilEnd`, every followed file ends with its `end` event, or no file grew for
  /// `idleLimit` seconds (a writer that crashed never writes its `end`); then, in those cases,
  /// the findings of what was still open.
  ///
  /// - Parameters:
  ///   - interval: Seconds between two looks at the files.
  ///   - untilEnd: Stop once every writer closed its file.
  ///   - idleLimit: With `untilEnd`, stop after this many seconds without a new event once
  ///     there are files (``stoppedIdle``); `nil` waits for the `end` events however long.
  ///   - clock: What measures the idle time.
  ///   - shouldStop: Asked after every batch and several times per interval, such as whether
  ///     the user pressed Ctrl-C.
  ///   - write: Receives each batch's text, as ``poll()`` returns it.
  /// - Throws: `LogReadError` when a file cannot be read; ``JSONEncodeError`` when JSON
  ///   cannot write a finding, which stops the watch.
  package mutating func follow(
    every interval: Double, untilEnd: Bool, idleLimit: Double? = nil,
    clock: any LogClock = SystemClock(), until shouldStop: () -> Bool,
    write: (String) -> Void
  ) throws {
    let follower = follower
    var ended = false
    var idled = false
    var unwritten: JSONEncodeError?
    // Clamped as the follower clamps its interval, so that the conversion cannot trap.
    let limit = idleLimit.map { UInt64(min(max($0, 0), 18e9) * 1e9) }
    var lastEvent = clock.monotonicNanoseconds()
    try follower.follow(
      every: interval,
      until: {
        ended = untilEnd && !follower.followedFiles.isEmpty && follower.allFilesEnded
        let now = clock.monotonicNanoseconds()
        // Idle time counts from the first file: a session whose processes have not started
        // yet is waited for.
        if follower.followedFiles.isEmpty { lastEvent = now }
        idled = untilEnd && !ended && limit.map { now &- lastEvent >= $0 } == true
        return ended || idled || unwritten != nil || shouldStop()
      },
      handler: { records in
        lastEvent = clock.monotonicNanoseconds()
        let found = findings(in: records)
        do throws(JSONEncodeError) {
          write(try text(found))
        } catch {
          unwritten = error
        }
      })
    if let unwritten { throw unwritten }
    stoppedIdle = idled
    // Every file ended, or its writer stopped: what is open now can get no more events.
    // Interrupted, it is left open, since its findings may not be certain yet.
    if ended || idled {
      let found = finish()
      write(try text(found))
    }
  }

  /// Reads the followed files once more, whole, as `ilog inspect` reads them, once the watch
  /// ended: what following cannot see (a trailer cut off after the last event, a block's index
  /// or sealed flag changed) is damage there, and what the events say they lost is a loss.
  ///
  /// - Returns: The damage and the losses, each a line as `ilog inspect` and `ilog replay`
  ///   print them; empty for a session whose every file is whole.
  /// - Throws: `LogReadError` when a file cannot be read at all.
  package func verifyWhole() throws(LogReadError) -> [String] {
    // What an intent or a resolve held is no fact of damage or loss: left undecoded.
    let reader = try LogReader(
      paths: follower.followedFiles, policy: .pointInTime, detail: .omittingCallValues)
    var account = LossAccount()
    while let record = try reader.next() { account.add(record) }
    var lines = reader.damages.map { "damage: \($0)" }
    for summary in reader.summaries where summary.damages.isEmpty && !summary.isCleanlyClosed {
      if !summary.hasEnd { lines.append("\(summary.path): not closed cleanly (no end event)") }
    }
    lines += account.losses(summaries: reader.summaries).map { "loss: \($0)" }
    return lines
  }

  /// What ends the output: on a terminal, a newline that leaves the last status line in place.
  package var closingText: String { showsStatus ? "\n" : "" }

  /// The findings, rendered, between erasing the status line and drawing it again.
  private func text(_ findings: [WatchedFinding]) throws(JSONEncodeError) -> String {
    let files = follower.followedFiles
    var rendered = ""
    for finding in findings { rendered += try renderer.text(for: finding, files: files) }
    guard showsStatus else { return rendered }
    // Erase the status line (carriage return, erase to its end), then draw it below.
    return StatusLine.erase + rendered + "ilog watch: \(status)"
  }

  /// Finishes every interaction still open, as at the end of a recording, and returns their
  /// findings not handed over before.
  private mutating func finish() -> [WatchedFinding] {
    var finished: [InteractionReport] = []
    _ = fold.finish(summaries: []) { finished.append($0) }
    let found = finished.flatMap { handOver($0, isOpen: false) }
    handedOver = [:]
    updateStatus(found.count)
    return found
  }

  /// Folds a batch in and returns the findings it showed.
  private mutating func findings(in records: [LogRecord]) -> [WatchedFinding] {
    var finished: [InteractionReport] = []
    for record in records { fold.consume(record) { finished.append($0) } }
    var found: [WatchedFinding] = []
    for report in finished {
      found += handOver(report, isOpen: false)
      // A finished interaction never comes again: what it handed over may be forgotten.
      handedOver = handedOver.filter { $0.key.interaction != report.position }
    }
    for report in fold.provisionalReports { found += handOver(report, isOpen: true) }
    status.events += records.count
    updateStatus(found.count)
    return found
  }

  /// The findings of `report` not handed over before, now marked as handed over.
  private mutating func handOver(_ report: InteractionReport, isOpen: Bool) -> [WatchedFinding] {
    report.findings.compactMap { finding in
      let key = Key(interaction: report.position, code: finding.code)
      let earlier = handedOver[key, default: []]
      // The same finding, or one that later events only added evidence to.
      if earlier.contains(where: { finding.evidence.starts(with: $0) }) { return nil }
      handedOver[key, default: []].append(finding.evidence)
      return WatchedFinding(finding, of: report, isOpen: isOpen)
    }
  }

  private mutating func updateStatus(_ newFindings: Int) {
    status.files = follower.followedFiles.count
    status.interactions = fold.finishedInteractions + fold.openInteractions
    status.findings += newFindings
  }
}
