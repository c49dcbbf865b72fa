import Foundation
import InteractionLog
import InteractionTestSupport
import Testing

/// `ilog recover` and `ilog redact`, run as the built binary: clean copies, never touching the
/// original, refusing to overwrite.
@Suite struct RecoverCommandTests {
  static func bytes(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
  }

  @Test func aCleanLogIsCopiedCompletelyAndExits0() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("ui-extension.ilog")
    try SessionLogs.writeUIExtension(to: path)
    let out = directory.file("copy.ilog")
    let outcome = try ILogBinary.run(["recover", path, "-o", out])
    #expect(
      outcome.outputLines == [
        "\(path) -> \(out)",
        "  status     complete",
        "  copied     8 events, sequence 1-8",
        "  added      none",
        "  lost       none",
        "  damage     none",
        "1 file, 8 events copied: 1 complete",
      ])
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
    let original = try ILogBinary.run(["events", "--json", path])
    let copy = try ILogBinary.run(["events", "--json", out])
    #expect(copy.output == original.output)
  }

  @Test func aTornLogIsCopiedUpToTheTearExits1AndTheCopyVerifiesClean() throws {
    let torn = try TornNotes()
    let before = try Self.bytes(torn.path)
    let out = torn.directory.file("recovered.ilog")
    let outcome = try ILogBinary.run(["recover", torn.path, "-o", out])
    let readable = try ILogBinary.run(["events", torn.path]).outputLines
    let lines = outcome.outputLines
    #expect(lines.first == "\(torn.path) -> \(out)")
    #expect(lines.contains("  status     incomplete: torn tail at byte \(torn.lastBlockOffset)"))
    #expect(lines.contains("  copied     \(readable.count) events, sequence 1-\(readable.count)"))
    #expect(
      lines.contains(
        "  added      error (damage after the last readable event), end (the original has none)"))
    #expect(
      lines.contains {
        $0.hasPrefix("    byte \(torn.lastBlockOffset): torn-tail: the file ends inside the block")
      })
    #expect(lines.last == "1 file, \(readable.count) events copied: 1 incomplete")
    #expect(outcome.error == "")
    #expect(outcome.status == 1)
    #expect(try Self.bytes(torn.path) == before, "recover wrote to its input")

    let verify = try ILogBinary.run(["verify", out])
    #expect(verify.status == 0)
    #expect(verify.outputLines.contains("  status     clean, closed cleanly"))
    let copied = try ILogBinary.run(["events", out]).outputLines
    #expect(Array(copied.prefix(readable.count)) == readable)
    #expect(copied.count == readable.count + 2)
    #expect(
      copied[readable.count].hasSuffix(
        "message=\"ilog recover: torn-tail at byte \(torn.lastBlockOffset); what followed in the "
          + "original is lost\""))
  }

  @Test func aCorruptBlockIsAGapAndLaterEventsKeepTheirNumbers() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("notes.ilog")
    try SessionLogs.writeNotes(60, to: path)
    let offsets = try LogSurgery.blockOffsets(of: path)
    var data = try Self.bytes(path)
    // A byte of block 3's CRC-32, which ends where block 4 starts.
    data[Int(offsets[4]) - 8] ^= 0xFF
    try data.write(to: URL(fileURLWithPath: path))
    let out = directory.file("recovered.ilog")
    let outcome = try ILogBinary.run(["recover", path, "-o", out])
    #expect(outcome.status == 1)
    let lost = outcome.outputLines.first { $0.hasPrefix("  lost ") }
    #expect(lost?.hasSuffix(": corrupt-block at byte \(offsets[3])") == true, "\(outcome.output)")
    #expect(
      outcome.output.contains(
        "  added      gap, end (replaces the original's, whose counts no longer hold)"))
    let verify = try ILogBinary.run(["verify", out])
    #expect(verify.status == 0)
    let gap = try ILogBinary.run(["events", "--kind", "gap", out])
    #expect(gap.outputLines.count == 1)
    #expect(gap.output.contains("reason=\"ilog recover: corrupt-block at byte \(offsets[3])\""))
  }

  @Test func aSessionDirectoryIsRecoveredIntoANewDirectory() throws {
    let recording = "Recordings/killed-mid-interaction"
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let session = root.appendingPathComponent(recording).path
    let directory = TemporaryDirectory()
    let out = directory.file("recovered")
    let outcome = try ILogBinary.run(["recover", session, "-o", out])
    #expect(outcome.status == 1)
    #expect(outcome.outputLines.last == "2 files, 711 events copied: 1 complete, 1 incomplete")
    let verify = try ILogBinary.run(["verify", out])
    #expect(verify.status == 0)
    #expect(
      verify.outputLines.dropLast().last == "session \(out): 2 files, every one closed cleanly")
    let attributes = try FileManager.default.attributesOfItem(atPath: out)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
  }

  @Test(arguments: ["recover", "redact"])
  func anExistingOutputIsNeverOverwritten(command: String) throws {
    let directory = TemporaryDirectory()
    let path = directory.file("ui.ilog")
    try SessionLogs.writeUIExtension(to: path)
    let out = directory.file("taken.ilog")
    try Data("mine".utf8).write(to: URL(fileURLWithPath: out))
    let extra = command == "redact" ? ["--all-strings"] : []
    let outcome = try ILogBinary.run([command, path, "-o", out] + extra)
    #expect(outcome.output == "")
    #expect(outcome.error == "ilog: already exists, never overwritten: \(out)\n")
    #expect(outcome.status == 2)
    #expect(try Self.bytes(out) == Data("mine".utf8))
    // Nor the input itself.
    let same = try ILogBinary.run([command, path, "-o", path] + extra)
    #expect(same.status == 2)
  }

  @Test(.enabled(if: ILogBinary.tool("gzip") != nil))
  func redactLeavesNoOriginalStringInTheDecompressedBytes() throws {
    let directory = TemporaryDirectory()
    let session = try directory.directory("session")
    try SessionLogs.writeSession(in: session)
    let out = directory.file("shareable")
    let outcome = try ILogBinary.run(["redact", session, "-o", out, "--all-strings"])
    #expect(
      outcome.outputLines == [
        "\(session)/intents-extension-4242.ilog -> \(out)/intents-extension-4242.ilog: 12 events, "
          + "5 with values redacted",
        "\(session)/ui-extension-4243.ilog -> \(out)/ui-extension-4243.ilog: 8 events, "
          + "1 with values redacted",
      ])
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
    let gzip = try #require(ILogBinary.tool("gzip"))
    for name in ["intents-extension-4242.ilog", "ui-extension-4243.ilog"] {
      let original = try ILogBinary.run(gzip, ["-dc", "\(session)/\(name)"]).output
      let text = try ILogBinary.run(gzip, ["-dc", "\(out)/\(name)"]).output
      #expect(original.contains("Morning run"))
      #expect(!text.contains("Morning run"), "\(name) keeps a secret")
      #expect(text.contains("\"•••••••••••\""))
      // Structure stays: classes, parameters, identifiers, and the note (the user's words).
      for kept in ["INStartWorkoutIntent", "workoutName", "I-1", "handleInApp"]
      where original.contains(kept) {
        #expect(text.contains(kept), "\(kept) is missing from \(name)")
      }
      #expect(text.split(separator: "\n").count == original.split(separator: "\n").count)
    }
    let verify = try ILogBinary.run(["verify", out])
    #expect(verify.status == 0)
  }

  @Test func redactByKeyPathKeepsOtherValues() throws {
    let directory = TemporaryDirectory()
    let session = try directory.directory("session")
    try SessionLogs.writeSession(in: session)
    let out = directory.file("shareable")
    let outcome = try ILogBinary.run([
      "redact", session, "-o", out, "--key-path", "INStartWorkoutIntent.workoutName",
    ])
    #expect(outcome.status == 0)
    let events = try ILogBinary.run(["events", "--kind", "resolve", out])
    #expect(
      events.outputLines.first?.hasSuffix("parameter=workoutName value=\"•••••••••••\"") == true)
    let json = try ILogBinary.run(["events", "--json", "--kind", "dispatch", out])
    #expect(json.output.contains(#""identifier":"W-1","properties":{"workoutName":"•••••••••••"}"#))
  }

  @Test func redactOfATornLogWritesWhatIsReadableAndExits1() throws {
    let torn = try TornNotes()
    let out = torn.directory.file("redacted.ilog")
    let outcome = try ILogBinary.run(["redact", torn.path, "-o", out, "--all-strings"])
    #expect(outcome.status == 1)
    #expect(
      outcome.errorLines.first?.hasPrefix(
        "ilog: damage: \(torn.path): byte \(torn.lastBlockOffset): torn-tail") == true)
    #expect(
      outcome.errorLines.last
        == "ilog: \(out): holds what was readable: incomplete: torn tail at byte \(torn.lastBlockOffset)"
    )
    #expect(try ILogBinary.run(["verify", out]).status == 0)
  }
}
