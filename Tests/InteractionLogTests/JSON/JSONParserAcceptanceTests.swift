import InteractionLog
import InteractionModel
import Testing

/// Documents ``JSONParser`` accepts, and the values it makes of them.
@Suite struct JSONParserAcceptanceTests {
  @Test(
    arguments: [
      ("null", JSONValue.null),
      ("true", true),
      ("false", false),
      (" \t\n\r1 \t\n\r", 1),
      ("0", 0),
      ("-0", 0),
      ("123", 123),
      ("-123", -123),
      ("9223372036854775807", .integer(.max)),
      ("-9223372036854775808", .integer(.min)),
      ("9223372036854775808", .double(0x1p63)),
      ("-9223372036854775809", .double(-0x1p63)),  // rounds to -2^63
      ("18446744073709551616", .double(0x1p64)),
      ("0.0", .double(0)),
      ("1.5", 1.5),
      ("-0.25", -0.25),
      ("1e3", 1000.0),
      ("1E3", 1000.0),
      ("1e+3", 1000.0),
      ("1e-3", 0.001),
      ("2.5E-1", 0.25),
      ("1e-400", 0.0),
      ("1.7976931348623157e308", .double(.greatestFiniteMagnitude)),
      (#""""#, ""),
      (#""seq""#, "seq"),
      (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
      (#""\u0041\u00e9\u00E9""#, "Aéé"),
      (#""\u0000""#, "\u{0}"),
      (#""\uD83D\uDE00""#, "😀"),
      (#""\ud83d\ude00""#, "😀"),
      (#""x\u2028y""#, "x\u{2028}y"),
      ("\"x\u{2028}y\"", "x\u{2028}y"),
      ("\"é€😀\u{7F}\"", "é€😀\u{7F}"),
      ("[]", []),
      ("{}", [:]),
      ("[ ]", []),
      ("{ \n }", [:]),
      ("[1,[2,[3]]]", [1, [2, [3]]]),
      (#"{"a":{"a":{"a":1}}}"#, ["a": ["a": ["a": 1]]]),
      (#"{"a":1,"A":2}"#, ["a": 1, "A": 2]),
      (#"{"b":1,"a":[true,null]}"#, ["b": 1, "a": [true, .null]]),
      (#" { "a" : [ 1 , 2 ] , "b" : { } } "#, ["a": [1, 2], "b": [:]]),
      (#"[{"a":1},{"a":2}]"#, [["a": 1], ["a": 2]]),
    ] as [(String, JSONValue)])
  func acceptsValidDocument(text: String, expected: JSONValue) throws {
    #expect(try JSONParser().parse(text) == expected)
  }

  @Test func keepsTheSignOfNegativeZeroDoubles() throws {
    let value = try JSONParser().parse("-0.0")
    #expect(value.doubleValue?.sign == .minus)
  }

  @Test func acceptsNestingUpToTheLimit() throws {
    let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    var current: JSONValue? = try JSONParser().parse(text)
    var depth = 0
    while case .array(let elements)? = current {
      depth += 1
      current = elements.first
    }
    #expect(depth == 64)
  }

  @Test func keepsTheOrderOfManyKeys() throws {
    // More keys than the linear duplicate check handles, so the set-based check runs too.
    let keys = (0..<40).map { "k\(39 - $0)" }
    let text = "{" + keys.map { "\"\($0)\":0" }.joined(separator: ",") + "}"
    let object = try #require(try JSONParser().parse(text).objectValue)
    #expect(object.keys == keys)
  }

  @Test func parsesSlicesWithOffsetsFromTheSliceStart() throws {
    let bytes = Array("xx[1]yy".utf8)
    #expect(try JSONParser().parse(bytes[2..<5]) == [1])
    #expect(
      throws: JSONParseError(.unexpected(expected: "end of input", found: .byte(0x5D)), at: 1)
    ) {
      try JSONParser().parse(bytes[3..<6])
    }
  }

  @Test func parsesRawBuffers() throws {
    let bytes = Array(#"{"seq":7}"#.utf8)
    let value = try bytes.withUnsafeBytes { raw in
      try JSONParser().parse(raw)
    }
    #expect(value["seq"] == 7)
  }

  @Test func handlesDeepNestingWithoutRecursionWhenTheLimitAllowsIt() throws {
    let depth = 10_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let value = try JSONParser(maximumDepth: depth).parse(text)
    var writer = JSONWriter()
    writer.value(value)
    #expect(writer.bytes == Array(text.utf8))
  }
}
