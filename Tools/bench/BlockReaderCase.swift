import InteractionLog

/// ``BlockReader`` alone: inflate, CRC-32, length checks and line splitting, no event decoding;
/// the reader's floor, and what the decoding adds on top of it.
struct BlockReaderCase: ReaderCase {
  let name = "BlockReader.next()"
  let note = "inflate + CRC-32 + line split, no decoding"

  func run(path: String) throws -> ReaderSample {
    let stopwatch = Stopwatch()
    var reader = try BlockReader(path: path)
    var lines = 0
    var payload: Int64 = 0
    while let block = try reader.next() {
      if let damage = block.damage { throw BenchmarkError.check("\(name): \(damage)") }
      lines += block.lines.count
      payload += Int64(block.payload.count)
    }
    return ReaderSample(
      events: lines, payloadBytes: payload, nanoseconds: stopwatch.elapsedNanoseconds)
  }
}
