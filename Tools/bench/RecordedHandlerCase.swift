import InteractionLog
import InteractionModel
import InteractionRecorder

/// The recorder's cost per call: ``TrivialResolvingHandler`` wrapped by
/// `Recorder.recordingHandler(wrapping:)` (a `RecordingIntentHandler`), which writes the call and
/// its completion, each built, redacted and appended through the recorder's writer.
struct RecordedHandlerCase: CallCase {
  let name: String
  let note: String
  let writer: LogWriterOptions
  let calls: Int
  let intent: Intent

  func run(in directory: String) throws -> CallSample {
    let failures = CompletionCounter()
    let recorder = Recorder(
      directory: directory, session: "recorder-calls", role: .intentsExtension,
      options: RecorderOptions(
        writer: writer, processID: 4242, fixedThreadID: 0x7F3A_9C00_0640),
      errorHandler: { _ in failures.increment() })
    guard
      let handler = recorder.recordingHandler(wrapping: TrivialResolvingHandler())
        as? any IntentResolving
    else { throw BenchmarkError.check("\(name): the wrapper does not resolve") }
    let counter = CompletionCounter()
    let stopwatch = Stopwatch()
    for _ in 0..<calls {
      handler.resolve(parameter: "workoutName", for: intent) { _ in counter.increment() }
    }
    let elapsed = stopwatch.elapsedNanoseconds
    recorder.close()
    if let path = recorder.path { try FileSystem.removeFile(path) }
    guard failures.value == 0, recorder.droppedCount == 0, counter.value == calls else {
      throw BenchmarkError.check(
        "\(name): \(failures.value) recorder errors, \(recorder.droppedCount) dropped, "
          + "\(counter.value) completions for \(calls) calls")
    }
    return CallSample(calls: calls, nanoseconds: elapsed)
  }
}
