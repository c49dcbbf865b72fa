import InteractionLog

/// ``LogReader``, the public entry point, on one file: ``LogFileReader`` plus the merge by time.
struct LogReaderCase: ReaderCase {
  let name = "LogReader.next()"
  let note = "LogFileReader behind the merge, one file"

  func run(path: String) throws -> ReaderSample {
    let stopwatch = Stopwatch()
    let reader = try LogReader(path: path)
    var events = 0
    while try reader.next() != nil { events += 1 }
    let elapsed = stopwatch.elapsedNanoseconds
    guard reader.damages.isEmpty else {
      throw BenchmarkError.check("\(name) found damage: \(reader.damages.map(\.description))")
    }
    let payload = reader.summaries.reduce(0) { $0 + $1.payloadBytes }
    return ReaderSample(events: events, payloadBytes: payload, nanoseconds: elapsed)
  }
}
