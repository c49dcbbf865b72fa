import ArgumentParser
import Foundation
import ILogSupport
import InteractionInspector
import InteractionLog

extension ILog {
  /// `ilog stats`: figures about logs.
  struct Stats: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Count events, interactions, latencies, blocks and bytes.",
      discussion: """
        Prints events per kind (kinds this version does not know included), interactions per \
        intent class, latency percentiles (p50, p90, p99, with count, min, max and mean) per \
        call kind, and per file its blocks, events, compressed and uncompressed bytes and ratio, \
        then any damage. Every path given is counted together, as one population; each \
        directory is a session of its own (and all plain files together one more), whose \
        interactions are found as `ilog inspect` finds them, its files opened when its turn \
        comes.

        --format json writes {"schema": "\(StatsRenderer.schema)", "paths": [...], "stats": \
        LogStats} with sorted keys; --format mermaid a pie chart of interactions per intent.

        EXIT STATUS: 0 counted; 1 damage or a file not closed cleanly (counted up to it); \
        2 usage error or unreadable input.

        EXAMPLES:
          $ ilog stats session/
          $ ilog stats Recordings/*/
          $ ilog stats --format json session/ | jq '.stats.latencies.configureView.p99'
        """
    )

    @OptionGroup var input: LogInput
    @OptionGroup var output: OutputOptions

    @Option(help: "What to do about damage: stop at it (point-in-time), fail (strict), or skip it.")
    var policy: RecoveryPolicy = .pointInTime

    func run() throws {
      let sessions = try InspectedSession.open(
        InspectedSession.groups(input.paths), policy: policy)
      let progress = Terminal.inspectionProgress(sessions, verb: "counting")
      // Stats show no exceptions: the interactions are counted, no rule run, no report built.
      // Sessions are independent: a fleet is counted on every core, a few sessions open at once.
      let counted = try Inspector().count(
        sessions, parallelism: ProcessInfo.processInfo.activeProcessorCount,
        progress: progress.update(session:_:))
      progress.clear()
      let renderer = StatsRenderer(format: output.format, style: output.style())
      print(try renderer.render(counted.stats, paths: input.paths), terminator: "")
      try ILog.finish(
        problems: counted.problems, findings: 0, strict: false, format: output.format)
    }
  }
}
