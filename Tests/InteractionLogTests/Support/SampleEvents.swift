import Foundation
import InteractionModel

@testable import InteractionLog

enum Samples {
  static let intent = Intent(
    className: "INStartWorkoutIntent", identifier: "A1",
    properties: [
      "workoutName": "run", "goalValue": 3.0, "isOpenEnded": false,
      "tags": ["morning", "park"], "started": .date(Date(timeIntervalSince1970: 1_795_000_000.5)),
      "nested": ["unit": "mile", "count": 2, "none": nil],
    ])
  static let response = IntentResponse(
    className: "INStartWorkoutIntentResponse", code: .init(rawValue: 7, name: "handleInApp"),
    properties: ["note": "ok"])
  static let interaction = Interaction(
    intent: intent, response: response, handlingStatus: .success, direction: .outgoing,
    identifier: "I-1", groupIdentifier: "G",
    dateInterval: DateInterval(start: Date(timeIntervalSince1970: 1_795_000_000.25), duration: 1.5))
  static let parameter = Parameter("INStartWorkoutIntent.intentDescription")
  static let indexed = Parameter("INSearchForAccountsIntentResponse.accounts[1]")

  /// One payload of every kind the format defines, plus an unknown one.
  static let payloads: [EventPayload] = [
    .header(
      format: "ilog/1", tool: "interaction-log test", platform: "linux-x86_64",
      metadata: ["app": "BNRun"]),
    .interaction(interaction),
    .dispatch(intent: intent),
    .dispatchCompletion(handlerType: "StartWorkoutIntentHandler"),
    .dispatchCompletion(handlerType: nil),
    .resolve(parameter: "workoutName", value: "run"),
    .resolve(parameter: "goalValue", value: nil),
    .resolveCompletion(
      parameter: "workoutName",
      results: [
        .success("run"), .disambiguation(["walk", "run"]), .confirmationRequired(3),
        .needsValue, .notRequired, .unsupported(reason: .init(rawValue: 1, name: "noAccount")),
        .unsupported(reason: nil),
      ], latency: 1200),
    .confirm(intent: intent),
    .confirmCompletion(response: response, latency: 5),
    .handle(intent: intent),
    .handleCompletion(response: response, latency: nil),
    .configure(context: .mapsCard),
    .configureCompletion(size: Size(width: 320, height: 120.5), latency: 7),
    .configureView(
      parameters: [indexed, parameter], interactiveBehavior: .nextView, context: .siriSnippet),
    .configureView(parameters: [], interactiveBehavior: .none, context: .siriSnippet),
    .configureViewCompletion(success: true, claimed: [indexed], size: .zero, latency: 9),
    .note(text: "tapped \"Start\"\n<script>", metadata: ["who": "me"]),
    .note(text: "plain", metadata: [:]),
    .error(message: "disk full", code: 28),
    .gap(dropped: 12, reason: "buffer full"),
    .sourceValue(source: "clock", value: "2026-11-21T09:30:00.300250Z"),
    .sourceValue(source: "uuid", value: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
    .end(events: 20, dropped: 12, errors: 1),
    .unknown(
      kind: EventKind(rawValue: "futureKind"), fields: ["answer": 42, "list": [true, nil]]),
  ]

  static func event(_ payload: EventPayload, sequence: UInt64 = 1) -> Event {
    Event(
      sequence: sequence, time: WallTime(microsecondsSinceEpoch: 1_795_000_000_123_456),
      monotonicNanoseconds: 99, processID: 4242, role: .uiExtension, thread: 7, session: "S-1",
      interaction: "I-1", instance: "IntentViewController#3", call: 11, payload: payload)
  }

  static let identity = LogWriter.Identity(
    role: .test, session: "S-test", processID: 4242, tool: "interaction-log test",
    platform: "linux-x86_64")
}
