import CZlib

/// The write-through target's baseline: the pre-encoded lines through one raw deflate stream,
/// each line flushed with `Z_SYNC_FLUSH` and written with its own `write(2)`.
///
/// This is the least any write-through writer can do per event (compress, flush to a byte
/// boundary, write) with no serialization, framing, CRC-32 or locking.
struct RawSyncFlushCase: WriterCase {
  let name = "raw zlib Z_SYNC_FLUSH + write(2) per line"
  let note = "pre-encoded lines; one deflate stream; compression + I/O only"
  let corpus: EncodedCorpus

  func run(in directory: String) throws -> WriterSample {
    let file = try BaselineFile(creating: "\(directory)/raw-sync-flush.deflate")
    let stream = try RawDeflateStream(level: 6)
    let stopwatch = Stopwatch()
    try corpus.bytes.withUnsafeBytes { all in
      for index in 0..<corpus.lineCount {
        let line = UnsafeRawBufferPointer(rebasing: all[corpus.lineRange(index)])
        try stream.compress(line, flush: Z_SYNC_FLUSH, to: file)
      }
      try stream.compress(UnsafeRawBufferPointer(start: nil, count: 0), flush: Z_FINISH, to: file)
    }
    let elapsed = stopwatch.elapsedNanoseconds
    return WriterSample(
      callerNanoseconds: elapsed, sustainedNanoseconds: elapsed, fileBytes: Int64(file.size))
  }
}
