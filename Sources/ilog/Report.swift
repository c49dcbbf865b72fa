import ArgumentParser
import ILogSupport
import InteractionInspector
import InteractionLog
import InteractionTimeTravel

extension ILog {
  /// `ilog report`: one self-contained HTML page of the interactions, to open, share or attach.
  struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write an HTML page showing each interaction as one timeline of calls.",
      discussion: """
        On top, the time-travel panel of the first session: a slider over the merged \
        timeline of both processes, a position per call or completion, showing at each one \
        the snippet as the user saw it at that moment, the claimed set so far, the handling \
        run's state and the findings provable by then (the facts `ilog watch` prints). Keys: \
        ← → step, Home and End, n and p next and previous position where a finding becomes \
        provable. Deep links: #event=FILE:SEQUENCE, #interaction=ID, and &finding=CODE to \
        filter by a finding. --no-time-travel leaves the panel out.

        Writes one self-contained HTML file: no network, no external scripts, fonts or images \
        (a content security policy forbids every load). Per session it shows the files, damage \
        and finding counts and a table of every interaction with links; per interaction one \
        timeline of both extensions' calls (dispatch, resolve, confirm, handle, configureView, \
        configure) in time order, a row per call with its process, the object called, its \
        parameters, every completion with its answer, claimed set and latency, and the \
        running claimed set; beside it the snippet as the user saw it; then the exceptions \
        with their codes, explanations, evidence and hints, their rows marked. A search box \
        and filters by intent and exception code narrow the page.

        The inputs are those of `ilog inspect`: a directory is one session, files given \
        directly are read together as one more, and a torn log is shown up to the tear. Each \
        interaction is a collapsible section, only the first --open ones open; after the first \
        200, closed sections keep their bodies compressed in the page until they are opened, \
        so that a long session's page stays small and quick (12 MB for 10 000 interactions).

        -o names a new file: nothing that exists is overwritten. A line on standard output \
        says what was written; damage goes to standard error.

        EXIT STATUS: as for inspect: 0 written; 1 written, but with damage or a file not \
        closed cleanly, or with --strict any exception; 2 usage error, unreadable input, or \
        an output that exists or cannot be written.

        EXAMPLES:
          $ ilog report Recordings/empty-set-last -o empty-set-last.html
          $ ilog report session/ other-session/ -o sessions.html --open 5
        """
    )

    @OptionGroup var input: LogInput

    @Option(
      name: .shortAndLong,
      help: ArgumentHelp("The HTML file to write; it must not exist.", valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp("How many interactions start open.", valueName: "n"))
    var open = 20

    @Flag(help: "Exit with status 1 when any exception is found (for CI).")
    var strict = false

    @Option(help: "What to do about damage: stop at it (point-in-time), fail (strict), or skip it.")
    var policy: RecoveryPolicy = .pointInTime

    @Flag(
      inversion: .prefixedNo,
      help: "Put the time-travel panel of the first session above the report.")
    var timeTravel = true

    func validate() throws {
      if open < 0 { throw ValidationError("--open needs a count of 0 or more.") }
      if output.isEmpty { throw ValidationError("-o needs the path of a new HTML file.") }
    }

    func run() throws {
      let sessions = try InspectedSession.open(
        InspectedSession.groups(input.paths), policy: policy)
      let file = try ReportFile(creating: output)
      var renderer = HTMLReportRenderer(openInteractions: open)
      if timeTravel, let first = sessions.first {
        let timeline = try TimeTravelTimeline(reader: first.openReader())
        let page = TimeTravelPage(
          recording: timeline, title: "Time travel: " + first.paths.joined(separator: " "))
        renderer.prelude = HTMLReportPrelude(
          markup: page.panel, style: TimeTravelPage.style, script: TimeTravelPage.script,
          scriptHash: TimeTravelPage.scriptHash)
      }
      let progress = Terminal.inspectionProgress(sessions, verb: "reporting")
      let outcome = try file.write(
        sessions, with: &renderer,
        inspector: Inspector(configuration: .init(retainsInteractions: false)),
        progress: progress.update(session:_:))
      progress.clear()
      print(file.summary(of: outcome))
      // Standard output carries no summary of damage here, as with inspect's JSON: the reasons
      // for status 1 go to standard error.
      try ILog.finish(
        problems: outcome.problems, findings: outcome.shownFindings, strict: strict, format: .json)
    }
  }
}
