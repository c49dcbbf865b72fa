import CZlib

/// A raw deflate stream driven directly through zlib, with a fixed output buffer: the
/// baselines' compressor, with nothing of the library in between.
///
/// The library's ``Deflater`` appends into a growing `[UInt8]`; this one hands zlib the same
/// buffer every time, which is as cheap as calling zlib gets.
final class RawDeflateStream {
  private let stream: UnsafeMutablePointer<z_stream>
  private let output: UnsafeMutableRawBufferPointer

  /// Starts a raw deflate stream.
  ///
  /// - Parameter level: zlib's compression level, 0 to 9.
  /// - Throws: ``BenchmarkError/zlib(operation:code:)`` when zlib refuses the settings.
  init(level: Int32) throws(BenchmarkError) {
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
    // -15: raw deflate, no zlib or gzip wrapper, as inside an ilog block.
    let status = CZlib_deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY)
    guard status == Z_OK else {
      stream.deallocate()
      throw .zlib(operation: "deflateInit2", code: status)
    }
    output = .allocate(byteCount: 256 * 1024, alignment: 16)
  }

  deinit {
    deflateEnd(stream)
    stream.deallocate()
    output.deallocate()
  }

  /// Starts a new deflate stream, keeping zlib's allocated state.
  func reset() {
    deflateReset(stream)
  }

  /// Compresses `input` with `flush` (`Z_SYNC_FLUSH`, `Z_FINISH`) and writes the output to
  /// `file`, with one `write(2)` per filled buffer: one per call unless the output tops 256 KiB.
  func compress(_ input: UnsafeRawBufferPointer, flush: Int32, to file: BaselineFile)
    throws(BenchmarkError)
  {
    stream.pointee.next_in = UnsafeMutablePointer(
      mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
    stream.pointee.avail_in = UInt32(input.count)
    defer { stream.pointee.next_in = nil }
    let base = output.baseAddress?.assumingMemoryBound(to: Bytef.self)
    while true {
      stream.pointee.next_out = base
      stream.pointee.avail_out = UInt32(output.count)
      let status = deflate(stream, flush)
      guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
        throw .zlib(operation: "deflate", code: status)
      }
      let produced = output.count - Int(stream.pointee.avail_out)
      // No progress with room to spare: the stream cannot go on (it was already finished).
      if status == Z_BUF_ERROR, produced == 0 { throw .zlib(operation: "deflate", code: status) }
      if produced > 0 { try file.write(UnsafeRawBufferPointer(rebasing: output[..<produced])) }
      // zlib is done with this flush once it leaves output room unused (or ends the stream).
      if status == Z_STREAM_END || (flush != Z_FINISH && stream.pointee.avail_out != 0) { return }
    }
  }
}
