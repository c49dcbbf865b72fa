import Foundation
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// Reading heads alone (what `ilog events --json` does): the same lines, places and damage as
/// reading events, on real logs, with every envelope error the decoder's own, and a kind's own
/// fields left to whoever decodes the event.
@Suite struct HeadReadingTests {
  /// Every committed recording read both ways, whole and damaged, under each policy that goes
  /// past the first block: heads are the events' own and the summaries are equal.
  @Test(arguments: [RecoveryPolicy.pointInTime, .salvage])
  func headsReadAsEventsDoOnEveryRecording(policy: RecoveryPolicy) throws {
    var files = LineBytesTests.recordingFiles
    let damaged = try DamagedRecording(.flippedByte, name: "heads-\(policy)")
    let truncated = try DamagedRecording(.truncated, name: "heads-truncated-\(policy)")
    files += [damaged.damagedFile, truncated.damagedFile]
    for file in files {
      let events = try LogFileReader(
        path: file, policy: policy, decoding: .events(.full), keepsLines: true)
      let heads = try LogFileReader(path: file, policy: policy, decoding: .heads)
      while let record = try events.next() {
        let line = try #require(try heads.nextLine(), "\(file) seq \(record.event.sequence)")
        #expect(line.head == record.event.head)
        #expect(line.interaction == record.event.interaction)
        #expect(line.bytes == record.lineBytes)
        #expect(line.file == record.file)
        #expect(line.blockOffset == record.blockOffset)
        #expect(line.line == record.line)
      }
      #expect(try heads.nextLine() == nil)
      #expect(heads.summary == events.summary, "\(file)")
    }
  }

  /// A session directory's lines merge in the events' order.
  @Test func aDirectorysLinesMergeAsItsEventsDo() throws {
    let session = "\(packageRoot)/Recordings/two-process"
    let events = try LogReader(paths: [session], decoding: .events(.full))
    let heads = try LogReader(paths: [session], decoding: .heads)
    var count = 0
    while let record = try events.next() {
      let line = try #require(try heads.nextLine())
      #expect(line.head == record.event.head)
      #expect(line.interaction == record.event.interaction)
      #expect(line.file == record.file)
      count += 1
    }
    #expect(try heads.nextLine() == nil)
    #expect(count > 20)
  }

  static let envelope =
    #""v":1,"seq":2,"kind":"note","time":"2026-11-21T09:30:00.000001Z","mono":5,"pid":77,"#
    + #""role":"test","thread":1,"session":"s","interaction":"I-1","instance":"A#1","call":3"#

  /// Lines whose envelope is wrong, each rejected by reading heads with the decoder's message,
  /// whether its keys are plain (found in one pass) or one is escaped (found by name), and in
  /// another key order.
  @Test(arguments: [
    ("\"v\":1", "\"v\":2"), ("\"seq\":2", "\"seq\":-2"), ("\"seq\":2,", ""),
    ("\"kind\":\"note\"", "\"kind\":7"),
    ("\"time\":\"2026-11-21T09:30:00.000001Z\"", "\"time\":\"soon\""),
    ("\"mono\":5", "\"mono\":\"5\""), ("\"pid\":77,", ""), ("\"pid\":77", "\"pid\":7.5"),
    ("\"role\":\"test\"", "\"role\":null"), ("\"thread\":1", "\"thread\":true"),
    ("\"session\":\"s\"", "\"session\":[]"), ("\"interaction\":\"I-1\"", "\"interaction\":1"),
    ("\"instance\":\"A#1\"", "\"instance\":{}"), ("\"call\":3", "\"call\":-3"),
  ])
  func envelopeErrorsAreTheDecodersOwn(field: String, wrong: String) throws {
    let good = Self.envelope + #","text":"hello""#
    let bad = good.replacingOccurrences(of: field, with: wrong)
    #expect(bad != good)
    let escaped = bad.replacingOccurrences(of: #""text""#, with: #""t\u0065xt""#)
    let reordered =
      #""text":"hello","# + bad.replacingOccurrences(of: #","text":"hello""#, with: "")
    for body in [bad, escaped, reordered] {
      let line = "{" + body.trimmingCharacters(in: [","]) + "}"
      let expected = try #require(Self.decodingError(line))
      #expect(Self.headError(line) == expected, "\(line)")
    }
  }

  /// Null optional fields are absent ones, and a well-formed envelope in any key order reads the
  /// same head.
  @Test func optionalFieldsMayBeNullAndKeysInAnyOrder() throws {
    let null = Self.envelope.replacingOccurrences(of: #""call":3"#, with: #""call":null"#)
      .replacingOccurrences(of: #""instance":"A#1""#, with: #""instance":null"#)
    let head = EventHead(
      sequence: 2, kind: .note, time: try #require(WallTime("2026-11-21T09:30:00.000001Z")),
      processID: 77, role: .test)
    let text = #""text":"x""#
    for line in [
      "{\(Self.envelope),\(text)}", "{\(null),\(text)}", "{\(text),\(Self.envelope)}",
    ] {
      #expect(try Self.head(line) == head, "\(line)")
      #expect(Self.decodingError(line) == nil)
    }
  }

  /// A kind's own fields are not decoded, so a line that lacks one passes as a head; the event
  /// decoder reports it.
  @Test func aKindsOwnFieldsAreLeftToTheEventDecoder() throws {
    let line =
      "{"
      + Self.envelope.replacingOccurrences(of: #""kind":"note""#, with: #""kind":"configureView""#)
      + #","interactiveBehavior":"none","context":"siriSnippet"}"#
    #expect(try Self.head(line).kind == .configureView)
    #expect(Self.decodingError(line) == #"missing "parameters""#)
  }

  /// In a file, such a line passes as a line, with no damage, where reading events stops at it
  /// (`ilog verify` and the text of `ilog events` report it).
  @Test func aLineWithABrokenKindFieldPassesAsALine() throws {
    var lines = PlainGzip.eventLines(count: 6)
    lines[3] = lines[3].replacingOccurrences(of: #","text":"#, with: #","texte":"#)
    let directory = TemporaryDirectory()
    let path = directory.file("broken-note.ilog")
    try Data(try PlainGzip.gzip(PlainGzip.jsonLines(lines))).write(to: URL(fileURLWithPath: path))

    let heads = try LogFileReader(path: path, decoding: .heads)
    var passed: [String] = []
    while let line = try heads.nextLine() {
      passed.append(String(decoding: line.bytes, as: UTF8.self))
    }
    #expect(passed == lines)
    #expect(heads.summary.damages.isEmpty)
    #expect(heads.summary.events == 6)

    let events = try LogFileReader(path: path, decoding: .events(.full))
    var sequences: [UInt64] = []
    while let record = try events.next() { sequences.append(record.event.sequence) }
    #expect(sequences == [1, 2, 3])
    let damage = try #require(events.summary.damages.first)
    #expect(damage.kind == .invalidEvent)
    #expect(damage.line == 4)
    #expect(damage.message == #"missing "text""#)
  }

  /// The interaction of a line passed through is decoded from its bytes when asked, as the
  /// event decoder decodes it: escapes included, `null` and absent alike; a role this version
  /// does not know is kept as written.
  @Test(
    arguments: [
      (#""interaction":"I-1""#, "I-1"), (#""interaction":"I\u002d1 \"q\"""#, #"I-1 "q""#),
      (#""interaction":null"#, nil), ("", nil),
    ] as [(String, String?)])
  func aLinesInteractionIsDecodedWhenAsked(field: String, interaction: String?) throws {
    var envelope = Self.envelope.replacingOccurrences(of: #""interaction":"I-1""#, with: field)
      .replacingOccurrences(of: #""role":"test""#, with: #""role":"watch-extension""#)
    if field.isEmpty { envelope = envelope.replacingOccurrences(of: ",,", with: ",") }
    let text = #"{"# + envelope + #","text":"x"}"#
    let event = try Self.bytes(text).withUnsafeBytes { try EventDecoder().decode($0) }
    var members: [JSONMember] = []
    let (head, offset) = try Self.bytes(text).withUnsafeBytes {
      try EventDecoder().decodeHead($0, members: &members)
    }
    let line = LogLine(
      head: head, file: "f", blockOffset: 0, line: 1, bytes: ArraySlice(Self.bytes(text)),
      interactionOffset: offset)
    #expect(event.interaction == interaction)
    #expect(line.interaction == interaction)
    #expect(head == event.head)
    #expect(head.role.rawValue == "watch-extension")
  }

  private static func bytes(_ line: String) -> [UInt8] { Array(line.utf8) }

  private static func head(_ line: String) throws -> EventHead {
    var members: [JSONMember] = []
    return try bytes(line).withUnsafeBytes {
      try EventDecoder().decodeHead($0, members: &members).head
    }
  }

  private static func headError(_ line: String) -> String? {
    do {
      _ = try head(line)
      return nil
    } catch {
      return (error as? EventDecodingError)?.message
    }
  }

  private static func decodingError(_ line: String) -> String? {
    do {
      _ = try bytes(line).withUnsafeBytes { try EventDecoder().decode($0) }
      return nil
    } catch {
      return (error as? EventDecodingError)?.message
    }
  }
}
