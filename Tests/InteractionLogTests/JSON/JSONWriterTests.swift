import InteractionLog
import InteractionModel
import Testing

/// Byte-exact output of ``JSONWriter``.
@Suite struct JSONWriterTests {
  /// Writes one value with `write` and returns the text.
  private func written(_ write: (inout JSONWriter) -> Void) -> String {
    var writer = JSONWriter()
    write(&writer)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  @Test(
    arguments: [
      (JSONValue.null, "null"),
      (true, "true"),
      (false, "false"),
      (0, "0"),
      (7, "7"),
      (-1, "-1"),
      (10, "10"),
      (99, "99"),
      (100, "100"),
      (-105, "-105"),
      (1_234_567_890, "1234567890"),
      (.integer(.max), "9223372036854775807"),
      (.integer(.min), "-9223372036854775808"),
      ("", "\"\""),
      ("seq", "\"seq\""),
      ([], "[]"),
      ([:], "{}"),
    ] as [(JSONValue, String)])
  func writesEachKindOfValue(value: JSONValue, expected: String) {
    #expect(written { $0.value(value) } == expected)
  }

  @Test(
    arguments: [
      (3.0, "3.0"),
      (-0.0, "-0.0"),
      (0.1, "0.1"),
      (-2.5, "-2.5"),
      (1e-5, "1e-05"),
      (1e16, "1e+16"),
      (123_456.789, "123456.789"),
      (.leastNonzeroMagnitude, "5e-324"),
      (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
      (.nan, "null"),
      (.infinity, "null"),
      (-.infinity, "null"),
    ] as [(Double, String)])
  func writesDoublesShortestWithAFractionOrExponentAndNonFiniteAsNull(
    double: Double, expected: String
  ) {
    #expect(written { $0.value(double) } == expected)
  }

  @Test func writesUnsignedAndPlatformIntegers() {
    #expect(written { $0.value(UInt64.max) } == "18446744073709551615")
    #expect(written { $0.value(UInt64(0)) } == "0")
    #expect(written { $0.value(Int.min) } == String(Int.min))
    #expect(written { $0.value(Int64(-9)) } == "-9")
  }

  @Test(
    arguments: [
      ("plain", #""plain""#),
      ("a\"b", #""a\"b""#),
      ("a\\b", #""a\\b""#),
      ("a/b", #""a/b""#),
      ("\u{8}\u{C}\n\r\t", #""\b\f\n\r\t""#),
      ("\u{0}", #""\u0000""#),
      ("\u{1}x\u{B}", #""\u0001x\u000b""#),
      ("\u{1F}", #""\u001f""#),
      ("\u{7F}", "\"\u{7F}\""),
      ("é€😀", "\"é€😀\""),
      ("\u{2028}", #""\u2028""#),
      ("a\u{2029}b", #""a\u2029b""#),
      ("\u{2027}\u{202A}", "\"\u{2027}\u{202A}\""),
      ("€\u{2028}€", #""€\u2028€""#),
      ("\"\"\\\\", #""\"\"\\\\""#),
    ] as [(String, String)])
  func escapesOnlyWhatItMust(string: String, expected: String) {
    #expect(written { $0.value(string) } == expected)
  }

  @Test func escapesKeysLikeStrings() {
    let text = written { writer in
      writer.beginObject()
      writer.key("a\"b")
      writer.value(1)
      writer.key(String("tab\there"))
      writer.value(2)
      writer.endObject()
    }
    #expect(text == #"{"a\"b":1,"tab\there":2}"#)
  }

  @Test func placesCommasBetweenSiblingsAtEveryDepth() {
    let text = written { writer in
      writer.beginObject()
      writer.key("a")
      writer.beginArray()
      writer.value(1)
      writer.beginObject()
      writer.key("b")
      writer.beginArray()
      writer.endArray()
      writer.endObject()
      writer.beginArray()
      writer.endArray()
      writer.null()
      writer.endArray()
      writer.key("c")
      writer.beginObject()
      writer.endObject()
      writer.key("d")
      writer.beginArray()
      writer.beginArray()
      writer.endArray()
      writer.beginArray()
      writer.value("x")
      writer.value(false)
      writer.endArray()
      writer.endArray()
      writer.field("e", 2.5)
      writer.endObject()
    }
    #expect(text == #"{"a":[1,{"b":[]},[],null],"c":{},"d":[[],["x",false]],"e":2.5}"#)
  }

  @Test func writesFieldsOfEveryKindInCallOrder() {
    let text = written { writer in
      writer.beginObject()
      writer.field("s", "x")
      writer.field("i64", Int64(-1))
      writer.field("u64", UInt64(2))
      writer.field("int", 3)
      writer.field("d", 4.0)
      writer.field("b", true)
      writer.field("v", ["k": [1, "two"]] as JSONValue)
      writer.endObject()
    }
    #expect(text == #"{"s":"x","i64":-1,"u64":2,"int":3,"d":4.0,"b":true,"v":{"k":[1,"two"]}}"#)
  }

  @Test func writesObjectMembersInStoredOrder() {
    let value: JSONValue = ["z": 1, "a": ["y": true, "b": .null], "m": [[], [:]]]
    #expect(written { $0.value(value) } == #"{"z":1,"a":{"y":true,"b":null},"m":[[],{}]}"#)
  }

  @Test func resetEmptiesTheBufferAndKeepsItsCapacity() {
    var writer = JSONWriter(capacity: 16)
    writer.beginArray()
    for index in 0..<100 {
      writer.value(index)
    }
    writer.endArray()
    let grownCapacity = writer.bytes.capacity
    #expect(grownCapacity >= writer.bytes.count && writer.bytes.count > 16)

    writer.reset()
    #expect(writer.bytes.isEmpty)
    #expect(writer.bytes.capacity == grownCapacity)
    // The first value after a reset gets no comma, although the last one before it needed one.
    writer.beginObject()
    writer.field("seq", 2)
    writer.endObject()
    #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"seq":2}"#)
  }

  @Test func newlineSeparatesRecordsWithoutCommas() {
    let text = written { writer in
      for seq in 1...3 {
        writer.beginObject()
        writer.field("seq", seq)
        writer.endObject()
        writer.newline()
      }
    }
    #expect(text == "{\"seq\":1}\n{\"seq\":2}\n{\"seq\":3}\n")
  }

  @Test func describesAValueAsItsCompactJSON() {
    let value: JSONValue = ["a": [1, 2.0, "\n"], "b": .null]
    #expect(value.description == #"{"a":[1,2.0,"\n"],"b":null}"#)
  }
}
