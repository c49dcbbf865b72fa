import InteractionLog
import InteractionModel
import Testing

/// Redaction after the fact: resolve calls without a link, unknown kinds, what is kept.
@Suite struct EventRedactorTests {
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
