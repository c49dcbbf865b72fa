import Foundation
import InteractionModel
import Testing

@testable import InteractionLog
import InteractionTestSupport

/// Logs written by something other than our writer: each must give a clear finding, never a
/// crash, a hang or unbounded memory.
@Suite struct HostileInputTests {
  /// An `ilog/1` block around `payload`, with `index` overridden where given.
  static func block(_ payload: [UInt8], first: UInt64 = 1, count: Int? = nil) throws -> [UInt8] {
    let encoder = try BlockEncoder(level: 6)
    var output: [UInt8] = []
    let lines = count ?? payload.split(separator: 0x0A, omittingEmptySubsequences: false).count - 1
    try payload.withUnsafeBytes { raw in
      try encoder.encodeSealedBlock(raw, firstSequence: first, eventCount: lines, into: &output)
    }
    return output
  }

  static func line(_ json: String) -> [UInt8] { Array(json.utf8) + [0x0A] }

  static func event(seq: Int, kind: String = "note", extra: String = #""text":"x""#) -> [UInt8] {
    line(
      #"{"v":1,"seq":\#(seq),"kind":"\#(kind)","time":"2026-11-21T00:00:00Z","mono":1,"pid":1,"role":"test","thread":1,"session":"s",\#(extra)}"#
    )
  }

  func read(_ bytes: [UInt8], policy: RecoveryPolicy = .pointInTime) throws -> (
    records: [LogRecord], damages: [LogDamage]
  ) {
    let directory = TemporaryDirectory()
    let path = directory.file("hostile.ilog")
    try write(bytes, to: path)
    let result = try readLog(path, policy: policy)
    return (result.records, result.damages)
  }

  @Test func aBlockDeclaringMoreThanTheLimitIsRejectedWithoutInflating() throws {
    var bomb = try Self.block(Self.event(seq: 1))
    // Declare a 2 MiB payload in the index.
    let declared = UInt32(2 * 1024 * 1024)
    withUnsafeBytes(of: declared.littleEndian) { bytes in
      for (offset, byte) in bytes.enumerated() { bomb[24 + offset] = byte }
    }
    let (records, damages) = try read(bomb)
    #expect(records.isEmpty)
    #expect(damages.first?.kind == .limitExceeded)
    #expect(damages.first?.message.contains("2097152") == true)
  }

  @Test func aBlockThatInflatesPastItsDeclaredSizeIsABomb() throws {
    // 8 MiB of zeros compress to about 8 KiB; the open index lets it claim nothing.
    let zeros = [UInt8](repeating: 0x20, count: 8 * 1024 * 1024)
    let encoder = try BlockEncoder(level: 9)
    var output: [UInt8] = []
    encoder.open(firstSequence: 1, into: &output)
    try zeros.withUnsafeBytes { try encoder.append($0, into: &output) }
    _ = try encoder.seal(into: &output)
    let (records, damages) = try read(output)
    #expect(records.isEmpty)
    #expect(damages.first?.kind == .limitExceeded)
    #expect(damages.first?.offset == 0)
  }

  @Test func indexSizesBeyondTheFileAreATornOrCorruptBlock() throws {
    var block = try Self.block(Self.event(seq: 1))
    let size = UInt32(block.count + 5000)
    withUnsafeBytes(of: size.littleEndian) { bytes in
      for (offset, byte) in bytes.enumerated() { block[20 + offset] = byte }
    }
    let (records, damages) = try read(block)
    #expect(records.isEmpty)
    #expect(damages.first?.kind == .corruptBlock)
    #expect(damages.first?.message.contains("index says the block takes") == true)
  }

  @Test(arguments: [
    (
      "deep nesting",
      #""x":"# + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
      "nesting deeper than 64"
    ),
    ("NUL byte", "\"text\":\"a\u{0}b\"", "unescaped control character"),
    ("number out of range", #""text":"x","n":1e400"#, "out of range"),
    ("wrong type", #""text":5"#, "\"text\": expected a string, found an integer"),
  ])
  func aBadLineIsAnInvalidEventWithItsLine(name: String, extra: String, message: String) throws {
    let payload = Self.event(seq: 1) + Self.event(seq: 2, extra: extra) + Self.event(seq: 3)
    let (records, damages) = try read(try Self.block(payload))
    #expect(records.map(\.event.sequence) == [1], "\(name)")
    #expect(damages.first?.kind == .invalidEvent, "\(name)")
    #expect(damages.first?.line == 2, "\(name)")
    #expect(
      damages.first?.message.contains(message) == true,
      "\(name): \(String(describing: damages.first))")
    let salvaged = try read(try Self.block(payload), policy: .salvage)
    #expect(salvaged.records.map(\.event.sequence) == [1, 3], "\(name)")
  }

  @Test func invalidUTF8IsAnInvalidEvent() throws {
    var payload = Self.event(seq: 1, extra: #""text":"abc""#)
    let index = payload.firstIndex(of: UInt8(ascii: "b"))!
    payload[index] = 0xC0
    let (records, damages) = try read(try Self.block(payload))
    #expect(records.isEmpty)
    #expect(damages.first?.message.contains("invalid UTF-8") == true)
  }

  @Test func aHugeStringIsReadWithinTheLimits() throws {
    let text = String(repeating: "é", count: 400_000)
    let payload = Self.event(seq: 1, extra: #""text":"\#(text)""#)
    let (records, damages) = try read(try Self.block(payload))
    #expect(damages.isEmpty)
    #expect(records.first?.event.payload == .note(text: text, metadata: [:]))
  }

  @Test func aWrongMagicIsNotALog() throws {
    let (records, damages) = try read(Array("hello, I am plain text\n".utf8))
    #expect(records.isEmpty)
    #expect(damages.first?.kind == .notALog)
    #expect(damages.first?.message == "expected gzip magic 0x1f 0x8b, found 0x68 0x65")
  }

  @Test func anUnknownFutureKindIsKeptNotAnError() throws {
    let payload = Self.event(seq: 1) + Self.event(seq: 2, kind: "hologram", extra: #""depth":3"#)
    let (records, damages) = try read(try Self.block(payload))
    #expect(damages.isEmpty)
    #expect(records.last?.event.kind == EventKind(rawValue: "hologram"))
    #expect(
      records.last?.event.payload
        == .unknown(kind: EventKind(rawValue: "hologram"), fields: ["depth": 3]))
  }

  @Test func sequenceNumbersGoingBackwardsAreReported() throws {
    let first = try Self.block(Self.event(seq: 5) + Self.event(seq: 6), first: 5)
    let second = try Self.block(Self.event(seq: 3), first: 3)
    let (records, damages) = try read(first + second)
    #expect(records.map(\.event.sequence) == [5, 6])
    #expect(damages.first?.kind == .sequence)
    #expect(damages.first?.message == "sequence number 3 does not increase (previous 6)")
  }

  @Test func plainGzipJSONLinesAreRead() throws {
    let gzip = try #require(which("gzip"))
    let directory = TemporaryDirectory()
    let plain = directory.file("events.jsonl")
    try write(Self.event(seq: 1) + Self.event(seq: 2), to: plain)
    #expect(try runProgram(gzip, ["-n", plain]).status == 0)
    let (records, damages, _) = try readLog(plain + ".gz")
    #expect(damages.isEmpty)
    #expect(records.map(\.event.sequence) == [1, 2])
  }
}
