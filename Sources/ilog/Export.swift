import ArgumentParser
import ILogSupport
import InteractionInspector
import InteractionLog

extension ILog {
  /// `ilog export`: the events of logs as JSON Lines or CSV, for other tools.
  struct Export: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
      case jsonl
      case csv
    }

    static let configuration = CommandConfiguration(
      abstract: "Write the events of logs as JSON Lines or CSV on standard output.",
      discussion: """
        jsonl writes each event's canonical line, as the log holds it (a directory's files \
        merged by time). csv writes a header row, then a row per event with the columns \
        \(EventCSV.columns.joined(separator: ", ")), quoted as RFC 4180 says and ended by CRLF; \
        the summary is the kind's fields as `ilog events` prints them. The filters of \
        `ilog events` apply. Damage is reported on standard error and makes the exit status 1.

        EXAMPLES:
          $ ilog export session/ > session.jsonl
          $ ilog export --format csv session/ > session.csv
          $ ilog export --format jsonl --role ui-extension session/ | jq -c .
        """
    )

    @OptionGroup var input: LogInput

    @Option(help: "jsonl (one JSON event per line) or csv.")
    var format: Format = .jsonl

    @OptionGroup(title: "Filters") var filterOptions: EventFilterOptions

    @Option(help: "What to do about damage: stop at it (point-in-time), fail (strict), or skip it.")
    var policy: RecoveryPolicy = .pointInTime

    func run() throws {
      filterOptions.warnAboutUnknownKinds()
      let reader = try input.open(policy: policy)
      var renderer = EventRenderer(format: .json)
      if format == .csv { print(EventCSV.header, terminator: "") }
      let progress = Terminal.progressMeter("export", files: reader.files, printsEvents: true)
      let damages = try EventListing.list(
        reader, filter: filterOptions.filter, progress: progress
      ) { record in
        let event = record.event
        switch format {
        case .jsonl: print(renderer.line(for: event))
        case .csv: print(EventCSV.row(for: event), terminator: "")
        }
      }
      try ILog.fail(reporting: damages.map { "damage: \($0)" })
    }
  }
}
