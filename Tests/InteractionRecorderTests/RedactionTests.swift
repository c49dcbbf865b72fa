import Foundation
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionTestSupport
import Testing

/// Redaction at record time: no original string reaches the file; types and lengths survive; a
/// recording redacted after the fact (`EventRedactor`) holds what the recorder writes.
@Suite struct RedactionTests {
  static let secrets = [
    "Alice Liddell", "meet me at the old mill", "Bob the Driver", "Hidden Option One",
    "Confirm Me Please", "response secret note", "snapshot secret", "résumé ✉️ naïve",
  ]

  static let message = Intent(
    className: "INSendMessageIntent", identifier: "message-1",
    properties: [
      "recipients": [["displayName": "Alice Liddell", "handle": "alice@example.invalid"]],
      "content": "meet me at the old mill",
      "attempt": 3, "urgency": 0.5, "isDraft": true,
      "sent": .date(Date(timeIntervalSince1970: 1_795_000_000)),
      "speakableGroupName": "résumé ✉️ naïve",
    ])

  static let response = IntentResponse(
    className: "INSendMessageIntentResponse", code: .init(rawValue: 3, name: "success"),
    properties: [
      "rideStatus": ["driver": ["name": "Bob the Driver", "rating": 4.5]],
      "note": "response secret note",
    ])

  /// Records a session with every kind of value through `policy`; returns the log's path.
  @MainActor
  static func record(_ policy: RedactionPolicy, in directory: TemporaryDirectory) throws -> String {
    let recorder = Recorder(
      directory: directory.path, session: "S", role: .test,
      options: RecorderOptions(redaction: policy))
    let provider = RecordingHandlerProvider(
      wrapping: SecretProvider(), recorder: recorder)
    let handler = try #require(provider.handler(for: message))
    let resolving = try #require(handler as? any IntentResolving)
    for name in resolving.resolvableParameters {
      resolving.resolve(parameter: name, for: message) { _ in }
    }
    (handler as? any IntentConfirming)?.confirm(intent: message) { _ in }
    handler.handle(intent: message) { _ in }
    var interaction = Interaction(
      intent: message, response: response, handlingStatus: .success, identifier: "I-1")
    interaction.intent["extra"] = "snapshot secret"
    RecordingViewController(wrapping: ViewController(), recorder: recorder).configureView(
      for: [Fixtures.parameter("INSendMessageIntent.content")], of: interaction,
      interactiveBehavior: .none, context: .siriSnippet
    ) { _, _, _ in }
    recorder.close()
    return try #require(recorder.path)
  }

  @MainActor
  @Test func noOriginalStringSurvivesInTheDecompressedBytes() throws {
    let directory = TemporaryDirectory()
    let path = try Self.record(.allStrings, in: directory)
    let text = try gunzipped(path)
    #expect(text.contains("\"kind\":\"end\""))
    for secret in Self.secrets + ["alice@example.invalid", "walk"] {
      #expect(!text.contains(secret), "\(secret) is in the log")
    }
    // Structure is kept: class names, parameters, identifiers, codes.
    for kept in [
      "INSendMessageIntent", "INSendMessageIntent.content", "message-1", "I-1", "success",
      "displayName", "rideStatus",
    ] {
      #expect(text.contains(kept), "\(kept) is missing")
    }
    // The same length in characters, made of the marker.
    #expect(text.contains("\"" + String(repeating: "•", count: 23) + "\""))
    #expect(text.contains("\"" + String(repeating: "•", count: "résumé ✉️ naïve".count) + "\""))
  }

  @MainActor
  @Test func allStringsKeepsEveryOtherValue() throws {
    let directory = TemporaryDirectory()
    let events = try cleanEvents(Self.record(.allStrings, in: directory))
    guard case .dispatch(let intent) = events.of(.dispatch).first?.payload else {
      Issue.record("no dispatch")
      return
    }
    #expect(intent.className == "INSendMessageIntent" && intent.identifier == "message-1")
    #expect(intent["content"] == .string(String(repeating: "•", count: 23)))
    #expect(intent["attempt"] == 3)
    #expect(intent["urgency"] == 0.5)
    #expect(intent["isDraft"] == true)
    #expect(intent["sent"] == .date(Date(timeIntervalSince1970: 1_795_000_000)))
    #expect(intent["recipients"]?[0]?["displayName"] == .string("•••••••••••••"))
  }

  @MainActor
  @Test func keyPathsRedactWholeValuesKeepingTheirShape() throws {
    let directory = TemporaryDirectory()
    let policy = RedactionPolicy(
      keyPaths: [
        "content", "recipients", "INSendMessageIntentResponse.rideStatus.driver",
        "attempt", "urgency", "isDraft", "sent",
      ])
    let events = try cleanEvents(Self.record(policy, in: directory))
    guard case .handle(let intent) = events.of(.handle).first?.payload else {
      Issue.record("no handle")
      return
    }
    #expect(intent["content"] == .string(String(repeating: "•", count: 23)))
    #expect(
      intent["recipients"]
        == [["displayName": "•••••••••••••", "handle": "•••••••••••••••••••••"]])
    #expect(intent["attempt"] == 0)
    #expect(intent["urgency"] == 0.0)
    #expect(intent["isDraft"] == false)
    #expect(intent["sent"] == .date(Date(timeIntervalSince1970: 0)))
    // Not named, so kept.
    #expect(intent["speakableGroupName"] == "résumé ✉️ naïve")
    guard case .handleCompletion(let response, _) = events.of(.handleCompletion).first?.payload
    else {
      Issue.record("no handle completion")
      return
    }
    #expect(response["rideStatus"] == ["driver": ["name": "••••••••••••••", "rating": 0.0]])
    #expect(response["note"] == "response secret note")
    // The resolve call's value and its results sit at the parameter's key path.
    let resolves = events.of(.resolve).map(\.payload)
    #expect(resolves.contains(.resolve(parameter: "content", value: "•••••••••••••••••••••••")))
    let contentResults = events.of(.resolveCompletion).compactMap { event -> [ResolutionResult]? in
      guard case .resolveCompletion("content", let results, _) = event.payload else { return nil }
      return results
    }
    #expect(
      contentResults == [
        [
          .success("•••••••••••••••••••••••"),
          .disambiguation(["•••••••••••••••••••••••", "••••"]),
          .confirmationRequired("•••••••••••••••••••••••"),
        ]
      ])
    // The snapshot's intent and response are redacted alike.
    guard case .interaction(let snapshot) = events.of(.interaction).first?.payload else {
      Issue.record("no snapshot")
      return
    }
    #expect(snapshot.intent["content"] == "•••••••••••••••••••••••")
    #expect(snapshot.intent["extra"] == "snapshot secret")
    #expect(snapshot.response?["rideStatus"]?["driver"]?["name"] == "••••••••••••••")
  }

  static let policies: [RedactionPolicy] = [
    .allStrings,
    RedactionPolicy(
      keyPaths: [
        "content", "recipients", "INSendMessageIntentResponse.rideStatus.driver", "attempt",
        "urgency", "isDraft", "sent",
      ]),
    RedactionPolicy(keyPaths: ["INSendMessageIntent.content"]),
    RedactionPolicy(keyPaths: ["INOtherIntent.content"]),
    RedactionPolicy(keyPaths: ["rideStatus.driver.name"], redactsAllStrings: true),
  ]

  @MainActor
  @Test(arguments: policies)
  func redactingARecordingGivesWhatRecordingWithThePolicyWrites(policy: RedactionPolicy) throws {
    let directory = TemporaryDirectory()
    let plain = try cleanEvents(Self.record(.none, in: directory))
    let other = TemporaryDirectory()
    let recorded = try cleanEvents(Self.record(policy, in: other))
    var redactor = EventRedactor(policy)
    let redacted = plain.map { redactor.redact($0) }
    // Latencies are the real clock's, so they differ between the two recordings.
    #expect(redacted.map(\.payload.withoutLatency) == recorded.map(\.payload.withoutLatency))
    #expect(redacted.map(\.sequence) == plain.map(\.sequence))
  }
}

/// A provider whose handler answers with every kind of result, carrying the secrets.
private final class SecretProvider: IntentHandlerProviding {
  func handler(for intent: Intent) -> (any IntentHandler)? { SecretHandler() }
}

private final class SecretHandler: IntentHandler, IntentConfirming, IntentResolving {
  var resolvableParameters: [String] { ["recipients", "content"] }

  func resolve(
    parameter name: String, for intent: Intent,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void
  ) {
    let value = intent[name] ?? .null
    completion([.success(value), .disambiguation([value, "walk"]), .confirmationRequired(value)])
  }

  func confirm(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    var response = RedactionTests.response
    response["confirmation"] = "Confirm Me Please"
    response["choices"] = ["Hidden Option One"]
    completion(response)
  }

  func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(RedactionTests.response)
  }
}

extension EventPayload {
  /// The payload with its latency, if it has one, set to zero.
  fileprivate var withoutLatency: EventPayload {
    switch self {
    case .resolveCompletion(let parameter, let results, _):
      .resolveCompletion(parameter: parameter, results: results, latency: 0)
    case .confirmCompletion(let response, _): .confirmCompletion(response: response, latency: 0)
    case .handleCompletion(let response, _): .handleCompletion(response: response, latency: 0)
    case .configureCompletion(let size, _): .configureCompletion(size: size, latency: 0)
    case .configureViewCompletion(let success, let claimed, let size, _):
      .configureViewCompletion(success: success, claimed: claimed, size: size, latency: 0)
    default: self
    }
  }
}
