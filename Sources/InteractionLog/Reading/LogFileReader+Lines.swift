extension LogFileReader {
  /// A line of a block as decoding left it: its head, and, when only heads are read, the offset
  /// of its interaction's string in the line, if it has one (decoded when asked).
  struct DecodedLine: Sendable {
    var head: EventHead
    var interaction: Int?
  }

  /// A block's lines, decoded, in order: each line's head or why it is not an event, and, when
  /// events are read, the events of the lines that are, in order.
  ///
  /// The events are kept apart, so that reading heads moves no room for an event per line.
  struct DecodedLines: Sendable {
    var lines: [Result<DecodedLine, EventDecodingError>] = []
    var events: [Event] = []

    /// What an event moved out of ``events`` leaves in its place: nothing to release.
    private static let taken = Event(
      time: WallTime(microsecondsSinceEpoch: 0), monotonicNanoseconds: 0, processID: 0,
      role: ProcessRole(rawValue: ""), thread: 0, session: "",
      payload: .end(events: 0, dropped: 0, errors: 0))

    /// The event at `index`, moved out of the list: each is handed out once, and a copy would
    /// retain every string and array it holds, for the list to release them again later.
    mutating func takeEvent(at index: Int) -> Event {
      var event = Self.taken
      swap(&event, &events[index])
      return event
    }
  }

  /// A line of the current block that passed the checks, waiting to be returned.
  struct PendingLine {
    var head: EventHead
    /// Its event's index in the block's decoded events, when events are read.
    var event: Int
    /// The offset of its interaction's string in the line, when only heads are read.
    var interaction: Int?
    var location: BlockReader.LineLocation
    /// Its bytes in the block's payload.
    var range: Range<Int>
  }

  /// Decodes a block's lines, up to the first that is not an event unless `salvaging`.
  ///
  /// What reading a block needs from the block alone, so that it runs on the thread that
  /// inflated the block; what needs the blocks before it (sequence numbers) is checked in order
  /// afterwards.
  static func decodeLines(
    of block: BlockReader.Block, decoding: LineDecoding, with decoder: EventDecoder,
    salvaging: Bool
  ) -> DecodedLines {
    var decoded = DecodedLines()
    decoded.lines.reserveCapacity(block.lines.count)
    if case .events = decoding { decoded.events.reserveCapacity(block.lines.count) }
    var members: [JSONMember] = []
    let storage = EventDecoder.Storage()
    block.payload.withUnsafeBytes { raw in
      for range in block.lines {
        let bytes = UnsafeRawBufferPointer(rebasing: raw[range])
        let line = Result { () throws(EventDecodingError) in
          switch decoding {
          case .heads:
            let (head, interaction) = try decoder.decodeHead(bytes, members: &members)
            return DecodedLine(head: head, interaction: interaction)
          case .events:
            let event = try decoder.decode(bytes, reusing: storage)
            // The head first, so that appending is the event's last use: a move, not a copy.
            let head = event.head
            decoded.events.append(event)
            return DecodedLine(head: head)
          }
        }
        decoded.lines.append(line)
        if case .failure = line, !salvaging { return }
      }
    }
    return decoded
  }
}
