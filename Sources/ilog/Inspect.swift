import ArgumentParser
import Foundation
import ILogSupport
import InteractionInspector
import InteractionLog

extension ILog {
  /// `ilog inspect`: each interaction's UI calls, handling and exceptions.
  struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Show each interaction's UI calls, handling and exceptions.",
      discussion: """
        For each interaction: a heading (position, intent class, interaction id, files), the UI \
        calls in order (instance, parameters offered, the claimed set carried forward with this \
        call's new claims marked +, success, size, latency), the handling phase (each resolve \
        with its result, confirm and handle with their codes, latencies), then the exceptions \
        found, each with its code, explanation, evidence (file#sequence) and hint. A summary per \
        session lists its files, how each ended, any damage, and each broken link (a call id \
        used twice, a completion without its call, an event before its interaction's snapshot) \
        with its file#sequence, byte offset and line.

        A directory is one session (its *.ilog files merged by time); files given directly are \
        read together as one more. A torn or damaged log is inspected up to the damage, which \
        the summary names with its byte offset; the interaction it cuts is marked cut off.

        --findings-only shows only the interactions that have an exception, then each \
        session's summary, which still counts every interaction: what to read first on a \
        fleet. It goes with every format and with the other filters.

        Parameters of the intent's and the response's class are shown by their key path alone; \
        `! name (claimed in #2)` marks a parameter offered again after call 2 claimed it.

        Exception codes: \(FindingCode.catalogue.map(\.rawValue).joined(separator: ", ")).

        --format json writes JSON Lines as the inspection goes, one compact object per line with \
        sorted keys: {"schema": "\(InspectionJSON.schema)", "selection"?} first, then per session \
        {"interaction", "session"} for each interaction and {"session", "summary": {"paths", \
        "report", "stats"}} after them (Docs/ilog.md, "JSON output"); --pretty indents each.

        EXIT STATUS: 0 inspected (exceptions are shown, not failed, without --strict); 1 damage \
        or a file not closed cleanly, or with --strict any exception shown; 2 usage error or \
        unreadable input.

        EXAMPLES:
          $ ilog inspect session/
          $ ilog inspect --strict Recordings/*/
          $ ilog inspect --findings-only fleet/*/
          $ ilog inspect --only reasked-claimed --intent INSendMessageIntent session/
          $ ilog inspect --format json session/ \\
              | jq -c 'select(.summary) | .summary.report.findingCounts'
          $ ilog inspect --format mermaid --interaction S2 session/ > s2.mmd
        """
    )

    @OptionGroup var input: LogInput
    @OptionGroup var output: OutputOptions

    @Flag(help: "Exit with status 1 when any exception is shown (for CI).")
    var strict = false

    @Flag(help: "With --format json: indent each object over several lines, for reading.")
    var pretty = false

    @Flag(
      help: "Show only the interactions that have an exception, and each session's summary.")
    var findingsOnly = false

    @Option(
      name: .customLong("only"),
      help: ArgumentHelp(
        "Show only exceptions with this code, and the interactions that have one (repeatable).",
        valueName: "code"))
    var codes: [String] = []

    @Option(help: ArgumentHelp("Show only the interaction with this identifier.", valueName: "id"))
    var interaction: String?

    @Option(
      name: .customLong("intent"),
      help: ArgumentHelp("Show only interactions of this intent class.", valueName: "class"))
    var intentClass: String?

    @Option(
      name: .customLong("expected-order"),
      help: ArgumentHelp(
        "Check order-differs against `catalog` (the simulated host's intent catalog) or against "
          + "the recording at this path; off by default, since Apple documents no order.",
        valueName: "catalog|path"))
    var expectedOrder: String?

    @Option(help: "What to do about damage: stop at it (point-in-time), fail (strict), or skip it.")
    var policy: RecoveryPolicy = .pointInTime

    func validate() throws {
      let known = Set(FindingCode.catalogue.map(\.rawValue))
      if let unknown = codes.first(where: { !known.contains($0) }) {
        throw ValidationError(
          "--only: unknown code '\(unknown)'; the codes are "
            + FindingCode.catalogue.map(\.rawValue).joined(separator: ", ") + ".")
      }
      if interaction?.isEmpty == true {
        throw ValidationError("--interaction needs an interaction identifier.")
      }
      if intentClass?.isEmpty == true { throw ValidationError("--intent needs an intent class.") }
      if expectedOrder?.isEmpty == true {
        throw ValidationError("--expected-order needs `catalog` or a recording's path.")
      }
      if pretty, output.format != .json {
        throw ValidationError("--pretty indents JSON: it goes with --format json.")
      }
      if output.format == .mermaid, InspectedSession.groups(input.paths).count > 1 {
        throw ValidationError(
          "--format mermaid draws one session: give one directory, or the files of one session.")
      }
    }

    /// The interactions and findings the options select.
    var filter: InspectionFilter {
      InspectionFilter(
        codes: Set(codes.map(FindingCode.init(rawValue:))), interaction: interaction,
        intentClass: intentClass, findingsOnly: findingsOnly)
    }

    func run() throws {
      let sessions = try InspectedSession.open(
        InspectedSession.groups(input.paths), policy: policy)
      let inspector = Inspector(
        configuration: InspectionConfiguration(
          expectedOrders: try expectedOrders(), retainsInteractions: false))
      var renderer = InspectionRenderer(
        format: output.format, style: output.style(), filter: filter, prettyJSON: pretty)
      let progress = Terminal.inspectionProgress(sessions, verb: "inspecting")
      // Sessions are independent: a fleet is inspected on every core, its output in order.
      let outcome = try renderer.render(
        sessions, with: inspector, parallelism: ProcessInfo.processInfo.activeProcessorCount,
        progress: progress.update(session:_:)
      ) { text in
        guard !text.isEmpty else { return }
        progress.beforeOutput()
        print(text, terminator: "")
      }
      progress.clear()
      // The records JSON could not write were left out: the output is not whole.
      if let error = outcome.encodeErrors.first { throw error }
      try ILog.finish(
        problems: outcome.problems, findings: outcome.shownFindings, strict: strict,
        format: output.format)
    }

    /// Where order-differs takes its expected orders from, if anywhere.
    func expectedOrders() throws -> (any ExpectedOrderSource)? {
      guard let expectedOrder else { return nil }
      if expectedOrder == "catalog" { return CatalogOrders() }
      let reference = try InspectedSession.open([[expectedOrder]], policy: .pointInTime)
      let inspection = try Inspector().inspect(reference[0].openReader())
      return RecordingOrders(reference: inspection.report, name: expectedOrder)
    }
  }
}
