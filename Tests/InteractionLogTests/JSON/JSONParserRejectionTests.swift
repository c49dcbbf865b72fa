import InteractionLog
import InteractionModel
import Testing

/// Documents ``JSONParser`` rejects, with the message and offset it gives.
@Suite struct JSONParserRejectionTests {
  /// Parses `rejection`'s input with `parser` and checks the error's description and offset.
  private func expectJSONRejection(
    _ rejection: JSONRejection, by parser: JSONParser = JSONParser(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      let value = try parser.parse(rejection.input)
      Issue.record("accepted as \(value)", sourceLocation: sourceLocation)
    } catch {
      #expect(error.description == rejection.message, sourceLocation: sourceLocation)
      #expect(error.offset == rejection.offset, sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: [
    JSONRejection("", "expected value at byte 0, found end of input", at: 0),
    JSONRejection("   ", "expected value at byte 3, found end of input", at: 3),
    JSONRejection("1 2", "expected end of input at byte 2, found '2'", at: 2),
    JSONRejection("{}{}", "expected end of input at byte 2, found '{'", at: 2),
    JSONRejection("[1,2,]", "expected value at byte 5, found ']'", at: 5),
    JSONRejection("[,1]", "expected value at byte 1, found ','", at: 1),
    JSONRejection(
      #"{"a":1,}"#, #"expected '"' to start an object key at byte 7, found '}'"#, at: 7),
    JSONRejection(#"{,}"#, #"expected '"' to start an object key at byte 1, found ','"#, at: 1),
    JSONRejection(#"{"a" 1}"#, "expected ':' after object key at byte 5, found '1'", at: 5),
    JSONRejection(#"{"a"}"#, "expected ':' after object key at byte 4, found '}'", at: 4),
    JSONRejection(#"{"a":}"#, "expected value at byte 5, found '}'", at: 5),
    JSONRejection(
      #"{"a":1 "b":2}"#, #"expected ',' or '}' after object member at byte 7, found '"'"#, at: 7),
    JSONRejection("[1 2]", "expected ',' or ']' after array element at byte 3, found '2'", at: 3),
    JSONRejection("[1}", "expected ',' or ']' after array element at byte 2, found '}'", at: 2),
    JSONRejection(
      #"{"a":1]"#, "expected ',' or '}' after object member at byte 6, found ']'", at: 6),
    JSONRejection(
      "[1", "expected ',' or ']' after array element at byte 2, found end of input", at: 2),
    JSONRejection("{1:2}", #"expected '"' to start an object key at byte 1, found '1'"#, at: 1),
    JSONRejection("// c\n1", "expected value at byte 0, found '/'", at: 0),
    JSONRejection("1 /* c */", "expected end of input at byte 2, found '/'", at: 2),
    JSONRejection("['a']", "expected value at byte 1, found '''", at: 1),
    JSONRejection("{'a':1}", #"expected '"' to start an object key at byte 1, found '''"#, at: 1),
  ])
  func rejectsBrokenStructure(rejection: JSONRejection) {
    expectJSONRejection(rejection)
  }

  @Test(arguments: [
    JSONRejection(
      "01", "expected '.', 'e' or the end of the number after a leading zero at byte 1, found '1'",
      at: 1),
    JSONRejection(
      "-00", "expected '.', 'e' or the end of the number after a leading zero at byte 2, found '0'",
      at: 2),
    JSONRejection("+1", "expected value at byte 0, found '+'", at: 0),
    JSONRejection(".5", "expected value at byte 0, found '.'", at: 0),
    JSONRejection("1.", "expected digit after '.' at byte 2, found end of input", at: 2),
    JSONRejection("1.e5", "expected digit after '.' at byte 2, found 'e'", at: 2),
    JSONRejection("1e", "expected digit in exponent at byte 2, found end of input", at: 2),
    JSONRejection("1e+", "expected digit in exponent at byte 3, found end of input", at: 3),
    JSONRejection("1e+-1", "expected digit in exponent at byte 3, found '-'", at: 3),
    JSONRejection("-", "expected digit after '-' at byte 1, found end of input", at: 1),
    JSONRejection("- 1", "expected digit after '-' at byte 1, found ' '", at: 1),
    JSONRejection("0x1F", "expected end of input at byte 1, found 'x'", at: 1),
    JSONRejection("NaN", "expected value at byte 0, found 'N'", at: 0),
    JSONRejection("Infinity", "expected value at byte 0, found 'I'", at: 0),
    JSONRejection("-Infinity", "expected digit after '-' at byte 1, found 'I'", at: 1),
    JSONRejection("nan", "expected literal null at byte 1, found 'a'", at: 1),
    JSONRejection("1e400", "number 1e400 out of range at byte 0", at: 0),
    JSONRejection("-1e400", "number -1e400 out of range at byte 0", at: 0),
    JSONRejection("[0, 1.5e999]", "number 1.5e999 out of range at byte 4", at: 4),
    JSONRejection(
      String(repeating: "9", count: 400),
      "number \(String(repeating: "9", count: 32))… out of range at byte 0", at: 0),
    JSONRejection("tru", "expected literal true at byte 3, found end of input", at: 3),
    JSONRejection("True", "expected value at byte 0, found 'T'", at: 0),
    JSONRejection("fals3", "expected literal false at byte 4, found '3'", at: 4),
    JSONRejection("nul", "expected literal null at byte 3, found end of input", at: 3),
    JSONRejection("truex", "expected end of input at byte 4, found 'x'", at: 4),
  ])
  func rejectsNumbersAndLiteralsOutsideTheGrammar(rejection: JSONRejection) {
    expectJSONRejection(rejection)
  }

  @Test(arguments: [
    JSONRejection("\"a\nb\"", "unescaped control character 0x0A in string at byte 2", at: 2),
    JSONRejection("\"\u{0}\"", "unescaped control character 0x00 in string at byte 1", at: 1),
    JSONRejection("\"\u{1F}\"", "unescaped control character 0x1F in string at byte 1", at: 1),
    JSONRejection("\"\t\"", "unescaped control character 0x09 in string at byte 1", at: 1),
    JSONRejection(#""\x""#, #"expected escape character after '\' at byte 2, found 'x'"#, at: 2),
    JSONRejection(#""\'""#, #"expected escape character after '\' at byte 2, found '''"#, at: 2),
    JSONRejection(
      #""\"#, #"expected escape character after '\' at byte 2, found end of input"#, at: 2),
    JSONRejection(
      #""\u12G4""#, #"expected hexadecimal digit in \u escape at byte 5, found 'G'"#, at: 5),
    JSONRejection(
      #""\u12""#, #"expected hexadecimal digit in \u escape at byte 5, found '"'"#, at: 5),
    JSONRejection(#""\uD83D""#, #"unpaired surrogate \uD83D at byte 1"#, at: 1),
    JSONRejection(#""ab\uD83Dx""#, #"unpaired surrogate \uD83D at byte 3"#, at: 3),
    JSONRejection(#""\uD83D\n""#, #"unpaired surrogate \uD83D at byte 1"#, at: 1),
    JSONRejection(#""\uD83D\uD83D""#, #"unpaired surrogate \uD83D at byte 1"#, at: 1),
    JSONRejection(#""\uDE00\uD83D""#, #"unpaired surrogate \uDE00 at byte 1"#, at: 1),
    JSONRejection(#""\udfff""#, #"unpaired surrogate \uDFFF at byte 1"#, at: 1),
    JSONRejection(
      #""\uD83D\uZZZZ""#, #"expected hexadecimal digit in \u escape at byte 9, found 'Z'"#, at: 9),
    JSONRejection(
      #""abc"#, #"expected '"' to end the string at byte 4, found end of input"#, at: 4),
  ])
  func rejectsBrokenStrings(rejection: JSONRejection) {
    expectJSONRejection(rejection)
  }

  @Test(arguments: [
    // Overlong forms.
    JSONRejection(bytes: [0x22, 0xC0, 0x80, 0x22], "invalid UTF-8 byte 0xC0 at byte 1", at: 1),
    JSONRejection(bytes: [0x22, 0xC1, 0xBF, 0x22], "invalid UTF-8 byte 0xC1 at byte 1", at: 1),
    JSONRejection(
      bytes: [0x22, 0xE0, 0x80, 0x80, 0x22], "invalid UTF-8 byte 0x80 at byte 2", at: 2),
    JSONRejection(
      bytes: [0x22, 0xF0, 0x8F, 0xBF, 0xBF, 0x22], "invalid UTF-8 byte 0x8F at byte 2", at: 2),
    // UTF-16 surrogates encoded in UTF-8.
    JSONRejection(
      bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8 byte 0xA0 at byte 2", at: 2),
    JSONRejection(
      bytes: [0x22, 0xED, 0xBF, 0xBF, 0x22], "invalid UTF-8 byte 0xBF at byte 2", at: 2),
    // Above U+10FFFF.
    JSONRejection(
      bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8 byte 0x90 at byte 2", at: 2),
    JSONRejection(
      bytes: [0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], "invalid UTF-8 byte 0xF5 at byte 1", at: 1),
    JSONRejection(bytes: [0x22, 0xFF, 0x22], "invalid UTF-8 byte 0xFF at byte 1", at: 1),
    // A continuation byte with no lead, and truncated sequences.
    JSONRejection(bytes: [0x22, 0x61, 0x80, 0x22], "invalid UTF-8 byte 0x80 at byte 2", at: 2),
    JSONRejection(bytes: [0x22, 0xC3, 0x22], "invalid UTF-8 byte 0x22 at byte 2", at: 2),
    JSONRejection(
      bytes: [0x22, 0xE2, 0x82, 0x41, 0x22], "invalid UTF-8 byte 0x41 at byte 3", at: 3),
    JSONRejection(
      bytes: [0x22, 0xF0, 0x9F, 0x98, 0x22], "invalid UTF-8 byte 0x22 at byte 4", at: 4),
    JSONRejection(
      bytes: [0x22, 0xE2, 0x82], "expected UTF-8 continuation byte at byte 3, found end of input",
      at: 3),
    // A key is checked like any string.
    JSONRejection(
      bytes: [0x7B, 0x22, 0xC0, 0xAF, 0x22, 0x3A, 0x31, 0x7D], "invalid UTF-8 byte 0xC0 at byte 2",
      at: 2),
    // Outside strings any byte above ASCII breaks the grammar; so does a byte order mark.
    JSONRejection(bytes: [0xC3, 0xA9], "expected value at byte 0, found byte 0xC3", at: 0),
    JSONRejection(
      bytes: [0xEF, 0xBB, 0xBF, 0x31], "expected value at byte 0, found byte 0xEF", at: 0),
    JSONRejection(
      bytes: [0x5B, 0x31, 0x80, 0x5D],
      "expected ',' or ']' after array element at byte 2, found byte 0x80", at: 2),
  ])
  func rejectsInvalidUTF8(rejection: JSONRejection) {
    expectJSONRejection(rejection)
  }

  @Test(arguments: [
    JSONRejection(#"{"seq":1,"seq":2}"#, #"duplicate key "seq" at byte 9"#, at: 9),
    JSONRejection(#"{"a":{"b":1,"b":2}}"#, #"duplicate key "b" at byte 12"#, at: 12),
    JSONRejection(#"{"a":1,"\u0061":2}"#, #"duplicate key "a" at byte 7"#, at: 7),
    JSONRejection(#"{"\n":1,"\n":2}"#, #"duplicate key "\n" at byte 8"#, at: 8),
    JSONRejection(#"[{"a":1,"a":1}]"#, #"duplicate key "a" at byte 8"#, at: 8),
  ])
  func rejectsDuplicateKeys(rejection: JSONRejection) {
    expectJSONRejection(rejection)
  }

  @Test func rejectsDuplicateKeysInLargeObjects() {
    // Past the linear check's limit, duplicates are found through a set.
    let members = (0..<30).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
    let text = "{" + members + ",\"k3\":0}"
    let offset = text.utf8.count - #""k3":0}"#.utf8.count
    expectJSONRejection(JSONRejection(text, #"duplicate key "k3" at byte \#(offset)"#, at: offset))
  }

  @Test func shortensLongDuplicateKeysInTheMessage() {
    let key = String(repeating: "k", count: 100)
    let text = #"{"\#(key)":1,"\#(key)":2}"#
    let offset = key.utf8.count + 6
    let shown = String(repeating: "k", count: 40) + "…"
    expectJSONRejection(
      JSONRejection(text, #"duplicate key "\#(shown)" at byte \#(offset)"#, at: offset))
  }

  @Test(arguments: [64, 65, 10_000])
  func rejectsArraysNestedDeeperThanTheDefaultLimit(openBrackets: Int) {
    let text = String(repeating: "[", count: openBrackets) + "]"
    if openBrackets <= 64 {
      // The closing brackets are missing, but the depth is within the limit.
      expectJSONRejection(
        JSONRejection(
          text,
          "expected ',' or ']' after array element at byte \(openBrackets + 1),"
            + " found end of input", at: openBrackets + 1))
    } else {
      expectJSONRejection(JSONRejection(text, "nesting deeper than 64 at byte 64", at: 64))
    }
  }

  @Test func rejectsObjectsNestedDeeperThanTheDefaultLimit() {
    let text = String(repeating: #"{"a":"#, count: 10_000)
    expectJSONRejection(JSONRejection(text, "nesting deeper than 64 at byte 320", at: 320))
  }

  @Test func appliesAConfiguredDepthLimit() {
    expectJSONRejection(
      JSONRejection("[[[]]]", "nesting deeper than 2 at byte 2", at: 2),
      by: JSONParser(maximumDepth: 2))
    expectJSONRejection(
      JSONRejection("[]", "nesting deeper than 0 at byte 0", at: 0), by: JSONParser(maximumDepth: 0)
    )
    #expect(throws: Never.self) { try JSONParser(maximumDepth: 0).parse("1") }
    #expect(throws: Never.self) { try JSONParser(maximumDepth: 2).parse("[[]]") }
  }

  @Test func rejectsInputLongerThanTheLimit() throws {
    let parser = JSONParser(maximumLength: 8)
    expectJSONRejection(
      JSONRejection(
        #""1234567""#, "input of 9 bytes longer than the maximum of 8 at byte 8", at: 8),
      by: parser)
    #expect(try parser.parse(#""123456""#) == "123456")
  }

  @Test func defaultsToTheLimitsOfTheLogFormat() {
    let parser = JSONParser()
    #expect(parser.maximumDepth == 64)
    #expect(parser.maximumLength == LogFormat.maximumBlockPayload)
  }
}
