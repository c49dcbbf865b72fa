import Foundation
import InteractionModel
import InteractionTestSupport

@testable import InteractionLog

/// Writes a log of `count` note events (plus header and end) and returns the payloads written.
@discardableResult
func writeLog(
  at path: String, count: Int, options: LogWriterOptions = LogWriterOptions(), close: Bool = true
) throws -> [EventPayload] {
  let writer = try LogWriter(
    path: path, identity: Samples.identity, options: options, clock: SteppingClock())
  var payloads: [EventPayload] = []
  for index in 0..<count {
    let payload = EventPayload.note(
      text: "event \(index) " + String(repeating: "abcdefgh", count: index % 17), metadata: [:])
    payloads.append(payload)
    guard writer.append(payload).sequence != nil else {
      throw TestFailure("append \(index) failed")
    }
  }
  if close { try writer.close() }
  return payloads
}

/// Every record of `path` under `policy`, and the damages found.
func readLog(_ path: String, policy: RecoveryPolicy = .pointInTime) throws -> (
  records: [LogRecord], damages: [LogDamage], summaries: [FileSummary]
) {
  let reader = try LogReader(path: path, policy: policy)
  var records: [LogRecord] = []
  while let record = try reader.next() { records.append(record) }
  return (records, reader.damages, reader.summaries)
}

/// The note texts among `records`, to compare with what was written.
func noteTexts(_ records: [LogRecord]) -> [String] {
  records.compactMap { record in
    if case .note(let text, _) = record.event.payload { return text }
    return nil
  }
}

func noteTexts(_ payloads: [EventPayload]) -> [String] {
  payloads.compactMap { payload in
    if case .note(let text, _) = payload { return text }
    return nil
  }
}

/// The blocks of a log, as the block reader sees them.
func blockList(_ path: String) throws -> [BlockReader.Block] {
  var reader = try BlockReader(path: path)
  var blocks: [BlockReader.Block] = []
  while let block = try reader.next() {
    blocks.append(block)
    if block.damage != nil { break }
  }
  return blocks
}

struct TestFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

func bytes(of path: String) throws -> [UInt8] {
  Array(try Data(contentsOf: URL(fileURLWithPath: path)))
}

func write(_ bytes: [UInt8], to path: String) throws {
  try Data(bytes).write(to: URL(fileURLWithPath: path))
}

/// The seeded generator the JSON tests use, for every seeded test of this target.
typealias SplitMix64 = RandomJSON.SplitMix64
