import Foundation
import InteractionLog
import InteractionTestSupport
import Testing

/// Hostile logs through the built `ilog`: each damage is a finding with its byte offset, and
/// the process never crashes, hangs or grows without bound.
@Suite struct HostileLogCommandTests {
  /// A log that opens with one good block (header and a note), then turns hostile at the
  /// second block.
  enum HostileLog: String, CaseIterable, CustomStringConvertible {
    case declaredBomb, inflatingBomb, sizeBeyondTheFile, wrongCRCInTheMiddle, lineOverTheLimit
    case deepNesting, numberOutOfRange, invalidUTF8, nulByte, sequenceGoingBackwards

    var description: String { rawValue }

    /// The good first block: a header and a note.
    static func goodStart() throws -> [UInt8] {
      try HostileLogs.block(HostileLogs.header + HostileLogs.event(seq: 2))
    }

    /// A good block of the notes `first`, `first + 1`.
    static func goodBlock(first: Int) throws -> [UInt8] {
      try HostileLogs.block(
        HostileLogs.event(seq: first) + HostileLogs.event(seq: first + 1), first: UInt64(first))
    }

    /// A block whose second line carries `extra` fields: a bad line between two good ones.
    static func badLine(_ extra: String) throws -> [UInt8] {
      try HostileLogs.block(
        HostileLogs.event(seq: 3) + HostileLogs.event(seq: 4, extra: extra)
          + HostileLogs.event(seq: 5), first: 3)
    }

    /// The file's bytes, and the damage kind and message fragment the finding must name at
    /// the second block's offset.
    func make() throws -> (bytes: [UInt8], kind: String, message: String) {
      let start = try Self.goodStart()
      switch self {
      case .declaredBomb:
        var bomb = try Self.goodBlock(first: 3)
        HostileLogs.patch(UInt32(2 * 1024 * 1024), into: &bomb, at: 24)
        return (start + bomb, "limit-exceeded", "2097152")
      case .inflatingBomb:
        // 64 MiB of spaces: about 64 KiB on disk; the reader stops at 1 MiB.
        let bomb = try HostileLogs.openBlock(
          [UInt8](repeating: 0x20, count: 64 * 1024 * 1024), first: 3)
        return (start + bomb, "limit-exceeded", "more than the limit of 1048576 bytes")
      case .sizeBeyondTheFile:
        var block = try Self.goodBlock(first: 3)
        HostileLogs.patch(UInt32(block.count + 5000), into: &block, at: 20)
        return (start + block, "corrupt-block", "index says the block takes")
      case .wrongCRCInTheMiddle:
        var middle = try Self.goodBlock(first: 3)
        middle[middle.count - 8] ^= 0xFF
        return (start + middle + (try Self.goodBlock(first: 5)), "corrupt-block", "CRC-32 mismatch")
      case .lineOverTheLimit:
        let line = HostileLogs.event(
          seq: 3, extra: #""text":""# + String(repeating: "x", count: 1_200_000) + #"""#)
        return (
          start + (try HostileLogs.openBlock(line, first: 3)), "limit-exceeded",
          "more than the limit of 1048576 bytes"
        )
      case .deepNesting:
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        return (start + (try Self.badLine(#""x":"# + deep)), "invalid-event", "line 2")
      case .numberOutOfRange:
        return (start + (try Self.badLine(#""text":"x","n":1e400"#)), "invalid-event", "line 2")
      case .invalidUTF8:
        // "abc" becomes "a", an overlong lead byte, "c".
        let block = HostileLogs.event(seq: 3, extra: #""text":"abc""#).map { byte in
          byte == UInt8(ascii: "b") ? 0xC0 : byte
        }
        return (start + (try HostileLogs.block(block, first: 3)), "invalid-event", "invalid UTF-8")
      case .nulByte:
        return (start + (try Self.badLine("\"text\":\"a\u{0}b\"")), "invalid-event", "line 2")
      case .sequenceGoingBackwards:
        return (
          start + (try HostileLogs.block(HostileLogs.event(seq: 2), first: 2)), "sequence",
          "does not increase"
        )
      }
    }
  }

  /// Generous: a debug `ilog` reading a small log peaks near 30 MiB; a reader that inflated a
  /// bomb, or held a 10k-deep tree per level, would pass this by far.
  static let peakMemoryLimitKiB = 256 * 1024

  /// Runs `ilog` and returns what it printed and its peak RSS in KiB, where GNU time measures
  /// it (``PeakMemory``; `nil` elsewhere, and only the findings are checked).
  static func runMeasured(_ arguments: [String]) throws -> (ProgramResult, Int?) {
    try PeakMemory.run(ILogBinary.path(), arguments)
  }

  @Test(arguments: HostileLog.allCases, ["verify", "inspect"])
  func aHostileLogIsAFindingAtItsOffset(log: HostileLog, command: String) throws {
    let directory = TemporaryDirectory()
    let path = directory.file("hostile.ilog")
    let (bytes, kind, message) = try log.make()
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let offset = try HostileLog.goodStart().count
    let (outcome, peak) = try Self.runMeasured([command, path])
    #expect(!outcome.crashed, "\(outcome.error)")
    #expect(outcome.status == 1)
    let finding = (outcome.output + outcome.error).split(separator: "\n").first {
      $0.contains("byte \(offset)") && $0.contains("\(kind):")
    }
    #expect(finding != nil, "no \(kind) at byte \(offset):\n\(outcome.output)\(outcome.error)")
    #expect(finding?.contains(message) == true, "\(finding ?? "")")
    if let peak { #expect(peak < Self.peakMemoryLimitKiB, "peak RSS \(peak) KiB") }
  }

  /// Events (kind, fields after the envelope) whose links break the format, after the good
  /// start; the line the finding is on, and what it says.
  static let brokenLinks: [(events: [(String, String)], line: Int, message: String)] = [
    (
      [
        (
          "interaction",
          #""interaction":"I1","snapshot":{"identifier":"I1","intent":{"class":"INStartWorkoutIntent","properties":{}},"handlingStatus":"success","direction":"outgoing"}"#
        ),
        ("configure", #""interaction":"I1","call":5,"context":"siriSnippet""#),
        ("configure", #""interaction":"I1","call":5,"context":"mapsCard""#),
      ], 3, "call id 5 is used by a second call"
    ),
    (
      [
        (
          "handleCompletion",
          #""call":9,"response":{"class":"R","code":{"name":"ready","value":1},"properties":{}}"#
        )
      ], 1, "handleCompletion for call id 9, which no earlier call has"
    ),
    (
      [
        ("configure", #""interaction":"I1","call":1,"context":"siriSnippet""#),
        (
          "interaction",
          #""interaction":"I1","snapshot":{"identifier":"I1","intent":{"class":"INStartWorkoutIntent","properties":{}},"handlingStatus":"success","direction":"outgoing"}"#
        ),
      ], 1, "refers to interaction \"I1\" before its snapshot (seq 4)"
    ),
  ]

  @Test(arguments: brokenLinks.indices)
  func aBrokenLinkIsAVerifyFindingAtItsLine(index: Int) throws {
    let (events, line, message) = Self.brokenLinks[index]
    var payload: [UInt8] = []
    for (offset, (kind, extra)) in events.enumerated() {
      payload += HostileLogs.event(seq: 3 + offset, kind: kind, extra: extra)
    }
    let directory = TemporaryDirectory()
    let path = directory.file("links.ilog")
    let start = try HostileLog.goodStart()
    try Data(start + (try HostileLogs.block(payload, first: 3))).write(
      to: URL(fileURLWithPath: path))
    let outcome = try ILogBinary.run(["verify", path])
    #expect(!outcome.crashed, "\(outcome.error)")
    #expect(
      outcome.outputLines.contains("    byte \(start.count), line \(line): link: \(message)"),
      "\(outcome.output)")
    #expect(outcome.outputLines.contains { $0.hasPrefix("  status     inconsistent: ") })
    #expect(outcome.status == 1)
  }

  @Test(arguments: ["verify", "inspect", "events"])
  func aGiganticStringWithinTheLimitIsReadInBoundedMemory(command: String) throws {
    let directory = TemporaryDirectory()
    let path = directory.file("large.ilog")
    let text = String(repeating: "é", count: 500_000)
    let bytes =
      try HostileLog.goodStart()
      + HostileLogs.block(HostileLogs.event(seq: 3, extra: #""text":"\#(text)""#), first: 3)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let (outcome, peak) = try Self.runMeasured([command, path])
    #expect(!outcome.crashed, "\(outcome.error)")
    // Not closed cleanly (no end event), but no damage anywhere.
    #expect(!(outcome.output + outcome.error).contains("byte "), "\(outcome.output)")
    #expect(outcome.status <= 1)
    if let peak { #expect(peak < Self.peakMemoryLimitKiB, "peak RSS \(peak) KiB") }
  }
}
