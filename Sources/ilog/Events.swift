import ArgumentParser
import ILogSupport
import InteractionInspector
import InteractionLog

extension ILog {
  /// `ilog events`: one line per event, as text or as the JSON line the log holds.
  struct Events: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the events of logs, one per line.",
      discussion: """
        Each line shows the sequence number, the time of day (UTC), the writer's role, the kind, \
        the call and the object it went to, and the kind's fields. A directory's files are \
        merged by time. Damage is reported on standard error after the events, with its file, \
        byte offset and line, and makes the exit status 1.

        Filters combine: an event is printed when it passes every one given. --intent and \
        --parameter follow the log's links, so that a resolve call, which names only its \
        handler, counts as its intent's.

        --json prints each line as the log holds it. With no filter, or only filters on the \
        fields every event carries (--kind, --interaction, --role, --pid, --since, --until), \
        no event is decoded: each line's JSON and envelope (seq, kind, time and the other \
        fields every event carries) are checked and the line is passed through, so a line \
        whose kind's own fields are missing or of the wrong type is printed; `ilog verify` \
        and the text output report it as damage.

        Known kinds: \(EventKind.known.map(\.rawValue).joined(separator: ", ")).

        EXAMPLES:
          $ ilog events session/
          $ ilog events --kind configureView --kind configureViewCompletion ui.ilog
          $ ilog events --intent INStartWorkoutIntent --parameter workoutName session/
          $ ilog events --role ui-extension --since 2026-11-21T19:38:00Z session/
          $ ilog events --json --from-seq 100 intents-extension.ilog | jq .
        """
    )

    @OptionGroup var input: LogInput

    @Flag(help: "Print each event's JSON line, as the log holds it, instead of text.")
    var json = false

    @OptionGroup(title: "Filters") var filterOptions: EventFilterOptions

    @Option(
      name: .customLong("from-seq"),
      help: ArgumentHelp(
        "Start at this sequence number (in every file), skipping blocks before it unread.",
        valueName: "n"))
    var fromSequence: UInt64?

    @Option(help: "What to do about damage: stop at it (point-in-time), fail (strict), or skip it.")
    var policy: RecoveryPolicy = .pointInTime

    func validate() throws {
      if fromSequence == 0 { throw ValidationError("--from-seq: sequence numbers start at 1.") }
    }

    /// The filter the options describe.
    var filter: EventFilter { filterOptions.filter }

    func run() throws {
      filterOptions.warnAboutUnknownKinds()
      // JSON lines are printed as the log holds them, validated, not re-encoded. When the filter
      // looks only at the envelope (kinds, times, writers, the interaction), no event is
      // decoded: each line's JSON and envelope are checked and its head read. Otherwise the
      // free-form values of calls, which no filter looks at, are still left undecoded.
      let passesLines = json && filter.needsOnlyHead
      let reader = try input.open(
        policy: policy,
        decoding: passesLines ? .heads : .events(json ? .omittingCallValues : .full),
        keepsLines: json)
      if let fromSequence { try reader.seek(toSequence: fromSequence) }
      var renderer = EventRenderer(format: json ? .json : .text)
      let progress = Terminal.progressMeter("events", files: reader.files, printsEvents: true)
      var output = StandardOutputBuffer()
      let damages: [LogDamage]
      do {
        defer { output.flush() }
        if passesLines {
          damages = try EventListing.listLines(reader, filter: filter, progress: progress) {
            output.appendLine($0.bytes)
          }
        } else {
          damages = try EventListing.list(reader, filter: filter, progress: progress) { record in
            if let bytes = record.lineBytes {
              output.appendLine(bytes)
            } else {
              print(renderer.line(for: record))
            }
          }
        }
      }
      try ILog.fail(reporting: damages.map { "damage: \($0)" })
    }
  }
}
