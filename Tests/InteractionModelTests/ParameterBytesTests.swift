import Testing

@testable import InteractionModel

/// `Parameter(_:)` reads printable ASCII as bytes and everything else as Characters: both
/// readings agree wherever the bytes one applies.
@Suite struct ParameterBytesTests {
  @Test(arguments: ParameterTextTests.texts + ["A.b[007].c", "A.b c.d[3]"])
  func printableASCIIReadsAsBytesWhatCharactersRead(text: String) throws {
    let bytes = try #require(Parameter(printableASCII: text))
    #expect(bytes == (try Parameter(parsingCharacters: text)))
    #expect(bytes.indexes == (try Parameter(parsingCharacters: text)).indexes)
  }

  /// Malformed text, and text whose Characters are not its bytes, are left to the Characters.
  @Test(arguments: [
    "A", "A.", ".a", "A.a[]", "A.a[-1]", "A.a[x]", "A.a[1][2]", "A.a]", "A[.b", "A.a..b",
    "A.a[99999999999999999999]", "Ä.b", "A.b\r\nc", "A.b\u{301}",
  ])
  func otherTextIsLeftToTheCharacters(text: String) {
    #expect(Parameter(printableASCII: text) == nil)
  }

  @Test(arguments: ["INX.a[x]", "Ä.b[x]", "A.a[1][2]"])
  func malformedTextGetsTheCharactersError(text: String) throws {
    var expected: ParameterError?
    do {
      _ = try Parameter(parsingCharacters: text)
    } catch {
      expected = error
    }
    let error = try #require(expected)
    #expect(throws: error) { try Parameter(text) }
  }
}
