/// One file a ``LogFollower`` follows: where to read from next and what it has returned.
///
/// A write-through writer grows its last block in place, event by event, and seals it only when
/// it is full or the file is closed; until then the block reads as a torn tail. So the file is
/// read again from the start of its last incomplete block whenever it grows, and events are
/// returned by sequence number, each once. A torn tail is never damage here: it is the writer at
/// work.
struct FollowedFile {
  /// Damage as the follower recognizes it again on a later read.
  struct DamageKey: Hashable {
    var offset: Int64
    var line: Int?
    var kind: LogDamage.Kind

    init(_ damage: LogDamage) {
      offset = damage.offset
      line = damage.line
      kind = damage.kind
    }
  }

  let path: String
  /// Where the next read starts: the start of the last block not yet read completely, with
  /// the line plain gzip members carried into it.
  private var start = BlockReader.Checkpoint(position: 0)
  /// The file's size at the last read, `nil` before the first.
  private var lastSize: Int64?
  /// The sequence number of the last event returned.
  private(set) var lastSequence: UInt64?
  /// Whether the last event returned is an `end`.
  private(set) var hasEnded = false
  /// Damage seen on the last read and not yet confirmed by a second one.
  private var suspect: DamageKey?
  /// Damage confirmed and reported; reads skip past it.
  private var settled: Set<DamageKey> = []
  /// For the first read: skip sealed blocks so that at least this many events remain.
  private var startNearLast: Int?

  init(path: String, startNearLast: Int?) {
    self.path = path
    self.startNearLast = startNearLast
  }

  /// Reads what the file gained since the last call.
  ///
  /// - Parameters:
  ///   - decoder: Decodes the lines.
  ///   - confirming: Report damage only when a second read finds it again (while following,
  ///     a block being written can be read half-updated); otherwise report it at once.
  ///   - damages: Where confirmed damage is added.
  /// - Returns: The new events, in file order.
  /// - Throws: ``LogReadError/system(_:)`` when the file cannot be read.
  mutating func read(decoder: EventDecoder, confirming: Bool, damages: inout [LogDamage])
    throws(LogReadError) -> [LogRecord]
  {
    guard let size = fileSize(path) else { return [] }
    if size == lastSize, suspect == nil { return [] }
    if size < start.position {
      // Cut below what was read: a new file in its place. Start again.
      start = BlockReader.Checkpoint(position: 0)
      lastSequence = nil
    }
    if let count = startNearLast {
      startNearLast = nil
      start = BlockReader.Checkpoint(
        position: try Self.start(of: path, keepingAtLeast: count, size: size))
      if start.position > 0 {
        let records = try read(decoder: decoder, confirming: confirming, damages: &damages)
        if records.count >= count { return records }
        // Damaged blocks held fewer events than their indexes say: read it all.
        start = BlockReader.Checkpoint(position: 0)
        lastSequence = nil
        suspect = nil
      }
    }
    lastSize = size
    let previousSuspect = suspect
    suspect = nil
    var reader = try BlockReader(path: path)
    reader.restore(start)
    var records: [LogRecord] = []
    while let block = try reader.next() {
      if let damage = block.damage, damage.kind != .tornTail {
        let key = DamageKey(damage)
        if !settled.contains(key) {
          guard !confirming || previousSuspect == key else {
            suspect = key
            start = block.checkpoint
            return records
          }
          settled.insert(key)
          damages.append(damage)
        }
        if let resume = block.resumeAt {
          reader.seek(to: resume)
          continue
        }
        guard let next = try reader.nextBlockStart(after: block.offset, requireIndex: true) else {
          start = block.checkpoint
          return records
        }
        reader.seek(to: next)
        continue
      }
      let storage = EventDecoder.Storage()
      for (number, range) in block.lines.enumerated() {
        let location = block.location(ofLine: number)
        let decoded = block.payload.withUnsafeBytes { raw in
          Result { () throws(EventDecodingError) in
            try decoder.decode(UnsafeRawBufferPointer(rebasing: raw[range]), reusing: storage)
          }
        }
        switch decoded {
        case .success(let event):
          if let last = lastSequence, event.sequence <= last { continue }
          lastSequence = event.sequence
          hasEnded = event.kind == .end
          records.append(
            LogRecord(
              event: event, file: path, blockOffset: location.offset, line: location.line))
        case .failure(let error):
          let damage = LogDamage(
            kind: .invalidEvent, file: path, offset: location.offset, line: location.line,
            message: error.description)
          let key = DamageKey(damage)
          if settled.contains(key) { continue }
          guard !confirming || previousSuspect == key else {
            suspect = key
            start = block.checkpoint
            return records
          }
          settled.insert(key)
          damages.append(damage)
        }
      }
      if block.damage != nil {
        // A torn tail: the writer is still at work on this block.
        start = block.checkpoint
        return records
      }
      start = reader.checkpoint
    }
    start = reader.checkpoint
    return records
  }

  /// The offset of the sealed block from which at least `count` events remain, by the indexes
  /// of the blocks that end within the file's `size`; 0 when they hold fewer.
  private static func start(of path: String, keepingAtLeast count: Int, size: Int64)
    throws(LogReadError) -> Int64
  {
    let file: FileDescriptor
    do {
      file = try FileDescriptor.openForReading(path)
    } catch {
      throw .system(error)
    }
    var blocks: [(offset: Int64, events: Int)] = []
    var header = [UInt8](repeating: 0, count: GzipHeader.blockHeaderLength)
    var offset: Int64 = 0
    while true {
      let result = header.withUnsafeMutableBytes { raw in
        Result { () throws(SystemError) in try file.read(into: raw, at: offset) }
      }
      guard case .success(let read) = result, read == header.count,
        case .header(let gzip) = header.withUnsafeBytes({ GzipHeader.parse($0) }),
        let index = gzip.index, index.isSealed, BlockReader.checkLimits(index) == nil,
        offset + Int64(index.memberSize) <= size
      else { break }
      blocks.append((offset, Int(index.eventCount)))
      offset += Int64(index.memberSize)
    }
    var remaining = 0
    for block in blocks.reversed() {
      remaining += block.events
      if remaining >= count { return block.offset }
    }
    return 0
  }
}
