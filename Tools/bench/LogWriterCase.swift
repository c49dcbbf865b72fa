import InteractionLog

/// The library under test: ``LogWriter`` appending the generated events, timed from the caller's
/// side (inside `append`) and until `close` returns.
///
/// Times come from ``SystemClock``, as they do for real callers, so the caller's figure includes
/// the writer's two clock readings per event.
struct LogWriterCase: WriterCase {
  let name: String
  let note: String
  let mode: LogWriterOptions.Mode
  let events: [GeneratedEvent]
  let identity: LogWriter.Identity
  /// The log's file name in the run's directory.
  let fileName: String

  func run(in directory: String) throws -> WriterSample {
    let path = "\(directory)/\(fileName)"
    try FileSystem.removeFile(path)
    let options = LogWriterOptions(mode: mode, compressionLevel: 6, synchronization: .never)
    let writer = try LogWriter(path: path, identity: identity, options: options)
    var failures = 0
    let stopwatch = Stopwatch()
    let cpuStart = ThreadClock.nanoseconds
    for event in events {
      let outcome = writer.append(
        event.payload, interaction: event.interaction, instance: event.instance, call: event.call)
      if case .failed = outcome { failures += 1 }
    }
    let caller = stopwatch.elapsedNanoseconds
    let callerCPU = ThreadClock.nanoseconds - cpuStart
    try writer.close()
    let sustained = stopwatch.elapsedNanoseconds
    guard failures == 0 else { throw BenchmarkError.check("\(name): \(failures) appends failed") }
    return WriterSample(
      callerNanoseconds: caller, sustainedNanoseconds: sustained,
      fileBytes: try FileSystem.size(of: path), callerCPUNanoseconds: callerCPU,
      dropped: writer.droppedCount)
  }
}
