/// Turns lines into `ilog/1` blocks: either streamed, one flushed event at a time into an open
/// block (write-through), or a whole payload compressed at once into a sealed block (buffered).
///
/// Not thread-safe: one writer drives it.
package final class BlockEncoder {
  private let deflater: Deflater
  // State of the open streamed block.
  private(set) package var isOpen = false
  private(set) package var payloadSize = 0
  private(set) package var eventCount = 0
  private(set) package var memberSize = 0
  private var firstSequence: UInt64 = 0
  private var crc: UInt32 = 0

  /// An encoder whose blocks deflate at `level`.
  ///
  /// - Parameter level: zlib compression level, 0 to 9, or -1 for zlib's default.
  /// - Throws: ``ZlibError`` when zlib cannot set up its stream.
  package init(level: Int32) throws(ZlibError) {
    deflater = try Deflater(level: level)
  }

  /// Starts an open block whose first event is `firstSequence`, appending its header to `output`.
  package func open(firstSequence: UInt64, into output: inout [UInt8]) {
    precondition(!isOpen, "a block is already open")
    deflater.reset()
    isOpen = true
    self.firstSequence = firstSequence
    payloadSize = 0
    eventCount = 0
    crc = 0
    let header = GzipHeader.blockHeader(.open(firstSequence: firstSequence))
    output.append(contentsOf: header)
    memberSize = header.count
  }

  /// Compresses one line into the open block and flushes it to a byte boundary, so the bytes
  /// appended to `output` make the line readable even if the block is never finished.
  package func append(_ line: UnsafeRawBufferPointer, into output: inout [UInt8]) throws(ZlibError)
  {
    precondition(isOpen, "no block is open")
    let before = output.count
    try deflater.compress(line, finish: false, into: &output)
    memberSize += output.count - before
    crc = crc32(crc, line)
    payloadSize += line.count
    eventCount += 1
  }

  /// Ends the open block: appends the end of the deflate stream and the gzip trailer to
  /// `output`, and returns the sealed index to write over the placeholder at the block's start.
  package func seal(into output: inout [UInt8]) throws(ZlibError) -> BlockIndex {
    precondition(isOpen, "no block is open")
    let before = output.count
    try deflater.compress(UnsafeRawBufferPointer(start: nil, count: 0), finish: true, into: &output)
    output.appendLittleEndian(crc)
    output.appendLittleEndian(UInt32(truncatingIfNeeded: payloadSize))
    memberSize += output.count - before
    isOpen = false
    return BlockIndex(
      isSealed: true, memberSize: UInt32(memberSize), payloadSize: UInt32(payloadSize),
      firstSequence: firstSequence, eventCount: UInt32(eventCount))
  }

  /// Compresses a whole payload of `eventCount` lines into one sealed block appended to `output`.
  package func encodeSealedBlock(
    _ payload: UnsafeRawBufferPointer, firstSequence: UInt64, eventCount: Int,
    into output: inout [UInt8]
  ) throws(ZlibError) {
    precondition(!isOpen, "a streamed block is open")
    deflater.reset()
    let start = output.count
    output.append(contentsOf: GzipHeader.blockHeader(.open(firstSequence: firstSequence)))
    try deflater.compress(payload, finish: true, into: &output)
    output.appendLittleEndian(crc32(0, payload))
    output.appendLittleEndian(UInt32(truncatingIfNeeded: payload.count))
    let index = BlockIndex(
      isSealed: true, memberSize: UInt32(output.count - start), payloadSize: UInt32(payload.count),
      firstSequence: firstSequence, eventCount: UInt32(eventCount))
    let data = index.data
    for (offset, byte) in data.enumerated() {
      output[start + GzipHeader.indexDataOffset + offset] = byte
    }
  }
}
