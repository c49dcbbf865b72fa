extension LogFileReader {
  /// A line of a block as decoding left it: its head, and its event unless only heads are read
  /// (then the offset of its interaction's string in the line, if it has one).
  struct DecodedLine: Sendable {
    var head: EventHead
    var event: Event?
    var interaction: Int?
  }

  /// A line of the current block that passed the checks, waiting to be returned.
  struct PendingLine {
    var head: EventHead
    /// Its index in the block's decoded lines, where its event is unless only heads are read.
    var decoded: Int
    /// The offset of its interaction's string in the line, when only heads are read.
    var interaction: Int?
    var location: BlockReader.LineLocation
    /// Its bytes in the block's payload.
    var range: Range<Int>
  }

  /// Each line of a block, decoded, in order.
  typealias DecodedLines = [Result<DecodedLine, EventDecodingError>]

  /// Decodes a block's lines, up to the first that is not an event unless `salvaging`.
  ///
  /// What reading a block needs from the block alone, so that it runs on the thread that
  /// inflated the block; what needs the blocks before it (sequence numbers) is checked in order
  /// afterwards.
  static func decodeLines(
    of block: BlockReader.Block, decoding: LineDecoding, with decoder: EventDecoder,
    salvaging: Bool
  ) -> DecodedLines {
    var decoded: DecodedLines = []
    decoded.reserveCapacity(block.lines.count)
    var members: [JSONMember] = []
    block.payload.withUnsafeBytes { raw in
      for range in block.lines {
        let bytes = UnsafeRawBufferPointer(rebasing: raw[range])
        let line = Result { () throws(EventDecodingError) in
          switch decoding {
          case .heads:
            let (head, interaction) = try decoder.decodeHead(bytes, members: &members)
            return DecodedLine(head: head, interaction: interaction)
          case .events:
            let event = try decoder.decode(bytes)
            return DecodedLine(head: event.head, event: event)
          }
        }
        decoded.append(line)
        if case .failure = line, !salvaging { return }
      }
    }
    return decoded
  }
}
