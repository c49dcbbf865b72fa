import CZlib
import InteractionLog

/// The buffered writer's baseline: the pre-encoded lines cut into block payloads (64 KiB) as
/// the writer cuts them, each compressed whole with `Z_FINISH` and written with one `write(2)`.
///
/// Everything happens on the caller's thread, so the caller's and the sustained figures are
/// the same: the compression work a buffered writer moves off the caller.
struct RawBlockCase: WriterCase {
  let name = "raw zlib Z_FINISH per \(LogFormat.targetBlockPayload / 1024) KiB block"
  let note = "pre-encoded lines; compression + I/O only, all on the caller's thread"
  let corpus: EncodedCorpus

  func run(in directory: String) throws -> WriterSample {
    let file = try BaselineFile(creating: "\(directory)/raw-blocks.deflate")
    let stream = try RawDeflateStream(level: 6)
    let blocks = corpus.blockRanges(limit: LogFormat.targetBlockPayload)
    let stopwatch = Stopwatch()
    try corpus.bytes.withUnsafeBytes { all in
      for block in blocks {
        stream.reset()
        try stream.compress(
          UnsafeRawBufferPointer(rebasing: all[block]), flush: Z_FINISH, to: file)
      }
    }
    let elapsed = stopwatch.elapsedNanoseconds
    return WriterSample(
      callerNanoseconds: elapsed, sustainedNanoseconds: elapsed, fileBytes: Int64(file.size))
  }
}
