import ArgumentParser
import InteractionLog

extension ILog {
  /// `ilog events`: one line per event, as text or as the canonical JSON line.
  struct Events: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the events of logs, one per line.",
      discussion: """
        Each line shows the sequence number, the time of day (UTC), the writer's role, the kind, \
        the call and the object it went to, and the kind's fields. A directory's files are \
        merged by time. Damage is reported on standard error after the events, with its file, \
        byte offset and line, and makes the exit status 1.

        Known kinds: \(EventKind.known.map(\.rawValue).joined(separator: ", ")).

        EXAMPLES:
          $ ilog events session/
          $ ilog events --kind configureView --kind configureViewCompletion ui.ilog
          $ ilog events --json --from-seq 100 intents-extension.ilog | jq .
        """
    )

    @OptionGroup var input: LogInput

    @Flag(help: "Print each event's canonical JSON line instead of text.")
    var json = false

    @Option(
      name: .customLong("kind"),
      help: ArgumentHelp(
        "Print only events of this kind (repeatable). A kind ilog/1 does not define is kept, "
          + "with a warning, for logs of newer writers.",
        valueName: "kind"))
    var kinds: [String] = []

    @Option(help: ArgumentHelp("Print only events of this interaction.", valueName: "id"))
    var interaction: String?

    @Option(
      name: .customLong("from-seq"),
      help: ArgumentHelp(
        "Start at this sequence number (in every file), skipping blocks before it unread.",
        valueName: "n"))
    var fromSequence: UInt64?

    @Option(help: "What to do about damage: stop at it (point-in-time), fail (strict), or skip it.")
    var policy: RecoveryPolicy = .pointInTime

    func validate() throws {
      if kinds.contains(where: \.isEmpty) { throw ValidationError("--kind needs a kind name.") }
      if interaction?.isEmpty == true {
        throw ValidationError("--interaction needs an interaction identifier.")
      }
      if fromSequence == 0 { throw ValidationError("--from-seq: sequence numbers start at 1.") }
    }

    /// The filter the options describe.
    var filter: EventFilter {
      EventFilter(kinds: Set(kinds.map(EventKind.init(rawValue:))), interaction: interaction)
    }

    func run() throws {
      for kind in filter.unknownKinds {
        StandardError.write("ilog: warning: unknown kind: \(kind)")
      }
      let reader = try input.open(policy: policy)
      if let fromSequence { try reader.seek(toSequence: fromSequence) }
      var renderer = EventRenderer(format: json ? .json : .text)
      while let record = try reader.next() {
        if filter.accepts(record.event) { print(renderer.line(for: record.event)) }
      }
      try DamageReport.finish(with: reader.damages)
    }
  }
}
