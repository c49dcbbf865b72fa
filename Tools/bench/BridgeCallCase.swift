import Foundation
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionSamples
import InteractionSiriKit

#if os(iOS)
import Intents
import IntentsUI
#else
import SiriKitStandIn
#endif

/// One row of the bridge's table: recorded `configureView` or resolve calls, made through the
/// model-level recorder with the model's types, or through InteractionSiriKit with SiriKit's,
/// on the same recorder options; what the bridge adds is the difference.
///
/// The SiriKit objects are made once, before the clock starts, as SiriKit hands them over.
struct BridgeCallCase: CallCase {
  /// The recorded call.
  enum Call { case configureView, resolve }
  /// Which side records it.
  enum Level { case model, bridge }

  let name: String
  let note: String
  let call: Call
  let level: Level
  let writer: LogWriterOptions
  let calls: Int

  func run(in directory: String) throws -> CallSample {
    let failures = CompletionCounter()
    let recorder = Recorder(
      directory: directory, session: "bridge-calls",
      role: call == .resolve ? .intentsExtension : .uiExtension,
      options: RecorderOptions(writer: writer, processID: 4242, fixedThreadID: 0x7F3A_9C00_0640),
      errorHandler: { _ in failures.increment() })
    let counter = CompletionCounter()
    let elapsed: (wall: Double, cpu: Double)
    switch (call, level) {
    case (.configureView, .model): elapsed = try modelViews(recorder, counter)
    case (.configureView, .bridge): elapsed = try bridgeViews(recorder, counter)
    case (.resolve, .model): elapsed = try modelResolves(recorder, counter)
    case (.resolve, .bridge): elapsed = try bridgeResolves(recorder, counter)
    }
    recorder.close()
    if let path = recorder.path { try FileSystem.removeFile(path) }
    guard failures.value == 0, recorder.droppedCount == 0, counter.value == calls else {
      throw BenchmarkError.check(
        "\(name): \(failures.value) recorder errors, \(recorder.droppedCount) dropped, "
          + "\(counter.value) completions for \(calls) calls")
    }
    return CallSample(calls: calls, nanoseconds: elapsed.wall, callerCPUNanoseconds: elapsed.cpu)
  }

  /// S1's description call through `Recorder.recordConfigureView`, claiming what it offers.
  private func modelViews(_ recorder: Recorder, _ counter: CompletionCounter) throws -> (
    wall: Double, cpu: Double
  ) {
    let interaction = SampleScenarios.startWorkout.interaction
    let description = try Parameter(for: "INStartWorkoutIntent", keyPath: "intentDescription")
    let size = Size(width: 320, height: 180)
    let controller = BenchViewController()
    let stopwatch = Stopwatch()
    for _ in 0..<calls {
      recorder.recordConfigureView(
        for: [description], of: interaction, interactiveBehavior: .none, context: .siriSnippet,
        instance: controller, completion: { _, _, _ in counter.increment() },
        body: { completion in completion(true, [description], size) })
    }
    return (stopwatch.elapsedNanoseconds, stopwatch.callerCPUNanoseconds)
  }

  /// The same call through `SiriKitRecorder.recordConfigureView`, with SiriKit's objects.
  private func bridgeViews(_ recorder: Recorder, _ counter: CompletionCounter) throws -> (
    wall: Double, cpu: Double
  ) {
    let converter = SiriKitConverter()
    let interaction = try converter.siriKitInteraction(SampleScenarios.startWorkout.interaction)
    let description = try converter.siriKitParameter(
      try Parameter(for: "INStartWorkoutIntent", keyPath: "intentDescription"), of: interaction)
    let size = CGSize(width: 320, height: 180)
    let controller = BenchViewController()
    // As an extension keeps it: made once per process.
    let siriKit = recorder.siriKit
    let stopwatch = Stopwatch()
    for _ in 0..<calls {
      siriKit.recordConfigureView(
        for: [description], of: interaction, interactiveBehavior: .none, context: .siriSnippet,
        instance: controller, completion: { _, _, _ in counter.increment() },
        body: { completion in completion(true, [description], size) })
    }
    return (stopwatch.elapsedNanoseconds, stopwatch.callerCPUNanoseconds)
  }

  /// `workoutName` resolved through the model's recording handler around a trivial handler.
  private func modelResolves(_ recorder: Recorder, _ counter: CompletionCounter) throws -> (
    wall: Double, cpu: Double
  ) {
    let intent = SampleScenarios.startWorkoutIntent
    guard
      let handler = recorder.recordingHandler(wrapping: TrivialResolvingHandler())
        as? any IntentResolving
    else { throw BenchmarkError.check("\(name): the wrapper does not resolve") }
    let stopwatch = Stopwatch()
    for _ in 0..<calls {
      handler.resolve(parameter: "workoutName", for: intent) { _ in counter.increment() }
    }
    return (stopwatch.elapsedNanoseconds, stopwatch.callerCPUNanoseconds)
  }

  /// `resolveWorkoutName` through the recording handler `recordHandler(for:)` returns around a
  /// trivial `INStartWorkoutIntentHandling` handler.
  private func bridgeResolves(_ recorder: Recorder, _ counter: CompletionCounter) throws -> (
    wall: Double, cpu: Double
  ) {
    let made = try SiriKitConverter().siriKitIntent(SampleScenarios.startWorkoutIntent)
    guard let intent = made as? INStartWorkoutIntent,
      let handler = recorder.siriKit.recordHandler(
        for: intent, provider: BenchViewController(), body: { TrivialWorkoutHandler() })
        as? any INStartWorkoutIntentHandling
    else { throw BenchmarkError.check("\(name): no recording handler for the intent") }
    let stopwatch = Stopwatch()
    for _ in 0..<calls {
      handler.resolveWorkoutName(for: intent) { _ in counter.increment() }
    }
    return (stopwatch.elapsedNanoseconds, stopwatch.callerCPUNanoseconds)
  }
}

/// The object a bridge row's calls go to: an instance for the recorder to label.
private final class BenchViewController: NSObject, INUIHostedViewControlling {}

/// The cheapest start-workout handler: the workout name as said, at once, on the calling thread,
/// its result made through SiriKitResolution as a recorded handler's must be (one made otherwise
/// is left out with a note, on a device and by the stand-in alike).
private final class TrivialWorkoutHandler: NSObject, INStartWorkoutIntentHandling {
  func resolveWorkoutName(
    for intent: INStartWorkoutIntent,
    with completion: @escaping (INSpeakableStringResolutionResult) -> Void
  ) {
    completion(
      SiriKitResolution.success(
        with: intent.workoutName ?? INSpeakableString(spokenPhrase: "")))
  }

  func handle(
    intent: INStartWorkoutIntent, completion: @escaping (INStartWorkoutIntentResponse) -> Void
  ) {
    completion(INStartWorkoutIntentResponse(code: .handleInApp, userActivity: nil))
  }
}
