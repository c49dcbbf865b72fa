import InteractionLog

/// The JSON parser and the event decoder, on one line of a log.
///
/// Invariants: an event that decodes encodes to one line (no newline inside, so it can never be
/// split across lines or blocks, FORMAT.md §2), that line decodes, and decoding and encoding it
/// again gives the same bytes: nothing is lost or changed once an event is in canonical form.
enum EventParserHarness {
  private static let deepParser = JSONParser(maximumDepth: 10_000)

  static func run(_ input: UnsafeRawBufferPointer) {
    // The parser on its own, with a depth limit far above the reader's: depth must not crash.
    _ = try? deepParser.parse(input)
    let decoder = EventDecoder()
    guard let event = try? decoder.decode(input) else { return }
    let line = encode(event)
    require(line.last == 0x0A, "an encoded event does not end with its newline")
    require(
      !line.dropLast().contains(0x0A), "an encoded event has a newline inside: \(text(line))")
    let again: Event
    do {
      again = try line.dropLast().withUnsafeBytes { raw in
        try Result { () throws(EventDecodingError) in try decoder.decode(raw) }.get()
      }
    } catch {
      fatalError("a re-encoded event does not decode (\(error)): \(text(line))")
    }
    // The encoder writes a canonical form (sets sorted, numbers in their shortest form), so
    // the first round trip may change an event read from elsewhere; from then on nothing may.
    let canonical = encode(again)
    require(
      canonical == line,
      "an event changed through decoding and encoding: \(text(line)) became \(text(canonical))")
  }

  private static func encode(_ event: Event) -> [UInt8] {
    var encoder = EventEncoder()
    encoder.encode(event)
    return encoder.bytes
  }

  private static func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes.prefix(500), as: UTF8.self)
  }
}
