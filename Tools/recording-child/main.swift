import InteractionHost
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionSamples

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The recording process Tools/crash-loop kills: the real recorder wrapping the sample
// extensions of S1-S8, driven by the simulated host, in a loop until it is killed (or, with
// --interactions, until it has recorded that many and closes its log).
//
// usage: recording-child <directory> <session> [--buffered] [--window-ms N] [--pause-ms N]
//                        [--seed N] [--interactions N]
//
// Standard output: `log <path>` once the log is open, then one line per event whose append has
// returned, with the number of such events so far and the monotonic time in nanoseconds when
// that was seen (`12 81234567890`, see WitnessClock), then `closed` at a clean end. The seed
// picks each interaction's scenario and delivery order. --window-ms sets the buffered writer's
// window (LogWriterOptions.bufferedFlushInterval; 1000 ms, the default, without it);
// --pause-ms waits between interactions, as an extension waits for its user.

let usage =
  "usage: recording-child <directory> <session> [--buffered] [--window-ms N] [--pause-ms N] "
  + "[--seed N] "
  + "[--interactions N]\n"
let arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> UInt64? {
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
  return UInt64(arguments[index + 1])
}
guard arguments.count >= 2, !arguments.contains("--help") else {
  Output.emit(usage, to: arguments.contains("--help") ? 1 : 2)
  exit(arguments.contains("--help") ? 0 : 2)
}
let (directory, session) = (arguments[0], arguments[1])
let buffered = arguments.contains("--buffered")
var random = SeededGenerator(seed: option("--seed") ?? 1)
let interactions = option("--interactions") ?? .max
let window = option("--window-ms").map { Double($0) / 1000 } ?? 1
let pause = UInt32(clamping: option("--pause-ms") ?? 0)

let recorder = Recorder(
  directory: directory, session: session, role: .intentsExtension,
  options: RecorderOptions(
    writer: LogWriterOptions(
      mode: buffered ? .buffered() : .writeThrough, bufferedFlushInterval: window),
    clock: WitnessClock()),
  errorHandler: { error in Output.emit("recording-child: \(error)\n", to: 2) })
guard let path = recorder.path else {
  Output.emit("recording-child: the recorder could not open a log\n", to: 2)
  exit(2)
}
Output.emit("log \(path)\n")

// One provider for the process, as an Intents extension's INExtension lives as long as it.
let provider = recorder.recordingProvider(wrapping: SampleIntentsExtension())
var count: UInt64 = 0
while count < interactions {
  let scenario = SampleScenarios.all[Int(random.next() % UInt64(SampleScenarios.all.count))]
  let delivery: DeliveryPolicy =
    scenario.emptySetLast ? .emptySetLast : .seededPermutation(seed: random.next())
  // Completions that never come time out at once: the host's wait is not what is tested.
  let host = SimulatedHost(options: HostOptions(delivery: delivery, sleep: { _ in }))
  _ = await host.run(
    scenario.intent, provider: provider,
    controller: { recorder.recordingController(wrapping: scenario.makeController()) },
    interactionIdentifier: "\(scenario.name)-\(count)")
  count += 1
  if pause > 0 { usleep(pause * 1000) }
}
recorder.close()
Output.emit("closed\n")
