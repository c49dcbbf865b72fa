import Foundation
import InteractionLog
import InteractionTestSupport
import Testing

/// ReportJSONEncoder writes what Foundation's JSONEncoder writes with sorted keys and slashes as
/// they are, quotes strings as the log's writer does, and names the member it cannot write.
@Suite struct ReportJSONEncoderTests {
  static func ours(
    _ value: some Encodable, layout: ReportJSONEncoder.Layout = .compact
  ) throws -> String {
    String(decoding: try ReportJSONEncoder(layout: layout).encode(value), as: UTF8.self)
  }

  /// The log writer's text of `string` as a value.
  static func logWriter(_ string: String) -> String {
    var writer = JSONWriter()
    writer.value(string)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  static let strings = [
    "plain", "a\"b", "a\\b", "a/b", "\u{8}\u{C}\n\r\t", "\u{0}", "\u{1}x\u{B}", "\u{1F}",
    "\u{7F}", "é€😀", "\u{2028}", "a\u{2029}b", "\u{2027}\u{202A}", "€\u{2028}€",
    // Longer than a word, an escape only in the last one, which the plain scan reads twice.
    "a long plain run of text, then a quote\"", "eight by\u{2028}tes and then some more",
  ]

  @Test(arguments: strings)
  func stringsAreQuotedAsTheLogWriterQuotesThem(string: String) throws {
    #expect(try Self.ours(string) == Self.logWriter(string))
    #expect(try Self.ours([string: 1]) == "{\(Self.logWriter(string)):1}")
  }

  @Test func lineAndParagraphSeparatorsAreTheOneDifferenceFromFoundation() throws {
    let text = "line\u{2028}paragraph\u{2029}"
    #expect(try Self.ours(text) == #""line\u2028paragraph\u2029""#)
    #expect(try foundationJSON(text) == "\"\(text)\"")
  }

  struct Corners: Encodable {
    var text = "quote \" backslash \\ slash / newline \n tab \t bell \u{7} nul \u{0} é 🦉"
    var doubles: [Double] = [3, 0.25, 0.1, 1e-05, 1e16, 123_456.789, -2]
    var float: Float = 0.1
    var integers: [Int32] = [-7, 0, .max]
    var unsigned: [UInt8] = [0, 255]
    var large: UInt64 = .max
    var small: Int64 = .min
    var flag = true
    var absent: String? = nil
    var present: String? = "here"
    var empty: [String] = []
    var emptyObject: [String: Int] = [:]
    var dictionary = ["b": 2, "a": 1, "B": 3, "aa": 4]
    var nested = [["x": [1, 2]], [:]]
  }

  @Test func cornersAreWrittenAsFoundationWritesThem() throws {
    #expect(try Self.ours(Corners()) == foundationJSON(Corners()))
  }

  @Test func indentedAsFoundationIsFoundationsPrettyPrintingByteForByte() throws {
    let ours = try Self.ours(Corners(), layout: .indentedAsFoundation)
    #expect(ours == (try foundationJSON(Corners(), pretty: true)))
    #expect(ours.contains("\n  \"empty\" : [\n\n  ],\n"))
    #expect(try Self.ours([[String: Int]()], layout: .indentedAsFoundation) == "[\n  {\n\n  }\n]")
  }

  @Test func indentedPutsEmptyContainersOnOneLine() throws {
    let ours = try Self.ours(Corners(), layout: .indented)
    // Foundation's layout with each empty container's three lines joined.
    let expected = try foundationJSON(Corners(), pretty: true)
      .replacing(#/\[\n\n *\]/#, with: "[]").replacing(#/\{\n\n *\}/#, with: "{}")
    #expect(ours == expected)
    #expect(ours.contains("\n  \"empty\" : [],\n  \"emptyObject\" : {},\n"))
  }

  struct NestedContainers: Encodable {
    enum Keys: String, CodingKey { case outer, list, zeta, alpha }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(1, forKey: .zeta)
      var outer = container.nestedContainer(keyedBy: Keys.self, forKey: .outer)
      try outer.encode("inside", forKey: .alpha)
      var list = container.nestedUnkeyedContainer(forKey: .list)
      try list.encode(true)
      var element = list.nestedContainer(keyedBy: Keys.self)
      try element.encode(2.5, forKey: .zeta)
      try container.encode(2, forKey: .zeta)  // set again: the last value stays
    }
  }

  @Test func nestedContainersAndAKeySetTwice() throws {
    #expect(try Self.ours(NestedContainers()) == foundationJSON(NestedContainers()))
    #expect(
      try Self.ours(NestedContainers())
        == #"{"list":[true,{"zeta":2.5}],"outer":{"alpha":"inside"},"zeta":2}"#)
  }

  @Test func aNumberJSONCannotWriteIsAnErrorNamingItsMember() throws {
    struct Holder: Encodable {
      struct Size: Encodable { var width: Double }
      var values: [Double]
      var size: Size
    }
    let list = #expect(throws: JSONEncodeError.self) {
      try ReportJSONEncoder().encode(Holder(values: [1, .nan], size: .init(width: 1)))
    }
    #expect(list?.path == "values[1]")
    #expect(list?.description == "cannot write values[1] as JSON: JSON has no text for nan")
    let member = #expect(throws: JSONEncodeError.self) {
      try ReportJSONEncoder(layout: .indented).encode(
        Holder(values: [], size: .init(width: -.infinity)))
    }
    #expect(member?.path == "size.width")
  }

  @Test func aValuesOwnErrorIsNamedWithItsMember() throws {
    struct Refusing: Encodable {
      struct Failure: Error, CustomStringConvertible { var description: String { "refused" } }
      func encode(to encoder: any Encoder) throws { throw Failure() }
    }
    struct Holder: Encodable { var items: [String: Refusing] }
    let error = #expect(throws: JSONEncodeError.self) {
      try ReportJSONEncoder().encode(Holder(items: ["k": Refusing()]))
    }
    #expect(error == JSONEncodeError(path: "items.k", reason: "refused"))
  }

  @Test func aValueThatEncodesNothingIsAnError() throws {
    struct Silent: Encodable { func encode(to encoder: any Encoder) throws {} }
    let error = #expect(throws: JSONEncodeError.self) { try ReportJSONEncoder().encode(Silent()) }
    #expect(error?.description == "cannot write the value as JSON: the value encoded nothing")
  }
}
