import InteractionLog

/// ``BlockReader`` plus ``JSONParser`` on every line: the reader's cost up to the JSON tree,
/// without turning it into an ``Event``, which splits the decoding cost into parsing and the
/// rest.
struct ParserOnlyCase: ReaderCase {
  let name = "BlockReader + JSONParser.parse()"
  let note = "JSON tree per line, no Event"

  func run(path: String) throws -> ReaderSample {
    let stopwatch = Stopwatch()
    var reader = try BlockReader(path: path)
    let parser = JSONParser()
    var lines = 0
    var payload: Int64 = 0
    while let block = try reader.next() {
      if let damage = block.damage { throw BenchmarkError.check("\(name): \(damage)") }
      try block.payload.withUnsafeBytes { bytes in
        for range in block.lines {
          guard case .object = try parser.parse(UnsafeRawBufferPointer(rebasing: bytes[range]))
          else { throw BenchmarkError.check("\(name): a line is not an object") }
        }
      }
      lines += block.lines.count
      payload += Int64(block.payload.count)
    }
    return ReaderSample(
      events: lines, payloadBytes: payload, nanoseconds: stopwatch.elapsedNanoseconds)
  }
}
