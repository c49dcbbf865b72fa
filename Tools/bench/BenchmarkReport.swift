/// Everything one benchmark run measured, in the form `--json` prints and the table renders.
struct BenchmarkReport: Codable {
  /// The generated events as canonical JSON Lines.
  struct Corpus: Codable {
    var events: Int
    var seed: UInt64
    var payloadBytes: Int
    /// The CRC-32 of those bytes: equal in two runs when they encoded the same events.
    var crc32: String
    var meanLineBytes: Double
    var longestLineBytes: Int
    /// How many events of each kind, by kind name.
    var eventsByKind: [String: Int]
  }

  /// The file the readers read: the buffered LogWriter's, with its header and end events.
  struct ReadFile: Codable {
    var name: String
    var bytes: Int64
    var events: Int
    var payloadBytes: Int64
  }

  /// The benchmark's command line, as run.
  var command: String
  var machine: MachineDescription
  /// How many times each figure was measured; the report gives the best.
  var repetitions: Int
  var corpus: Corpus
  var writers: [WriterRow]
  var readFile: ReadFile
  var readers: [ReaderRow]
  /// The best time of `gzip -dc` on an empty file: what starting gzip costs in its row.
  var gzipStartNanoseconds: Double
  var size: SizeComparison
  /// Resolve calls per run in the recorder's rows (two events each).
  var recorderCalls: Int
  /// The recorder's cost per wrapped call, next to the raw writer's and the bare handler's.
  var recorder: [CallRow]
  /// The simulated host's interactions of S1, unrecorded and recorded.
  var host: [CallRow]
  /// The replayer's configureView calls, exact and host mode.
  var replay: [CallRow]
  /// The bridge's recorded calls with SiriKit's types and with the model's.
  var bridge: [CallRow] = []
  /// The recording the inspector's rows read, and those rows.
  var longRecording: LongRecording
  var inspectors: [InspectRow]
  var targets: [TargetResult]
  /// What the figures say, in sentences derived from them.
  var notes: [String]
}
