import InteractionHost
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionSamples

/// The simulated host driving scenario S1 (start workout: resolve, confirm, handle, then the
/// interface's `configureView` calls) whole, `interactions` times, on the main actor.
///
/// Recorded, both extensions are wrapped as make-recordings wraps them, each side with its own
/// buffered recorder in one session directory, as the two processes of a device would write.
@MainActor
struct HostCase {
  let name: String
  let note: String
  /// The recorders' writer options, or `nil` to run unrecorded.
  let writer: LogWriterOptions?
  let interactions: Int

  func run(in directory: String) async throws -> CallSample {
    let scenario = SampleScenarios.startWorkout
    let host = SimulatedHost()
    let failures = CompletionCounter()
    var recorders: [Recorder] = []
    var provider = scenario.makeProvider()
    var makeController = scenario.makeController
    if let writer {
      let options = RecorderOptions(
        writer: writer, processID: 4242, fixedThreadID: 0x7F3A_9C00_0640)
      let intents = Recorder(
        directory: directory, session: "host", role: .intentsExtension, options: options,
        errorHandler: { _ in failures.increment() })
      let ui = Recorder(
        directory: directory, session: "host", role: .uiExtension, options: options,
        errorHandler: { _ in failures.increment() })
      recorders = [intents, ui]
      provider = intents.recordingProvider(wrapping: provider)
      makeController = { ui.recordingController(wrapping: scenario.makeController()) }
    }
    var incomplete = 0
    let stopwatch = Stopwatch()
    for index in 0..<interactions {
      let transcript = await host.run(
        scenario.intent, provider: provider, controller: makeController,
        interactionIdentifier: "S1-\(index)")
      if transcript.outcome != .completed { incomplete += 1 }
    }
    let elapsed = stopwatch.elapsedNanoseconds
    var dropped: UInt64 = 0
    for recorder in recorders {
      recorder.close()
      dropped += recorder.droppedCount
      if let path = recorder.path { try FileSystem.removeFile(path) }
    }
    guard incomplete == 0, failures.value == 0, dropped == 0 else {
      throw BenchmarkError.check(
        "\(name): \(incomplete) interactions incomplete, \(failures.value) recorder errors, "
          + "\(dropped) events dropped")
    }
    return CallSample(calls: interactions, nanoseconds: elapsed)
  }
}
