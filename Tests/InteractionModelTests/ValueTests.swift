import Foundation
import InteractionModel
import Testing

@Suite struct ValueTests {
  @Test func literalsBuildTheMatchingCase() {
    let values: [Value] = [nil, true, 42, 2.5, "run", [1], ["a": 1]]
    #expect(
      values == [
        .null, .bool(true), .integer(42), .double(2.5), .string("run"), .array([.integer(1)]),
        .object(["a": .integer(1)]),
      ])
  }

  @Test func integerAndDoubleWithTheSameMagnitudeDiffer() {
    #expect(Value.integer(3) != Value.double(3))
  }

  @Test func repeatedDictionaryLiteralKeyKeepsTheLastValue() {
    let value: Value = ["a": 1, "a": 2]
    #expect(value == .object(["a": 2]))
  }

  @Test func accessorsReturnOnlyTheirOwnCase() {
    let date = Date(timeIntervalSince1970: 0)
    #expect(Value.bool(true).boolValue == true)
    #expect(Value.integer(7).integerValue == 7)
    #expect(Value.integer(7).doubleValue == nil)
    #expect(Value.double(7).doubleValue == 7)
    #expect(Value.double(7).integerValue == nil)
    #expect(Value.string("x").stringValue == "x")
    #expect(Value.integer(1).stringValue == nil)
    #expect(Value.date(date).dateValue == date)
    #expect(Value.array([1]).arrayValue == [1])
    #expect(Value.object(["a": 1]).objectValue == ["a": 1])
    #expect(Value.object([:]).arrayValue == nil)
    #expect(Value.null.isNull)
    #expect(!Value.string("").isNull)
  }

  @Test func keySubscriptReadsObjectMembersOnly() {
    let object: Value = ["name": "Home", "nothing": nil]
    #expect(object["name"] == "Home")
    #expect(object["nothing"] == .null)
    #expect(object["missing"] == nil)
    #expect(Value.array(["name"])["name"] == nil)
  }

  @Test func indexSubscriptReadsArrayElementsInRangeOnly() {
    let array: Value = ["a", "b"]
    #expect(array[0] == "a")
    #expect(array[1] == "b")
    #expect(array[2] == nil)
    #expect(array[-1] == nil)
    #expect(Value.object(["0": "a"])[0] == nil)
  }

  static let kindNames: [(Value, String)] = [
    (.null, "null"), (.bool(false), "bool"), (.integer(1), "integer"), (.double(1), "double"),
    (.string(""), "string"), (.date(Date(timeIntervalSince1970: 0)), "date"), (.array([]), "array"),
    (.object([:]), "object"),
  ]

  @Test(arguments: kindNames)
  func kindNameIsStable(value: Value, name: String) {
    #expect(value.kindName == name)
  }

  static let descriptions: [(Value, String)] = [
    (.null, "null"),
    (true, "true"),
    (false, "false"),
    (42, "42"),
    (-7, "-7"),
    (2.5, "2.5"),
    (.double(3), "3.0"),
    ("run", #""run""#),
    ("say \"hi\"\n\t\\", #""say \"hi\"\n\t\\""#),
    ("\u{1}", #""\u0001""#),
    ([], "[]"),
    ([:], "{}"),
    ([1, "a", nil], #"[1, "a", null]"#),
    (["b": 1, "a": [true]], #"{"a": [true], "b": 1}"#),
    (.date(Date(timeIntervalSince1970: 1_714_557_600)), "date(2024-05-01T10:00:00Z)"),
    (.date(Date(timeIntervalSince1970: 1_714_557_600.5)), "date(2024-05-01T10:00:00.500Z)"),
  ]

  @Test(arguments: descriptions)
  func descriptionReadsLikeJSON(value: Value, text: String) {
    #expect(value.description == text)
  }

  @Test func codableFormTagsEachValueWithItsCase() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let value: Value = ["n": nil, "i": 3, "d": 2.5, "a": [true, "s"]]
    let json = String(decoding: try encoder.encode(value), as: UTF8.self)
    #expect(
      json == #"{"object":{"a":{"array":[{"bool":true},{"string":"s"}]},"d":{"double":2.5},"#
        + #""i":{"integer":3},"n":{"null":true}}}"#)
  }

  @Test(arguments: [#"{"integer":1,"string":"x"}"#, "{}", #"{"bogus":1}"#, "3"])
  func decodingRejectsAnythingButOneKnownTag(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Value.self, from: Data(json.utf8))
    }
  }
}
