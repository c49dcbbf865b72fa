import Foundation
import InteractionLog
import InteractionModel
import Testing

@testable import InteractionRecorder
import InteractionTestSupport

/// Redaction after the fact: the same values as the recorder writes under the same policy.
@Suite struct EventRedactorTests {
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
    let plain = try cleanEvents(RedactionTests.record(.none, in: directory))
    let other = TemporaryDirectory()
    let recorded = try cleanEvents(RedactionTests.record(policy, in: other))
    var redactor = EventRedactor(policy)
    let redacted = plain.map { redactor.redact($0) }
    // Latencies are the real clock's, so they differ between the two recordings.
    #expect(redacted.map(\.payload.withoutLatency) == recorded.map(\.payload.withoutLatency))
    #expect(redacted.map(\.sequence) == plain.map(\.sequence))
  }

  @Test func withoutALinkAClassQualifiedKeyPathStillApplies() {
    var redactor = EventRedactor(RedactionPolicy(keyPaths: ["INSendMessageIntent.content"]))
    let resolve = Event(
      sequence: 4, time: WallTime(microsecondsSinceEpoch: 0), monotonicNanoseconds: 0,
      processID: 1, role: .intentsExtension, thread: 1, session: "S", instance: "Unknown#1",
      call: 9, payload: .resolve(parameter: "content", value: "secret"))
    #expect(redactor.redact(resolve).payload == .resolve(parameter: "content", value: "••••••"))
  }

  @Test func unknownKindsAreRedactedAsProperties() {
    let fields: [String: Value] = ["content": "secret", "depth": 3, "nested": ["name": "Alice"]]
    let event = Event(
      sequence: 2, time: WallTime(microsecondsSinceEpoch: 0), monotonicNanoseconds: 0,
      processID: 1, role: .app, thread: 1, session: "S",
      payload: .unknown(kind: EventKind(rawValue: "hologram"), fields: fields))
    var all = EventRedactor(.allStrings)
    #expect(
      all.redact(event).payload
        == .unknown(
          kind: EventKind(rawValue: "hologram"),
          fields: ["content": "••••••", "depth": 3, "nested": ["name": "•••••"]]))
    var named = EventRedactor(RedactionPolicy(keyPaths: ["nested.name"]))
    #expect(
      named.redact(event).payload
        == .unknown(
          kind: EventKind(rawValue: "hologram"),
          fields: ["content": "secret", "depth": 3, "nested": ["name": "•••••"]]))
  }

  @Test func notesMetadataAndStructureAreKept() {
    var redactor = EventRedactor(.allStrings)
    let note = Event(
      sequence: 2, time: WallTime(microsecondsSinceEpoch: 0), monotonicNanoseconds: 0,
      processID: 1, role: .app, thread: 1, session: "S",
      payload: .note(text: "my words", metadata: ["by": "me"]))
    #expect(redactor.redact(note) == note)
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
