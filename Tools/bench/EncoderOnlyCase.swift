import InteractionLog

/// ``EventEncoder`` alone on the complete events: the serialization share of the writers'
/// cost, so that the notes can tell it apart from compression and I/O.
struct EncoderOnlyCase: WriterCase {
  let name = "EventEncoder alone"
  let note = "serialization only: no clock, lock, compression or I/O"
  let events: [Event]

  func run(in directory: String) throws -> WriterSample {
    var encoder = EventEncoder()
    var bytes = 0
    let stopwatch = Stopwatch()
    for event in events {
      encoder.encode(event)
      // Using the output keeps the optimizer from dropping the work.
      bytes &+= encoder.bytes.count
    }
    let elapsed = stopwatch.elapsedNanoseconds
    guard bytes > 0 else { throw BenchmarkError.check("\(name) produced nothing") }
    return WriterSample(callerNanoseconds: elapsed)
  }
}
