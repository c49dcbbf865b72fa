// For `contains(_:)` with a string: without Foundation it is the one from macOS 13.
import Foundation
import InteractionModel
import Testing

@testable import InteractionLog

@Suite struct EventCodecTests {
  @Test(arguments: Samples.payloads)
  func everyKindRoundTrips(payload: EventPayload) throws {
    let event = Samples.event(payload)
    var encoder = EventEncoder()
    encoder.encode(event)
    let line = encoder.bytes
    #expect(line.last == 0x0A)
    #expect(!line.dropLast().contains(0x0A))
    let decoded = try line.dropLast().withUnsafeBytes { try EventDecoder().decode($0) }
    #expect(decoded == event)
    // Canonical: encoding the decoded event gives the same bytes.
    var again = EventEncoder()
    again.encode(decoded)
    #expect(again.bytes == line)
  }

  @Test func envelopeKeysComeFirstInFixedOrder() {
    var encoder = EventEncoder()
    encoder.encode(Samples.event(.gap(dropped: 3, reason: "buffer full"), sequence: 5))
    #expect(
      String(decoding: encoder.bytes, as: UTF8.self)
        == #"{"v":1,"seq":5,"kind":"gap","time":"2026-11-18T11:06:40.123456Z","mono":99,"pid":4242,"role":"ui-extension","thread":7,"session":"S-1","interaction":"I-1","instance":"IntentViewController#3","call":11,"dropped":3,"reason":"buffer full"}"#
        + "\n")
  }

  @Test func unknownFieldsAreIgnoredAndUnknownKindsKept() throws {
    let line =
      #"{"v":1,"seq":3,"kind":"note","time":"2026-11-21T00:00:00Z","mono":1,"pid":1,"role":"app","thread":1,"session":"s","text":"hi","newField":{"x":[1]}}"#
    let event = try Array(line.utf8).withUnsafeBytes { try EventDecoder().decode($0) }
    #expect(event.payload == .note(text: "hi", metadata: [:]))
    let future =
      #"{"v":1,"seq":4,"kind":"teleport","time":"2026-11-21T00:00:00Z","mono":1,"pid":1,"role":"app","thread":1,"session":"s","to":"mars"}"#
    let kept = try Array(future.utf8).withUnsafeBytes { try EventDecoder().decode($0) }
    #expect(kept.payload == .unknown(kind: EventKind(rawValue: "teleport"), fields: ["to": "mars"]))
  }

  @Test(arguments: [
    (#"{"v":2,"seq":1,"kind":"note"}"#, "format version 2, this reader reads version 1"),
    (#"{"v":1,"kind":"note"}"#, "missing \"seq\""),
    (
      #"{"v":1,"seq":-1,"kind":"note"}"#,
      "\"seq\": expected a non-negative integer, found an integer"
    ),
    (#"{"v":1,"seq":1,"kind":"note","time":"yesterday"}"#, "\"time\": expected an RFC 3339 time"),
    (#"[1]"#, "expected a JSON object, found an array"),
    (
      #"{"v":1,"seq":1,"kind":"configureView","time":"2026-11-21T00:00:00Z","mono":1,"pid":1,"role":"app","thread":1,"session":"s","parameters":["INX.a[x]"],"interactiveBehavior":"none","context":"siriSnippet"}"#,
      "\"parameters[0]\""
    ),
    (#"{"v":1,"seq":1,"kind":"note","v":1}"#, "invalid JSON"),
  ])
  func invalidLinesSayWhatIsWrong(line: String, message: String) {
    #expect {
      try Array(line.utf8).withUnsafeBytes { try EventDecoder().decode($0) }
    } throws: { error in
      "\(error)".contains(message)
    }
  }

  @Test(arguments: [
    (Int64(0), "1970-01-01T00:00:00.000000Z"),
    (1_795_000_000_123_456, "2026-11-18T11:06:40.123456Z"),
    (951_782_400_000_001, "2000-02-29T00:00:00.000001Z"),
    (-1, "1969-12-31T23:59:59.999999Z"),
  ])
  func wallTimeWritesAndParsesRFC3339(micros: Int64, text: String) {
    let time = WallTime(microsecondsSinceEpoch: micros)
    #expect(time.description == text)
    #expect(WallTime(text) == time)
  }

  @Test func wallTimeAcceptsOffsetsAndShortFractions() {
    #expect(WallTime("2026-11-21T20:00:00.5+01:00") == WallTime("2026-11-21T19:00:00.500000Z"))
    #expect(WallTime("2026-11-21T19:00:00z") == WallTime("2026-11-21T19:00:00.000000Z"))
    #expect(WallTime("2026-13-21T19:00:00Z") == nil)
    #expect(WallTime("2026-11-21 19:00:00Z") == nil)
  }
}
