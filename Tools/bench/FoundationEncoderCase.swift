import Foundation
import InteractionLog

/// The naive way: each event mirrored into a `Codable` struct, encoded by one `JSONEncoder`
/// and written with its own `FileHandle.write`, uncompressed.
///
/// Times and the thread come from the same sources as ``LogWriter``'s, read per event, so the
/// row differs from the library's only in how it serializes and writes.
struct FoundationEncoderCase: WriterCase {
  let name = "Foundation JSONEncoder + FileHandle.write"
  let note = "naive: Codable mirror per event, one write per event, uncompressed"
  let events: [GeneratedEvent]
  let identity: LogWriter.Identity

  func run(in directory: String) throws -> WriterSample {
    let path = "\(directory)/foundation.jsonl"
    try FileSystem.removeFile(path)
    guard FileManager.default.createFile(atPath: path, contents: nil) else {
      throw BenchmarkError.check("could not create \(path)")
    }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    let encoder = JSONEncoder()
    let clock = SystemClock()
    let stopwatch = Stopwatch()
    for (index, event) in events.enumerated() {
      let record = CodableEvent(
        event, sequence: UInt64(index + 1), time: clock.wallTime(),
        mono: clock.monotonicNanoseconds(), identity: identity, thread: CurrentProcess.threadID)
      var line = try encoder.encode(record)
      line.append(0x0A)
      try handle.write(contentsOf: line)
    }
    try handle.close()
    let elapsed = stopwatch.elapsedNanoseconds
    return WriterSample(
      callerNanoseconds: elapsed, sustainedNanoseconds: elapsed,
      fileBytes: try FileSystem.size(of: path))
  }
}
