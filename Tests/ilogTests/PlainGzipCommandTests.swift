import Foundation
import InteractionTestSupport
import Testing

/// `ilog events --json` on plain gzip files made by other tools prints exactly the lines `zcat`
/// prints (FORMAT.md §6.3), a last line without a newline included.
///
/// `events --json` prints each event's line as read, validated but not re-encoded, so the
/// comparison with `zcat` is byte for byte: `ilog` prints `zcat`'s output, with a newline after
/// a last line that had none.
@Suite struct PlainGzipCommandTests {
  static let bgzipMissing = OptionalTool.bgzip.missingReason

  /// Runs `ilog events --json` and `zcat` on `path` and expects the same lines.
  func expectEventsPrintWhatZcatPrints(_ path: String, lineCount: Int) throws {
    let zcat = try PlainGzip.zcat(path)
    let events = try ILogBinary.run(["events", "--json", path])
    #expect(events.error == "")
    #expect(events.status == 0)
    let expected = PlainGzip.lines(of: zcat)
    #expect(expected.count == lineCount)
    #expect(events.outputLines.count == expected.count)
    // The first difference only: a diff of thousands of long lines takes the test runner ages.
    let first = zip(events.outputLines, expected).enumerated().first {
      $0.element.0 != $0.element.1
    }?
    .offset
    #expect(first == nil, "line \((first ?? 0) + 1) differs from zcat's")
    var withNewline = zcat
    if zcat.last != 0x0A { withNewline.append(0x0A) }
    let sameBytes = events.outputData == withNewline
    #expect(sameBytes, "events --json printed other bytes than zcat (a newline after its last)")
  }

  func write(_ bytes: [UInt8], _ name: String, in directory: TemporaryDirectory) throws -> String {
    let path = directory.file(name)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test(.enabled(if: ILogBinary.tool("gzip") != nil && ILogBinary.tool("zcat") != nil))
  func linesAnotherWriterDidNotWriteCanonicalArePrintedAsWritten() throws {
    let directory = TemporaryDirectory()
    var lines = PlainGzip.eventLines(count: 3)
    // Whitespace, an escaped character and a key this version does not know: valid, not
    // canonical. The reader validates the line and prints it as the file holds it.
    lines[1] = lines[1].replacingOccurrences(of: #","pid":"#, with: #" , "pid" : "#)
      .replacingOccurrences(of: #""text":"note 2"#, with: #""later":[1, 2.50],"text":"n\u006fte 2"#)
    let path = try write(try PlainGzip.gzip(PlainGzip.jsonLines(lines)), "other.gz", in: directory)
    try expectEventsPrintWhatZcatPrints(path, lineCount: 3)
    let text = try ILogBinary.run(["events", path])
    #expect(text.outputLines.count == 3)
    #expect(text.outputLines[1].contains("text=\"note 2 "))
  }

  @Test(.enabled(if: ILogBinary.tool("gzip") != nil))
  func aLineThatIsNotAnEventIsDamageNotPrinted() throws {
    let directory = TemporaryDirectory()
    let (lines, path) = try notesWithAnIntegerText(in: directory)
    for command in [
      ["events", path], ["events", "--json", "--intent", "INSendMessageIntent", path],
      ["verify", path],
    ] {
      let outcome = try ILogBinary.run(command)
      #expect(outcome.status == 1, "\(command)")
      // `verify` reports on standard output, `events` on standard error.
      #expect(
        (outcome.output + outcome.error).contains("\"text\": expected a string, found an integer"),
        "\(command)")
    }
    // The text shows the two events before it, not the third.
    let text = try ILogBinary.run(["events", path])
    #expect(text.outputLines.count == lines.count - 1)
  }

  /// `--json` alone decodes no event: it checks each line's JSON and envelope and passes the
  /// line through, so a kind's own fields are left to `verify` and the text output.
  @Test(.enabled(if: ILogBinary.tool("gzip") != nil))
  func jsonAlonePassesALineWhoseKindsFieldsAreWrong() throws {
    let directory = TemporaryDirectory()
    var (lines, path) = try notesWithAnIntegerText(in: directory)
    // So do filters on the envelope alone.
    for (filters, printed) in [
      ([], lines), (["--role", "test"], lines),
      (["--pid", "77", "--kind", "note"], lines.suffix(2)),
    ] {
      let passed = try ILogBinary.run(["events", "--json"] + filters + [path])
      #expect(passed.outputLines == Array(printed), "\(filters)")
      #expect(passed.error == "")
      #expect(passed.status == 0)
    }
    // The envelope is checked: a line without its pid is damage there too.
    lines[2] = lines[2].replacingOccurrences(of: #""pid":77,"#, with: "")
    path = try write(try PlainGzip.gzip(PlainGzip.jsonLines(lines)), "nopid.gz", in: directory)
    let stopped = try ILogBinary.run(["events", "--json", path])
    #expect(stopped.outputLines == Array(lines.prefix(2)))
    #expect(stopped.status == 1)
    #expect(stopped.error.contains(#"missing "pid""#))
  }

  /// Three events in a gzip file, the last with valid JSON and a valid envelope, but a note's
  /// text must be a string.
  private func notesWithAnIntegerText(in directory: TemporaryDirectory) throws
    -> (lines: [String], path: String)
  {
    var lines = PlainGzip.eventLines(count: 3)
    lines[2] = lines[2].replacingOccurrences(of: #""text":"note 3 "#, with: #""text":3,"x":" "#)
    return (
      lines, try write(try PlainGzip.gzip(PlainGzip.jsonLines(lines)), "bad.gz", in: directory)
    )
  }

  @Test(.enabled(if: ILogBinary.tool("gzip") != nil && ILogBinary.tool("zcat") != nil))
  func aGzipFileWithoutAFinalNewline() throws {
    let directory = TemporaryDirectory()
    let text = PlainGzip.jsonLines(PlainGzip.eventLines(count: 50), finalNewline: false)
    let path = try write(try PlainGzip.gzip(text), "gzip.jsonl.gz", in: directory)
    try expectEventsPrintWhatZcatPrints(path, lineCount: 50)
  }

  @Test(.enabled(if: ILogBinary.tool("gzip") != nil && ILogBinary.tool("zcat") != nil))
  func aGzipMemberOverOneMiB() throws {
    let directory = TemporaryDirectory()
    let lines = PlainGzip.eventLines(count: 1500, textLength: { ($0 * 53) % 1800 })
    let path = try write(
      try PlainGzip.gzip(PlainGzip.jsonLines(lines)), "big.jsonl.gz", in: directory)
    try expectEventsPrintWhatZcatPrints(path, lineCount: 1500)
  }

  @Test(.enabled(if: ILogBinary.tool("python3") != nil && ILogBinary.tool("zcat") != nil))
  func membersWrittenByPythonsGzipModule() throws {
    let directory = TemporaryDirectory()
    let text = PlainGzip.jsonLines(PlainGzip.eventLines(count: 40), finalNewline: false)
    let cuts = [PlainGzip.middle(ofLine: 7, in: text), PlainGzip.middle(ofLine: 30, in: text)]
    let path = directory.file("python.jsonl.gz")
    let offsets = try PlainGzip.writeWithPython(
      [Array(text[..<cuts[0]]), Array(text[cuts[0]..<cuts[1]]), Array(text[cuts[1]...])],
      to: path)
    #expect(offsets.count == 3)
    try expectEventsPrintWhatZcatPrints(path, lineCount: 40)
  }

  @Test(
    .enabled(if: ILogBinary.tool("bgzip") != nil, Comment(rawValue: Self.bgzipMissing)),
    .enabled(if: ILogBinary.tool("zcat") != nil))
  func membersWrittenByBgzip() throws {
    let directory = TemporaryDirectory()
    let text = PlainGzip.jsonLines(PlainGzip.eventLines(count: 600), finalNewline: false)
    let path = try write(try PlainGzip.bgzip(text), "bgzip.jsonl.gz", in: directory)
    try expectEventsPrintWhatZcatPrints(path, lineCount: 600)
    let verify = try ILogBinary.run(["verify", path])
    #expect(verify.output.contains("damage     none"))
  }

  @Test(.enabled(if: ILogBinary.tool("gzip") != nil && ILogBinary.tool("zcat") != nil))
  func concatenatedFilesWithALineAcrossAndAnEmptyMember() throws {
    let directory = TemporaryDirectory()
    let text = PlainGzip.jsonLines(PlainGzip.eventLines(count: 20), finalNewline: false)
    let cut = PlainGzip.middle(ofLine: 9, in: text)
    let first = try write(try PlainGzip.gzip(Array(text[..<cut])), "a.gz", in: directory)
    let empty = try write(try PlainGzip.gzip([]), "empty.gz", in: directory)
    let second = try write(try PlainGzip.gzip(Array(text[cut...])), "b.gz", in: directory)
    let cat = try ILogBinary.run(#require(ILogBinary.tool("cat")), [first, empty, second])
    let path = try write(Array(cat.outputData), "cat.jsonl.gz", in: directory)
    try expectEventsPrintWhatZcatPrints(path, lineCount: 20)
  }

  @Test(
    .enabled(if: ILogBinary.tool("bgzip") != nil, Comment(rawValue: Self.bgzipMissing)),
    .enabled(if: ILogBinary.tool("zcat") != nil))
  func tailPrintsZcatsLastLines() throws {
    let directory = TemporaryDirectory()
    let text = PlainGzip.jsonLines(PlainGzip.eventLines(count: 400))
    let path = try write(try PlainGzip.bgzip(text), "bgzip.jsonl.gz", in: directory)
    let tail = try ILogBinary.run(["tail", "--json", "-n", "250", path])
    #expect(tail.error == "")
    #expect(tail.outputLines == Array(PlainGzip.lines(of: try PlainGzip.zcat(path)).suffix(250)))
  }

  @Test(.enabled(if: ILogBinary.tool("gzip") != nil))
  func ourBlocksThenPlainMembersPrintEveryLine() throws {
    let directory = TemporaryDirectory()
    let ours = directory.file("ui-extension.ilog")
    try SessionLogs.writeUIExtension(to: ours)
    // Our writer's file ends with event 8; the plain members go on from 9.
    let text = PlainGzip.jsonLines(PlainGzip.eventLines(count: 6, first: 9), finalNewline: false)
    let cut = PlainGzip.middle(ofLine: 2, in: text)
    let plain = try PlainGzip.gzip(Array(text[..<cut])) + (try PlainGzip.gzip(Array(text[cut...])))
    let path = try write(
      Array(try Data(contentsOf: URL(fileURLWithPath: ours))) + plain, "mixed.ilog", in: directory)
    try expectEventsPrintWhatZcatPrints(path, lineCount: 14)
  }

  @Test(.enabled(if: ILogBinary.tool("gzip") != nil))
  func plainMembersCutInsideALineBeforeOurBlocksAreDamage() throws {
    let directory = TemporaryDirectory()
    let ours = directory.file("ui-extension.ilog")
    try SessionLogs.writeUIExtension(to: ours)
    // Two plain events and the start of a third, then our writer's blocks.
    let text = PlainGzip.jsonLines(PlainGzip.eventLines(count: 3))
    let cut = PlainGzip.middle(ofLine: 2, in: text)
    let plain = try PlainGzip.gzip(Array(text[..<cut]))
    let path = try write(
      plain + Array(try Data(contentsOf: URL(fileURLWithPath: ours))), "mixed.ilog", in: directory)
    let events = try ILogBinary.run(["events", "--json", path])
    #expect(events.outputLines.count == 2)
    #expect(events.status == 1)
    let carried = cut - (text[..<cut].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0)
    #expect(
      events.errorLines == [
        "ilog: damage: \(path): byte 0, line 3: corrupt-block: the plain gzip members end "
          + "inside this line (\(carried) bytes) and an ilog/1 block follows at byte "
          + "\(plain.count); a line never runs into a block"
      ])
  }
}
