import Foundation
import InteractionModel
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// Logs written by something other than our writer: each must give a clear finding, never a
/// crash, a hang or unbounded memory.
@Suite struct HostileInputTests {
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
    var bomb = try HostileLogs.block(HostileLogs.event(seq: 1))
    // Declare a 2 MiB payload in the index.
    HostileLogs.patch(UInt32(2 * 1024 * 1024), into: &bomb, at: 24)
    let (records, damages) = try read(bomb)
    #expect(records.isEmpty)
    #expect(damages.first?.kind == .limitExceeded)
    #expect(damages.first?.message.contains("2097152") == true)
  }

  @Test func aBlockThatInflatesPastItsDeclaredSizeIsABomb() throws {
    // 8 MiB of spaces compress to about 8 KiB; the open index lets it claim nothing.
    let output = try HostileLogs.openBlock([UInt8](repeating: 0x20, count: 8 * 1024 * 1024))
    let (records, damages) = try read(output)
    #expect(records.isEmpty)
    #expect(damages.first?.kind == .limitExceeded)
    #expect(damages.first?.offset == 0)
  }

  @Test func indexSizesBeyondTheFileAreATornOrCorruptBlock() throws {
    var block = try HostileLogs.block(HostileLogs.event(seq: 1))
    HostileLogs.patch(UInt32(block.count + 5000), into: &block, at: 20)
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
    let payload =
      HostileLogs.event(seq: 1) + HostileLogs.event(seq: 2, extra: extra)
      + HostileLogs.event(seq: 3)
    let (records, damages) = try read(try HostileLogs.block(payload))
    #expect(records.map(\.event.sequence) == [1], "\(name)")
    #expect(damages.first?.kind == .invalidEvent, "\(name)")
    #expect(damages.first?.line == 2, "\(name)")
    #expect(
      damages.first?.message.contains(message) == true,
      "\(name): \(String(describing: damages.first))")
    let salvaged = try read(try HostileLogs.block(payload), policy: .salvage)
    #expect(salvaged.records.map(\.event.sequence) == [1, 3], "\(name)")
  }

  @Test func invalidUTF8IsAnInvalidEvent() throws {
    var payload = HostileLogs.event(seq: 1, extra: #""text":"abc""#)
    let index = payload.firstIndex(of: UInt8(ascii: "b"))!
    payload[index] = 0xC0
    let (records, damages) = try read(try HostileLogs.block(payload))
    #expect(records.isEmpty)
    #expect(damages.first?.message.contains("invalid UTF-8") == true)
  }

  @Test func aHugeStringIsReadWithinTheLimits() throws {
    let text = String(repeating: "é", count: 400_000)
    let payload = HostileLogs.event(seq: 1, extra: #""text":"\#(text)""#)
    let (records, damages) = try read(try HostileLogs.block(payload))
    #expect(damages.isEmpty)
    #expect(records.first?.event.payload == .note(text: text, metadata: [:]))
  }

  @Test func aWrongCRCInAMiddleMemberIsCorruptAndSalvageReadsAround() throws {
    let first = try HostileLogs.block(HostileLogs.event(seq: 1) + HostileLogs.event(seq: 2))
    var middle = try HostileLogs.block(
      HostileLogs.event(seq: 3) + HostileLogs.event(seq: 4), first: 3)
    middle[middle.count - 8] ^= 0xFF
    let last = try HostileLogs.block(HostileLogs.event(seq: 5), first: 5)
    let (records, damages) = try read(first + middle + last)
    #expect(records.map(\.event.sequence) == [1, 2])
    #expect(damages.first?.kind == .corruptBlock)
    #expect(damages.first?.offset == Int64(first.count))
    #expect(damages.first?.message.hasPrefix("CRC-32 mismatch: trailer says 0x") == true)
    let salvaged = try read(first + middle + last, policy: .salvage)
    #expect(salvaged.records.map(\.event.sequence) == [1, 2, 5])
    #expect(salvaged.damages.map(\.offset) == [Int64(first.count)])
  }

  @Test func aWrongMagicIsNotALog() throws {
    let (records, damages) = try read(Array("hello, I am plain text\n".utf8))
    #expect(records.isEmpty)
    #expect(damages.first?.kind == .notALog)
    #expect(damages.first?.message == "expected gzip magic 0x1f 0x8b, found 0x68 0x65")
  }

  @Test func anUnknownFutureKindIsKeptNotAnError() throws {
    let payload =
      HostileLogs.event(seq: 1) + HostileLogs.event(seq: 2, kind: "hologram", extra: #""depth":3"#)
    let (records, damages) = try read(try HostileLogs.block(payload))
    #expect(damages.isEmpty)
    #expect(records.last?.event.kind == EventKind(rawValue: "hologram"))
    #expect(
      records.last?.event.payload
        == .unknown(kind: EventKind(rawValue: "hologram"), fields: ["depth": 3]))
  }

  @Test func sequenceNumbersGoingBackwardsAreReported() throws {
    let first = try HostileLogs.block(
      HostileLogs.event(seq: 5) + HostileLogs.event(seq: 6), first: 5)
    let second = try HostileLogs.block(HostileLogs.event(seq: 3), first: 3)
    let (records, damages) = try read(first + second)
    #expect(records.map(\.event.sequence) == [5, 6])
    #expect(damages.first?.kind == .sequence)
    #expect(damages.first?.message == "sequence number 3 does not increase (previous 6)")
  }

  @Test func plainGzipJSONLinesAreRead() throws {
    let gzip = try #require(which("gzip"))
    let directory = TemporaryDirectory()
    let plain = directory.file("events.jsonl")
    try write(HostileLogs.event(seq: 1) + HostileLogs.event(seq: 2), to: plain)
    #expect(try runProgram(gzip, ["-n", plain]).status == 0)
    let (records, damages, _) = try readLog(plain + ".gz")
    #expect(damages.isEmpty)
    #expect(records.map(\.event.sequence) == [1, 2])
  }
}
