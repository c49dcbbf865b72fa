// Writes the sample recording in Recordings/ with the real LogWriter: a BNRun-style
// "start workout" session (sirikit.md §5 S1) as two processes' files, byte-for-byte
// reproducible (fixed clocks, pids and thread ids).
//
// usage: make-sample-recording [<session-directory>]   (default: Recordings/start-workout)
// Existing .ilog files in the directory are replaced; the writer itself never overwrites.
import Foundation
import InteractionLog
import InteractionModel

/// A clock that advances a fixed step per reading, from a fixed start.
final class FixedClock: LogClock, @unchecked Sendable {
  // @unchecked: used by one writer from one thread in this tool.
  private var micros: Int64
  private var nanos: UInt64

  init(start: String, monotonicStart: UInt64) {
    micros = WallTime(start)!.microsecondsSinceEpoch
    nanos = monotonicStart
  }

  func advance(milliseconds: Int64) {
    micros += milliseconds * 1000
    nanos += UInt64(milliseconds) * 1_000_000
  }

  func wallTime() -> WallTime {
    micros += 250
    return WallTime(microsecondsSinceEpoch: micros)
  }

  func monotonicNanoseconds() -> UInt64 {
    nanos += 250_000
    return nanos
  }
}

let directory = CommandLine.arguments.dropFirst().first ?? "Recordings/start-workout"
let session = "5E55-10N1"
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
for name in try FileManager.default.contentsOfDirectory(atPath: directory)
where name.hasSuffix(".ilog") {
  try FileManager.default.removeItem(atPath: "\(directory)/\(name)")
}

let intent = Intent(
  className: "INStartWorkoutIntent", identifier: "B7A1",
  properties: [
    "workoutName": "run", "goalValue": 3.0, "workoutGoalUnitType": "mile",
    "isOpenEnded": false, "intentDescription": "Start a 3 mile run",
  ])
let response = IntentResponse(
  className: "INStartWorkoutIntentResponse", code: .init(rawValue: 7, name: "handleInApp"))
let interaction = Interaction(
  intent: intent, response: response, handlingStatus: .success, direction: .outgoing,
  identifier: "4F0C-0001", groupIdentifier: nil,
  dateInterval: DateInterval(start: WallTime("2026-11-21T09:30:00.250000Z")!.date, duration: 0))

/// A writer for one process's file of the session, with fixed identity and clock.
func sessionWriter(_ role: ProcessRole, processID: Int32, clock: FixedClock) throws -> LogWriter {
  try LogWriter(
    path: "\(directory)/\(role.rawValue).ilog",
    identity: .init(
      role: role, session: session, processID: processID, tool: "interaction-log 0.1.0",
      platform: "iOS 17.5 (sample)", metadata: ["app": "BNRun", "scenario": "start-workout"],
      fixedThreadID: 1),
    clock: clock)
}

// The Intents extension: dispatch, resolve each parameter on a new handler copy, confirm, handle.
let intentsClock = FixedClock(start: "2026-11-21T09:30:00.000000Z", monotonicStart: 1_000_000_000)
let intents = try sessionWriter(.intentsExtension, processID: 501, clock: intentsClock)
let handler = "StartWorkoutIntentHandler"
var call: UInt64 = 1
@MainActor func recordCall(
  _ payload: EventPayload, instance: String, completion: EventPayload
) {
  intents.append(payload, interaction: interaction.identifier, instance: instance, call: call)
  intentsClock.advance(milliseconds: 3)
  intents.append(completion, interaction: interaction.identifier, instance: instance, call: call)
  call += 1
}
recordCall(
  .dispatch(intent: intent), instance: "IntentHandler#1",
  completion: .dispatchCompletion(handlerType: handler))
for (index, parameter) in ["workoutName", "goalValue", "isOpenEnded"].enumerated() {
  let result: ResolutionResult =
    parameter == "isOpenEnded" ? .notRequired : .success(intent.properties[parameter]!)
  recordCall(
    .resolve(parameter: parameter, value: intent.properties[parameter]),
    instance: "\(handler)#\(index + 2)",
    completion: .resolveCompletion(parameter: parameter, results: [result], latency: 3_000_000))
}
recordCall(
  .confirm(intent: intent), instance: "\(handler)#5",
  completion: .confirmCompletion(
    response: IntentResponse(className: response.className, code: .ready), latency: 3_000_000))
recordCall(
  .handle(intent: intent), instance: "\(handler)#6",
  completion: .handleCompletion(response: response, latency: 3_000_000))
try intents.close()

// The Intents UI extension: the interaction once, then configureView on a new controller per
// parameter set, the empty set first (the documented order).
let uiClock = FixedClock(start: "2026-11-21T09:30:00.300000Z", monotonicStart: 7_000_000_000)
let ui = try sessionWriter(.uiExtension, processID: 502, clock: uiClock)
ui.append(.interaction(interaction), interaction: interaction.identifier)
let description = try Parameter("INStartWorkoutIntent.intentDescription")
for (index, parameters) in [[], [description]].enumerated() {
  let instance = "IntentViewController#\(index + 1)"
  let id = UInt64(100 + index)
  ui.append(
    .configureView(parameters: parameters, interactiveBehavior: .none, context: .siriSnippet),
    interaction: interaction.identifier, instance: instance, call: id)
  uiClock.advance(milliseconds: 12)
  ui.append(
    .configureViewCompletion(
      success: true, claimed: parameters,
      size: Size(width: 320, height: parameters.isEmpty ? 44 : 180), latency: 12_000_000),
    interaction: interaction.identifier, instance: instance, call: id)
}
try ui.close()
print("wrote \(directory)/intents-extension.ilog and \(directory)/ui-extension.ilog")
