import InteractionLog
import Testing

/// Writing and parsing are inverses, and writing is byte-stable.
@Suite struct JSONRoundTripTests {
  /// The compact JSON bytes of `value`.
  private func bytes(of value: JSONValue) -> [UInt8] {
    var writer = JSONWriter()
    writer.value(value)
    return writer.bytes
  }

  @Test func randomTreesRoundTripAndWriteTheSameBytesAgain() throws {
    var random = RandomJSON(seed: 0x1106_2024)
    for index in 0..<500 {
      let value = random.value(depth: 5)
      let written = bytes(of: value)
      let parsed = try JSONParser().parse(written)
      #expect(parsed == value, "tree \(index): \(value)")
      #expect(bytes(of: parsed) == written, "tree \(index): \(value)")
    }
  }

  @Test(
    arguments: [
      0x0000, 0x0001, 0x001F, 0x0020, 0x007F, 0x0080, 0x07FF, 0x0800, 0x2028, 0x2029, 0xD7FF,
      0xE000, 0xFFFD, 0xFFFF, 0x1_0000, 0x1_F600, 0x10_FFFF,
    ] as [UInt32])
  func stringsWithEdgeScalarsRoundTrip(scalarValue: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(scalarValue))
    for string in [String(scalar), "a\(scalar)b", "\(scalar)\(scalar)\"\\"] {
      let written = bytes(of: .string(string))
      let parsed = try JSONParser().parse(written)
      #expect(parsed.stringValue?.unicodeScalars.elementsEqual(string.unicodeScalars) == true)
      #expect(bytes(of: parsed) == written)
    }
  }

  @Test(
    arguments: [
      0x0000, 0x001F, 0x007F, 0x2028, 0xFFFF, 0x1_0000, 0x10_FFFF,
    ] as [UInt32])
  func unicodeEscapesDecodeToTheirScalar(scalarValue: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(scalarValue))
    // The escape spelling: one \u for the BMP, a surrogate pair above it.
    let units = Array(String(scalar).utf16)
    let escaped = units.map { unit in
      let hex = String(unit, radix: 16, uppercase: true)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }.joined()
    let parsed = try JSONParser().parse("\"\(escaped)\"")
    #expect(parsed.stringValue?.unicodeScalars.elementsEqual([scalar]) == true)
  }

  @Test func writingParsedTextGivesItsCanonicalForm() throws {
    let text = """
      {
        "v" : 1,
        "seq" : 1.0e2,
        "name" : "\\u00e9\\/\\u2028",
        "list" : [ true , false , null ],
        "ctx" : { "x" : -0 }
      }
      """
    let canonical = #"{"v":1,"seq":100.0,"name":"é/\u2028","list":[true,false,null],"ctx":{"x":0}}"#
    let parsed = try JSONParser().parse(text)
    #expect(bytes(of: parsed) == Array(canonical.utf8))
    #expect(try JSONParser().parse(canonical) == parsed)
  }

  @Test func mutatedDocumentsNeverTrapAndReportOffsetsInsideTheInput() {
    var random = RandomJSON(seed: 42)
    var rejected = 0
    for _ in 0..<2_000 {
      var input = bytes(of: random.value(depth: 3))
      for _ in 0..<random.int(in: 1..<4) {
        guard !input.isEmpty else {
          input.append(random.byte())
          continue
        }
        let position = random.int(in: 0..<input.count)
        switch random.int(in: 0..<3) {
        case 0: input[position] = random.byte()
        case 1: input.remove(at: position)
        default: input.insert(random.byte(), at: position)
        }
      }
      do {
        _ = try JSONParser().parse(input)
      } catch {
        rejected += 1
        #expect((0...input.count).contains(error.offset), "\(error) for \(input)")
      }
    }
    // Most mutations break the document; if none did, the mutations were not happening.
    #expect(rejected > 1_000)
  }
}
