extension LogFileReader {
  /// Each line of a block, decoded, in order.
  typealias DecodedLines = [Result<Event, EventDecodingError>]

  /// Decodes a block's lines, up to the first that is not an event unless `salvaging`.
  ///
  /// What reading a block needs from the block alone, so that it runs on the thread that
  /// inflated the block; what needs the blocks before it (sequence numbers) is checked in order
  /// afterwards.
  static func decodeLines(
    of block: BlockReader.Block, with decoder: EventDecoder, salvaging: Bool
  ) -> DecodedLines {
    var decoded: DecodedLines = []
    decoded.reserveCapacity(block.lines.count)
    block.payload.withUnsafeBytes { raw in
      for range in block.lines {
        let line = Result { () throws(EventDecodingError) in
          try decoder.decode(UnsafeRawBufferPointer(rebasing: raw[range]))
        }
        decoded.append(line)
        if case .failure = line, !salvaging { return }
      }
    }
    return decoded
  }
}
