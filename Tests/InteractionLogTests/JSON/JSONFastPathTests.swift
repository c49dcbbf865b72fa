import InteractionModel
import Testing

@testable import InteractionLog

/// Validation's fast path accepts canonical lines on its own and leaves every other document to
/// the strict pass: it never accepts what the strict pass rejects, reads the same members, and
/// the errors stay the strict pass's, at the same byte.
@Suite struct JSONFastPathTests {
  /// Checks `bytes` through both passes against the tree parser, and returns whether the fast
  /// path accepted it on its own.
  @discardableResult
  private func expectSameVerdict(
    _ bytes: [UInt8], depth: Int = JSONParser.defaultMaximumDepth,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    bytes.withUnsafeBytes { raw in
      let fast = JSONScanProbe.fastPathAccepts(raw, maximumDepth: depth)
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(fast != nil, "the passes disagree on \(text)", sourceLocation: sourceLocation)
      let parsed = Result { () throws(JSONParseError) in
        try JSONParser(maximumDepth: depth).parse(raw)
      }
      let scanned = JSONScanProbe.scan(raw, maximumDepth: depth)
      switch (parsed, scanned) {
      case (.success(let expected), .success(let found)):
        #expect(expected == found, "\(text)", sourceLocation: sourceLocation)
      case (.failure(let expected), .failure(let found)):
        #expect(expected == found, "\(text)", sourceLocation: sourceLocation)
      default:
        Issue.record(
          "parsed \(parsed), scanned \(scanned): \(text)", sourceLocation: sourceLocation)
      }
      return fast == true
    }
  }

  /// A one-member object whose string value is `body` between `position` bytes before it and
  /// enough after it to cross two eight-byte words.
  private func object(around body: [UInt8], at position: Int) -> [UInt8] {
    let before = Array(repeating: UInt8(ascii: "a"), count: position)
    let after = Array(repeating: UInt8(ascii: "z"), count: 19 - position)
    return Array(#"{"k":""#.utf8) + before + body + after + Array(#""}"#.utf8)
  }

  @Test(arguments: 0..<20)
  func readsEscapesAndUTF8AtEveryPositionOfAWord(position: Int) {
    let accepted: [String] = [
      #"\""#, #"\\"#, #"\/"#, #"\b"#, #"\f"#, #"\n"#, #"\r"#, #"\t"#, #"\u0000"#, #"\u00e9"#,
      #"\u2028"#, #"\uD83D\uDE00"#, #"\uFFFF"#, "é", "€", "😀", "\u{7F}",
    ]
    for body in accepted {
      #expect(expectSameVerdict(object(around: Array(body.utf8), at: position)), "\(body)")
    }
  }

  @Test(arguments: 0..<20)
  func leavesBadBytesAndEscapesAtEveryPositionToTheStrictPass(position: Int) {
    let rejected: [[UInt8]] = [
      [0x00], [0x0A], [0x1F], [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80],
      [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xFF], [0xC3], [0xE2, 0x82],
      Array(#"\x"#.utf8), Array(#"\u12"#.utf8), Array(#"\u12G4"#.utf8),
      Array(#"\uD800"#.utf8), Array(#"\uDC00"#.utf8), Array(#"\uD800\u0041"#.utf8),
      Array(#"\uD800\n"#.utf8), [0x5C],
    ]
    for body in rejected {
      #expect(!expectSameVerdict(object(around: body, at: position)), "\(body)")
    }
  }

  @Test(arguments: 0..<12)
  func readsAStringThatEndsAtEveryPositionOfTheInput(length: Int) {
    // The last quote of the document at every offset near the end, where words do not fit.
    let value = String(repeating: "x", count: length)
    #expect(expectSameVerdict(Array(#"{"k":"\#(value)"}"#.utf8)))
    #expect(!expectSameVerdict(Array(#"{"k":"\#(value)"#.utf8)))
    #expect(!expectSameVerdict(Array(#"{"k":"\#(value)\"#.utf8)))
  }

  @Test(arguments: [
    #"{"a":1,"b":-0,"c":0.5,"d":-12.25,"e":true,"f":false,"g":null,"h":[],"i":{}}"#,
    #"{"a":[1,[2,[3]],{"b":{"c":"d"}}],"e":"f"}"#,
    " \t\r\n{ \"a\" : [ 1 , { } , [ ] ] , \"b\" : \"c\" } \n",
    #"{"abcdefghX":1,"abcdefghY":2,"abcdefgh":3,"abcdefghi":4,"k":5,"K":6}"#,
    #"{"a":{"a":{"a":1}},"b":{"a":2,"b":3}}"#,
    // Readers take U+2028 unescaped; only writers escape it.
    "{\"a\":\"\u{2028}\"}",
  ])
  func acceptsPlainDocumentsAsTheStrictPassDoes(text: String) {
    #expect(expectSameVerdict(Array(text.utf8)))
  }

  @Test(arguments: [
    // Decided by the strict pass: errors, and what the fast path does not judge.
    #"{"a":1,"a":2}"#, #"{"a":{"b":1,"c":2,"b":3}}"#, #"{"é":1,"\u00e9":2}"#,
    #"{"a\u0062":1,"ab":2}"#, #"{"a":1e5}"#, #"{"a":1E+5}"#, #"{"a":1e999}"#, #"{"a":01}"#,
    #"{"a":-}"#, #"{"a":1.}"#, #"{"a":.5}"#, #"{"a":tru}"#, #"{"a":nul}"#, #"{"a":falsey}"#,
    #"{"a":1,}"#, #"{"a" 1}"#, #"{"a":1 "b":2}"#, #"{"a":[1,]}"#, #"{"a":[1}"#, #"{"a":1]"#,
    #"{"a":1}x"#, #"{"a":1}{}"#, #"[1,2]"#, #""s""#, "1", "", "{", #"{"a""#, #"{"a":"#,
  ])
  func leavesEveryOtherDocumentToTheStrictPass(text: String) {
    #expect(!expectSameVerdict(Array(text.utf8)))
  }

  @Test func leavesDepthAtTheLimitToTheStrictPass() {
    for depth in 1...6 {
      for nesting in 1...7 {
        let text =
          String(repeating: #"{"a":"#, count: nesting) + "1"
          + String(repeating: "}", count: nesting)
        let accepted = expectSameVerdict(Array(text.utf8), depth: depth)
        #expect(accepted == (nesting <= depth))
      }
    }
    let deep = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
    #expect(!expectSameVerdict(Array(#"{"a":\#(deep)}"#.utf8), depth: 100))
  }

  @Test func checksManyKeysForDuplicates() {
    let keys = (0..<40).map { "key\($0)" }
    let members = keys.map { #""\#($0)":1"# }
    #expect(expectSameVerdict(Array("{\(members.joined(separator: ","))}".utf8)))
    for repeated in [0, 15, 16, 17, 39] {
      let text = "{\((members + [#""\#(keys[repeated])":2"#]).joined(separator: ","))}"
      #expect(!expectSameVerdict(Array(text.utf8)))
    }
  }

  @Test func leavesMoreKeysThanItKeepsToTheStrictPass() {
    // The fast path keeps 128 keys of open objects, in 1 KiB of stack; past that it defers.
    func document(keys: Int, repeating repeated: Int? = nil) -> [UInt8] {
      var members = (0..<keys).map { #""k\#($0)":\#($0)"# }
      if let repeated { members.append(#""k\#(repeated)":0"#) }
      return Array("{\(members.joined(separator: ","))}".utf8)
    }
    #expect(expectSameVerdict(document(keys: 128)))
    #expect(!expectSameVerdict(document(keys: 129)))
    #expect(!expectSameVerdict(document(keys: 300)))
    #expect(!expectSameVerdict(document(keys: 127, repeating: 126)))
    #expect(!expectSameVerdict(document(keys: 300, repeating: 5)))
    // Keys of an object closed are let go: siblings may hold 128 keys between them again.
    let half = (0..<100).map { #""k\#($0)":1"# }.joined(separator: ",")
    #expect(expectSameVerdict(Array(#"{"a":{\#(half)},"b":{\#(half)}}"#.utf8)))
  }

  @Test func agreesOnRandomDocumentsAndTheirDamage() {
    var random = RandomJSON(seed: 31)
    var generator = SplitMix64(seed: 31)
    for _ in 0..<1_500 {
      var object = JSONObject()
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        object[random.string()] = random.value(depth: 3)
      }
      var writer = JSONWriter()
      writer.value(.object(object))
      let bytes = writer.bytes
      expectSameVerdict(bytes)
      guard !bytes.isEmpty else { continue }
      var damaged = bytes
      let index = Int.random(in: 0..<damaged.count, using: &generator)
      damaged[index] = UInt8.random(in: 0...255, using: &generator)
      expectSameVerdict(damaged)
      expectSameVerdict(Array(bytes.prefix(index)))
      var inserted = bytes
      inserted.insert([0x20, 0x5C, 0x22, 0x7D, 0x2C][index % 5], at: index)
      expectSameVerdict(inserted)
    }
  }

  @Test func takesTheFastPathOnEveryRecordedLine() throws {
    for file in LineBytesTests.recordingFiles {
      let reader = try LogFileReader(path: file, policy: .salvage, detail: .full, keepsLines: true)
      while let record = try reader.next() {
        let line = try #require(record.lineBytes)
        #expect(expectSameVerdict(Array(line)), "\(file) seq \(record.event.sequence)")
      }
    }
  }

  @Test func readsOtherSpellingsOfRecordedLinesAsTheirCanonicalForm() throws {
    let decoder = EventDecoder()
    var checked = 0
    for file in LineBytesTests.recordingFiles.prefix(8) {
      let reader = try LogFileReader(path: file, policy: .salvage, detail: .full, keepsLines: true)
      while let record = try reader.next() {
        let line = Array(try #require(record.lineBytes))
        for variant in [spaced(line), escapingLetters(line), reversingMembers(line)] {
          let event = try variant.withUnsafeBytes { try decoder.decode($0) }
          #expect(event == record.event, "\(String(decoding: variant, as: UTF8.self))")
        }
        checked += 1
      }
    }
    #expect(checked > 100)
  }

  /// `line` with white space around every structural byte outside strings.
  private func spaced(_ line: [UInt8]) -> [UInt8] {
    var output: [UInt8] = [0x20]
    var inString = false
    var escaped = false
    for byte in line {
      if inString {
        output.append(byte)
        if escaped {
          escaped = false
        } else if byte == 0x5C {
          escaped = true
        } else if byte == 0x22 {
          inString = false
        }
        continue
      }
      if byte == 0x22 { inString = true }
      if Array("{}[],:".utf8).contains(byte) {
        output += [0x0A, byte, 0x09, 0x0D]
      } else {
        output.append(byte)
      }
    }
    return output + [0x20]
  }

  /// `line` with every lowercase letter inside strings written as a `\u00XX` escape.
  private func escapingLetters(_ line: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    var inString = false
    var escaped = false
    var hexDigitsLeft = 0
    for byte in line {
      if inString && !escaped && hexDigitsLeft == 0 && (0x61...0x7A).contains(byte) {
        output += Array("\\u00\(String(byte, radix: 16))".utf8)
        continue
      }
      output.append(byte)
      if hexDigitsLeft > 0 {
        hexDigitsLeft -= 1
      } else if escaped {
        escaped = false
        if byte == 0x75 { hexDigitsLeft = 4 }
      } else if inString && byte == 0x5C {
        escaped = true
      } else if byte == 0x22 {
        inString.toggle()
      }
    }
    return output
  }

  /// `line` with its outermost object's members in reverse order.
  private func reversingMembers(_ line: [UInt8]) -> [UInt8] {
    line.withUnsafeBytes { raw in
      let json = JSONLine(input: raw)
      let members = json.members(ofObjectAt: 0).reversed().map { member in
        Array(raw[member.key.lowerBound - 1..<member.value.upperBound])
      }
      return [0x7B] + Array(members.joined(separator: [0x2C])) + [0x7D]
    }
  }
}
