import CZlib

// Every zlib call of the project lives in this file, so the C surface is read in one place.

/// A failure reported by zlib, with the operation and zlib's own message.
package struct ZlibError: Error, Hashable, CustomStringConvertible {
  package var operation: String
  package var code: Int32
  package var message: String

  package var description: String {
    "zlib \(operation) failed (\(code)\(message.isEmpty ? "" : ": \(message)"))"
  }
}

/// The CRC-32 (ISO 3309, as in gzip trailers) of `bytes`, continuing from `crc`.
package func crc32(_ crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
  guard let base = bytes.baseAddress, !bytes.isEmpty else { return crc }
  return UInt32(
    truncatingIfNeeded: CZlib.crc32(
      UInt(crc), base.assumingMemoryBound(to: Bytef.self), UInt32(bytes.count)))
}

/// A raw deflate stream (no zlib or gzip wrapper: we write the gzip framing ourselves).
///
/// The `z_stream` is heap-allocated because zlib keeps a pointer back to it.
package final class Deflater {
  private let stream: UnsafeMutablePointer<z_stream>

  /// Creates a raw deflate stream.
  ///
  /// - Parameter level: 0 (store) to 9 (smallest); -1 is zlib's default (6).
  /// - Throws: ``ZlibError`` when zlib cannot set the stream up (an invalid level, no memory).
  package init(level: Int32) throws(ZlibError) {
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
    let status = CZlib_deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY)
    guard status == Z_OK else {
      stream.deallocate()
      throw ZlibError(operation: "deflateInit2", code: status, message: "")
    }
  }

  deinit {
    deflateEnd(stream)
    stream.deallocate()
  }

  /// Starts a new stream with the same settings, keeping the allocated state.
  package func reset() {
    deflateReset(stream)
  }

  /// Compresses `input` and appends the output to `output`.
  ///
  /// - Parameters:
  ///   - input: the bytes to compress; may be empty (for example to finish the stream).
  ///   - finish: `true` ends the deflate stream (`Z_FINISH`); `false` flushes to a byte
  ///     boundary (`Z_SYNC_FLUSH`) so everything given so far can be decompressed.
  ///   - output: receives the compressed bytes.
  /// - Throws: ``ZlibError`` with zlib's status when deflate fails.
  package func compress(
    _ input: UnsafeRawBufferPointer, finish: Bool, into output: inout [UInt8]
  ) throws(ZlibError) {
    let flush = finish ? Z_FINISH : Z_SYNC_FLUSH
    stream.pointee.next_in = UnsafeMutablePointer(
      mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
    stream.pointee.avail_in = UInt32(input.count)
    while true {
      let bound = Int(deflateBound(stream, UInt(input.count))) + 16
      let start = output.count
      output.reserveCapacity(start + bound)
      var status: Int32 = Z_OK
      var produced = 0
      // Grow the array into uninitialized capacity and let zlib fill it.
      output.append(contentsOf: repeatElement(0, count: bound))
      output.withUnsafeMutableBufferPointer { buffer in
        // Never nil: the array has just grown by `bound` bytes.
        guard let base = buffer.baseAddress.map({ $0 + start }) else {
          stream.pointee.avail_out = 0
          status = Z_MEM_ERROR
          return
        }
        stream.pointee.next_out = base
        stream.pointee.avail_out = UInt32(bound)
        status = deflate(stream, flush)
        produced = bound - Int(stream.pointee.avail_out)
      }
      output.removeLast(bound - produced)
      if finish {
        if status == Z_STREAM_END { break }
      } else if stream.pointee.avail_in == 0 && stream.pointee.avail_out != 0 {
        break
      }
      guard status == Z_OK || status == Z_BUF_ERROR else {
        throw ZlibError(operation: "deflate", code: status, message: lastMessage)
      }
    }
    stream.pointee.next_in = nil
  }

  private var lastMessage: String {
    stream.pointee.msg.map { String(cString: $0) } ?? ""
  }
}

/// A raw inflate stream that decompresses one deflate stream from input handed in pieces.
package final class Inflater {
  /// What one call to ``inflate(_:into:limit:)`` ended with.
  package enum Outcome: Equatable {
    /// All input was consumed and the stream goes on; hand in more input.
    case needsInput
    /// The deflate stream ended; `unused` input bytes follow it.
    case streamEnd(unused: Int)
    /// The output grew past `limit` bytes (by at most one); `unused` input bytes were not
    /// consumed, and the stream can go on from them once the output has room.
    case limitExceeded(unused: Int)
  }

  private let stream: UnsafeMutablePointer<z_stream>
  /// The most bytes zlib writes into the output's spare capacity at a time.
  private static let chunkSize = 64 * 1024

  package init() throws(ZlibError) {
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
    let status = CZlib_inflateInit2(stream, -15)
    guard status == Z_OK else {
      stream.deallocate()
      throw ZlibError(operation: "inflateInit2", code: status, message: "")
    }
  }

  deinit {
    inflateEnd(stream)
    stream.deallocate()
  }

  /// Starts a new stream, keeping the allocated window.
  package func reset() {
    inflateReset(stream)
  }

  /// Decompresses `input`, appending to `output`, never letting `output` grow more than one
  /// byte past `limit` (that byte tells "over the limit" apart from "exactly at it").
  ///
  /// - Throws: ``ZlibError`` when the input is not valid deflate data.
  package func inflate(
    _ input: UnsafeRawBufferPointer, into output: inout [UInt8], limit: Int
  ) throws(ZlibError) -> Outcome {
    stream.pointee.next_in = UnsafeMutablePointer(
      mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
    stream.pointee.avail_in = UInt32(input.count)
    defer { stream.pointee.next_in = nil }
    while true {
      let room = limit - output.count
      // One byte more than allowed tells "exceeds" apart from "exactly at the limit".
      let chunk = min(max(room + 1, 1), Self.chunkSize)
      var status = Z_OK
      // zlib writes straight into the output's spare capacity: neither zeros written first
      // nor a copy from a scratch buffer (a caller that reserves the block's size up front
      // has the output grow in place).
      output.append(addingCapacity: chunk) { span in
        span.withUnsafeMutableBufferPointer { buffer, initializedCount in
          let start = buffer.baseAddress.map { $0 + initializedCount }
          stream.pointee.next_out = start
          stream.pointee.avail_out = UInt32(chunk)
          status = CZlib.inflate(stream, Z_NO_FLUSH)
          stream.pointee.next_out = nil
          initializedCount += chunk - Int(stream.pointee.avail_out)
        }
      }
      if output.count > limit { return .limitExceeded(unused: Int(stream.pointee.avail_in)) }
      switch status {
      case Z_STREAM_END:
        return .streamEnd(unused: Int(stream.pointee.avail_in))
      case Z_OK:
        if stream.pointee.avail_in == 0 && stream.pointee.avail_out != 0 { return .needsInput }
      case Z_BUF_ERROR:
        // No progress possible: either the input is used up or the output chunk was full.
        if stream.pointee.avail_in == 0 { return .needsInput }
      default:
        let message = stream.pointee.msg.map { String(cString: $0) } ?? ""
        throw ZlibError(operation: "inflate", code: status, message: message)
      }
    }
  }
}
