import InteractionLog
import InteractionModel

/// What the recorder adds to: ``LogWriter`` appending the two events a recorded resolve call
/// writes (the call, then its completion with a latency), with the same payloads, per call.
struct RawWriterPairCase: CallCase {
  let name: String
  let note: String
  let mode: LogWriterOptions.Mode
  let calls: Int
  let intent: Intent
  let identity: LogWriter.Identity

  func run(in directory: String) throws -> CallSample {
    let path = "\(directory)/raw-pair.ilog"
    try FileSystem.removeFile(path)
    let options = LogWriterOptions(mode: mode, compressionLevel: 6, synchronization: .never)
    let writer = try LogWriter(path: path, identity: identity, options: options)
    let handler = TrivialResolvingHandler()
    let instance = "TrivialResolvingHandler#1"
    let counter = CompletionCounter()
    var failures = 0
    let stopwatch = Stopwatch()
    for call in 1...UInt64(calls) {
      let value = intent["workoutName"]
      if case .failed = writer.append(
        .resolve(parameter: "workoutName", value: value), instance: instance, call: call)
      {
        failures += 1
      }
      handler.resolve(parameter: "workoutName", for: intent) { results in
        counter.increment()
        _ = results
      }
      if case .failed = writer.append(
        .resolveCompletion(
          parameter: "workoutName", results: [.success(value ?? .null)], latency: 40),
        instance: instance, call: call)
      {
        failures += 1
      }
    }
    let elapsed = stopwatch.elapsedNanoseconds
    try writer.close()
    try FileSystem.removeFile(path)
    guard failures == 0, writer.droppedCount == 0, counter.value == calls else {
      throw BenchmarkError.check(
        "\(name): \(failures) appends failed, \(writer.droppedCount) dropped, "
          + "\(counter.value) completions for \(calls) calls")
    }
    return CallSample(calls: calls, nanoseconds: elapsed)
  }
}
