/// The benchmark's command line.
///
/// Parsed by hand: the target depends on the library and zlib only, and four options do not
/// need ArgumentParser.
struct BenchmarkOptions {
  /// How many events to generate.
  var events = 200_000
  /// How many times to measure each figure; the report keeps the best.
  var repetitions = 3
  /// The event generator's seed.
  var seed: UInt64 = 1
  /// Print the report as JSON instead of tables.
  var json = false
  /// Leave the temporary directory (the logs, the JSON Lines) in place for inspection.
  var keepsFiles = false
  /// Print ``help`` and do nothing else.
  var showsHelp = false
  /// Interactions of S1 the host runs per figure.
  var interactions = 2_000
  /// Measures only the replayer (`--replay-only`), for work on it.
  var replayOnly = false
  /// Measures only the reading rows on the long recording (`--inspect-only`), for work on the
  /// reader.
  var inspectOnly = false
  /// Measures only the bridge's rows (`--bridge-only`), for work on it.
  var bridgeOnly = false
  /// Interactions in the long recording the inspector's rows read.
  var longCount = 10_000
  /// Hidden: inspect this session and exit, as the child whose peak RSS the inspector's table
  /// reports.
  var foldChild: String?

  static let help = """
    USAGE: ilog-bench [--events <n>] [--repeat <k>] [--seed <s>] [--interactions <n>]
                      [--long-count <n>] [--json] [--keep] [--replay-only]
                      [--inspect-only] [--bridge-only]

    Measures the interaction log against raw zlib, Foundation's JSONEncoder and gzip, in one run
    on one set of generated SiriKit events, and checks the foundation issue's targets:
      - buffered caller cost <= 1 us per event
      - write-through <= 1.3x raw zlib Z_SYNC_FLUSH + write(2) per event
      - LogFileReader events/s >= gzip -dc on the same file (replaced)
      - buffered log size <= 1.1x gzip -6 of the same JSON Lines
    and the inspector issue's, on the long recording:
      - ilog inspect events/s >= gzip -dc (replaced)
      - ilog inspect events/s >= 10x `zcat | jq -c .` (replaced)
    and the reader and speed issues', on the long recording:
      - ilog events --json >= gzip -dc on the largest log
      - LogReader, every event fully decoded, >= 0.5x gzip -dc
      - ilog inspect --findings-only <= DuckDB's empty-set-not-first query (Docs/Queries.md)
      - ilog inspect <= 4x gzip -dc (the whole text <= DuckDB's query is replaced)
      - ilog inspect --format json <= 1.2x the text's time, and <= the events' size
      - ilog stats <= 2x gzip -dc
      - peak RSS of every ilog command <= 64 MiB
    A replaced goal is one a later issue restated: its row is kept, so that its figures stay
    comparable with earlier runs, and says `replaced` instead of PASS or MISS.

    Writers, on the same events: LogWriter buffered (with room for every block, then with the
    default pendingBlockLimit, which drops in a burst), LogWriter write-through, EventEncoder
    alone, raw zlib with Z_SYNC_FLUSH and write(2) per pre-encoded line, raw zlib with Z_FINISH
    per 64 KiB block, and Foundation's JSONEncoder with one FileHandle.write per event; each
    with the caller's ns/event, events/s until close returned, and the file's size. Readers, on
    the buffered log: LogFileReader, LogReader, BlockReader with and without JSONParser, and
    `gzip -dc FILE > /dev/null`, in events/s and payload MB/s.

    Recorder, per resolve call (<n>/2 calls, two events each): a trivial handler that completes
    at once, called directly; LogWriter appending the call's two events, write-through and
    buffered; the handler wrapped by Recorder.recordingHandler(wrapping:), write-through and
    buffered, in ns/call and as a ratio over the raw writer in the same mode. Host: SimulatedHost
    running scenario S1 whole (InteractionSamples), unrecorded and recorded (both extensions
    wrapped, buffered), in interactions/s.

    Bridge (<n>/2 calls each, buffered): S1's description configureView recorded through
    Recorder.recordConfigureView with the model's types and through InteractionSiriKit's
    SiriKitRecorder with SiriKit's (INInteraction, INParameter, CGSize); a workoutName resolve
    through the model's RecordingIntentHandler and through the bridge's generated recording
    handler; in ns/call, each bridged row against the target <= 1.2x its model-level row.

    Inspector, on the long recording (`make-recordings --long`, run from the build directory):
    `ilog inspect DIR > /dev/null` when the built ilog has that subcommand (and its
    `--format json` and `ilog stats`), Docs/Queries.md's empty-set-not-first query in DuckDB
    (Tools/time-duckdb-query.py: the view and the query in an open connection, when python3
    has the duckdb package), Inspector.inspect
    streaming in this process and in a child, `gzip -dc` of each file (times added) and
    `zcat FILES | jq -c . > /dev/null`, in events/s, with each child's peak RSS (wait4); and
    `ilog events --json FILE > /dev/null` next to `gzip -dc FILE > /dev/null` on its largest log.

    Every figure is the best of <k> runs (the machine may be shared). Progress goes to standard
    error, the report to standard output. Files live in a temporary directory, removed at exit
    unless --keep is given. Run it through Tools/bench.sh, which builds in release first.

    OPTIONS:
      --events <n>   Events to generate (default: 200000).
      --repeat <k>   Runs per figure, best kept (default: 3).
      --seed <s>     Seed of the event generator (default: 1); the same seed gives the same
                     events.
      --interactions <n>
                     Interactions of S1 the host runs per figure (default: 2000).
      --long-count <n>
                     Interactions in the long recording (default: 10000).
      --json         Print the report as JSON, for scripts: every row with all its samples,
                     the targets with their ratios and results.
      --keep         Keep the temporary directory (the logs, their JSON Lines, gzip's
                     file) and print its path on standard error.
      --replay-only  Measure only the replayer's configureView calls per second (run from
                     the package root), for work on it.
      --inspect-only Measure only the reading rows on the long recording (ilog inspect, the
                     fold, LogReader, ilog events --json, gzip -dc, jq) and their targets.
      --bridge-only  Measure only the bridge's recorded configureView and resolve calls,
                     with SiriKit's types over the model's, for work on it.
      -h, --help     Show this help.

    EXIT STATUS: 0 when the run completed (whatever the targets' results), 1 when a
    measurement failed, 2 for a usage error.
    """

  init() {}

  /// Parses `arguments` (without the program name).
  /// - Throws: ``BenchmarkError/usage(_:)`` for an unknown option or a bad value.
  init(arguments: [String]) throws(BenchmarkError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      // Accept both `--events 1000` and `--events=1000`.
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts.first ?? argument
      func value() throws(BenchmarkError) -> String {
        if parts.count == 2 { return parts[1] }
        guard let next = remaining.popFirst() else { throw .usage("\(name) needs a value") }
        return next
      }
      switch name {
      case "--events":
        events = try Self.number(try value(), for: name, in: 1...100_000_000)
      case "--repeat":
        repetitions = try Self.number(try value(), for: name, in: 1...1_000)
      case "--seed":
        let text = try value()
        guard let parsed = UInt64(text) else { throw .usage("\(name): \"\(text)\" is not a seed") }
        seed = parsed
      case "--interactions":
        interactions = try Self.number(try value(), for: name, in: 1...10_000_000)
      case "--long-count":
        longCount = try Self.number(try value(), for: name, in: 1...10_000_000)
      case "--fold-child":
        foldChild = try value()
      case "--replay-only":
        replayOnly = true
      case "--inspect-only":
        inspectOnly = true
      case "--bridge-only":
        bridgeOnly = true
      case "--json":
        json = true
      case "--keep":
        keepsFiles = true
      case "-h", "--help":
        showsHelp = true
      default:
        throw .usage("unknown argument \"\(argument)\"")
      }
    }
  }

  private static func number(_ text: String, for name: String, in range: ClosedRange<Int>)
    throws(BenchmarkError) -> Int
  {
    guard let value = Int(text), range.contains(value) else {
      throw .usage(
        "\(name): \"\(text)\" is not a number from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }
}
