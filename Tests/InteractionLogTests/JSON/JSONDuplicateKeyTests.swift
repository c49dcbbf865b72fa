import InteractionLog
import Testing

/// How duplicate keys are recognised: as Swift strings, after escapes are decoded.
@Suite struct JSONDuplicateKeyTests {
  @Test(
    arguments: [
      // Escaped and raw spellings of the same key.
      (#"{"é":1,"\u00e9":2}"#, "é", 8),
      (#"{"abcdefghij":1,"abc\u0064efghij":2}"#, "abcdefghij", 16),
      // Canonically equivalent keys are equal Swift strings: NFC and NFD, K and KELVIN SIGN.
      ("{\"\u{E9}\":1,\"e\u{301}\":2}", "e\u{301}", 8),
      (#"{"K":1,"\u212A":2}"#, "\u{212A}", 7),
    ] as [(String, String, Int)])
  func rejectsKeysThatAreEqualStrings(text: String, key: String, offset: Int) {
    #expect(throws: JSONParseError(.duplicateKey(key), at: offset)) {
      try JSONParser().parse(text)
    }
  }

  @Test(arguments: [
    #"{"abcdefghX":1,"abcdefghY":2}"#,
    #"{"abcdefgh":1,"abcdefghi":2}"#,
    #"{"a":1,"a\u0000":2}"#,
    #"{"k":1,"K":2}"#,
  ])
  func acceptsKeysThatShareAPrefixOrLength(text: String) {
    #expect(throws: Never.self) { try JSONParser().parse(text) }
  }
}
