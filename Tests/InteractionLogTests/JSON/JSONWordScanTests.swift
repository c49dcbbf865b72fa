import InteractionLog
import Testing

/// The writer and the parser scan strings eight bytes at a time; these tests put the bytes that
/// matter at every position around the word boundaries.
@Suite struct JSONWordScanTests {
  /// The text of `string` quoted and escaped the slow, obvious way, one scalar at a time.
  private func referenceQuoted(_ string: String) -> String {
    var text = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\u{8}": text += "\\b"
      case "\u{C}": text += "\\f"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{2028}": text += "\\u2028"
      case "\u{2029}": text += "\\u2029"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u00" + (hex.count == 1 ? "0" : "") + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }

  /// The compact JSON text of `value`.
  private func written(_ value: JSONValue) -> String {
    var writer = JSONWriter()
    writer.value(value)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  @Test(arguments: ["\"", "\\", "\n", "\u{0}", "\u{1F}", "\u{2028}", "\u{2029}", "é", "€", "😀"])
  func writerEscapesASpecialCharacterAtEveryPosition(special: String) {
    for length in 0..<20 {
      for position in 0...length {
        let string =
          String(repeating: "a", count: position) + special
          + String(repeating: "b", count: length - position)
        #expect(written(.string(string)) == referenceQuoted(string), "at \(position) of \(length)")
      }
    }
  }

  @Test func writerMatchesTheReferenceOnRandomStrings() {
    var random = RandomJSON(seed: 7)
    for _ in 0..<2_000 {
      let string = random.string()
      #expect(written(.string(string)) == referenceQuoted(string))
    }
  }

  @Test func writerEscapesKeysAndFieldsWithTheSameRules() {
    let string = "k\u{2028}\"\u{1}"
    var writer = JSONWriter()
    writer.beginObject()
    writer.key(string)
    writer.value(string)
    writer.field("k\u{2028}\"\u{1}", string)
    writer.endObject()
    let quoted = referenceQuoted(string)
    #expect(
      String(decoding: writer.bytes, as: UTF8.self) == "{\(quoted):\(quoted),\(quoted):\(quoted)}")
  }

  @Test(arguments: 0..<20)
  func parserFindsABadByteAtEveryPosition(position: Int) {
    let prefix = Array(repeating: UInt8(ascii: "a"), count: position)
    let suffix = Array(repeating: UInt8(ascii: "b"), count: 19 - position)
    let cases: [(UInt8, String)] = [
      (0x0A, "unescaped control character 0x0A in string at byte \(position + 1)"),
      (0x00, "unescaped control character 0x00 in string at byte \(position + 1)"),
      (0xFF, "invalid UTF-8 byte 0xFF at byte \(position + 1)"),
      (0x80, "invalid UTF-8 byte 0x80 at byte \(position + 1)"),
    ]
    for (byte, message) in cases {
      let input = [0x22] + prefix + [byte] + suffix + [0x22]
      #expect(throws: (any Error).self) { try JSONParser().parse(input) }
      do {
        _ = try JSONParser().parse(input)
      } catch {
        #expect(error.description == message)
      }
    }
  }

  @Test(arguments: 0..<20)
  func parserReadsQuotesEscapesAndNonASCIIAtEveryPosition(position: Int) throws {
    let prefix = String(repeating: "a", count: position)
    let suffix = String(repeating: "b", count: 19 - position)
    #expect(try JSONParser().parse("\"\(prefix)\\\"\(suffix)\"") == .string(prefix + "\"" + suffix))
    #expect(try JSONParser().parse("\"\(prefix)é\(suffix)\"") == .string(prefix + "é" + suffix))
    #expect(try JSONParser().parse("\"\(prefix)\"") == .string(prefix))
  }
}
