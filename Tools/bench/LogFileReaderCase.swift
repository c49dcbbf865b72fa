import InteractionLog

/// ``LogFileReader``: every block inflated and checked, every line decoded into an ``Event``.
struct LogFileReaderCase: ReaderCase {
  let name = "LogFileReader.next()"
  let note = "full decode into Event values"

  func run(path: String) throws -> ReaderSample {
    let stopwatch = Stopwatch()
    let reader = try LogFileReader(path: path)
    var events = 0
    var lastSequence: UInt64 = 0
    while let record = try reader.next() {
      events += 1
      lastSequence = record.event.sequence
    }
    let elapsed = stopwatch.elapsedNanoseconds
    guard reader.summary.damages.isEmpty, lastSequence == UInt64(events) else {
      throw BenchmarkError.check(
        "\(name) read \(events) events up to seq \(lastSequence), damage: "
          + "\(reader.summary.damages.map(\.description))")
    }
    return ReaderSample(
      events: events, payloadBytes: reader.summary.payloadBytes, nanoseconds: elapsed)
  }
}
