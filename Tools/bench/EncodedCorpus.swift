import InteractionLog

/// The generated events serialized once by ``EventEncoder``: the canonical lines a
/// ``LogWriter`` writes for them, which the raw zlib baselines compress, so that those rows
/// time compression and I/O only.
struct EncodedCorpus {
  /// Every line, newline included, back to back.
  let bytes: [UInt8]
  /// Where each line ends in ``bytes`` (exclusive); line `i` starts where line `i - 1` ends.
  let lineEnds: [Int]

  /// Encodes `events` in order.
  init(events: [Event]) {
    var encoder = EventEncoder()
    var bytes: [UInt8] = []
    var lineEnds: [Int] = []
    lineEnds.reserveCapacity(events.count)
    for event in events {
      encoder.encode(event)
      bytes.append(contentsOf: encoder.bytes)
      lineEnds.append(bytes.count)
    }
    self.bytes = bytes
    self.lineEnds = lineEnds
  }

  var lineCount: Int { lineEnds.count }

  /// The byte range of line `index`, newline included.
  func lineRange(_ index: Int) -> Range<Int> {
    (index == 0 ? 0 : lineEnds[index - 1])..<lineEnds[index]
  }

  /// The corpus cut into block payloads as a writer cuts it: whole lines, a block sealed before
  /// it would exceed `limit` bytes (a longer line goes alone).
  func blockRanges(limit: Int) -> [Range<Int>] {
    var blocks: [Range<Int>] = []
    var start = 0
    var end = 0
    for lineEnd in lineEnds {
      if lineEnd - start > limit, end > start {
        blocks.append(start..<end)
        start = end
      }
      end = lineEnd
    }
    if end > start { blocks.append(start..<end) }
    return blocks
  }
}
