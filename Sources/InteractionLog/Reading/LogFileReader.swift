/// Reads the events of one log file, streaming, under a ``RecoveryPolicy``.
///
/// Memory stays bounded by the blocks in flight whatever the file's size: the one being
/// consumed and, on a machine with more than one core, a few sealed blocks inflated and decoded
/// ahead of it on other threads (``ReadAhead``), handed over in file order. Every damage found is
/// kept in ``summary`` with its file, byte offset and line; under ``RecoveryPolicy/strict`` the
/// first one is also thrown. What is read, and the damage reported, are the same whether or not
/// blocks are read ahead.
public final class LogFileReader {
  /// The file being read.
  public let path: String
  /// What the reader does when it meets damage.
  public let policy: RecoveryPolicy
  /// What has been read so far; complete once ``next()`` returned `nil`.
  public private(set) var summary: FileSummary
  private var blocks: BlockReader
  private let decoder: EventDecoder
  private let decoding: LineDecoding
  private let keepsLines: Bool
  /// Blocks read ahead on other threads; `nil` reads every block on the caller's thread.
  let pipeline: BlockReadPipeline<DecodedLines>?
  /// The current block's lines that passed the checks, with the payload they lie in and the
  /// block's decoded lines their events are in (references to the block's, kept until the next
  /// block: an event is copied out once, when it is returned).
  private var pending: [PendingLine] = []
  private var pendingPayload: [UInt8] = []
  private var pendingDecoded = DecodedLines()
  private var pendingIndex = 0
  private var finished = false {
    // Whatever ends reading stops the blocks read ahead.
    didSet { if finished { pipeline?.cancel() } }
  }
  private var seenIndexedBlock = false
  private var skipBelow: UInt64 = 0

  /// Opens `path` for reading.
  ///
  /// - Parameters:
  ///   - path: The log file.
  ///   - policy: What to do about damage; ``RecoveryPolicy/pointInTime`` by default.
  ///   - maximumDepth: The most JSON objects and arrays that may enclose one another in one
  ///     event; a line nested deeper is an `invalid-event` damage.
  /// - Throws: ``LogReadError/system(_:)`` when the file cannot be opened.
  public convenience init(
    path: String, policy: RecoveryPolicy = .pointInTime, maximumDepth: Int = 64
  ) throws(LogReadError) {
    try self.init(
      path: path, policy: policy, maximumDepth: maximumDepth, decoding: .events(.full))
  }

  /// Opens `path` for reading, decoding as much of each event as `detail` says and reading
  /// blocks ahead within `readAhead`.
  ///
  /// - Parameters:
  ///   - path: The log file.
  ///   - policy: What to do about damage.
  ///   - maximumDepth: The most JSON objects and arrays that may enclose one another in one
  ///     event.
  ///   - detail: How much of each event becomes Swift values.
  ///   - keepsLines: Whether each record keeps its line's bytes (``LogRecord/lineBytes``), for
  ///     a reader that prints them as they are.
  ///   - readAhead: How many blocks, and how many payload bytes, other threads read ahead;
  ///     ``ReadAhead/sequential`` reads on the caller's thread alone.
  /// - Throws: ``LogReadError/system(_:)`` when the file cannot be opened.
  package convenience init(
    path: String, policy: RecoveryPolicy = .pointInTime, maximumDepth: Int = 64,
    detail: EventDecoder.Detail, keepsLines: Bool = false, readAhead: ReadAhead = .automatic()
  ) throws(LogReadError) {
    try self.init(
      path: path, policy: policy, maximumDepth: maximumDepth, decoding: .events(detail),
      keepsLines: keepsLines, readAhead: readAhead)
  }

  /// Opens `path` for reading, decoding as much of each line as `decoding` says and reading
  /// blocks ahead within `readAhead`.
  ///
  /// - Parameters:
  ///   - path: The log file.
  ///   - policy: What to do about damage.
  ///   - maximumDepth: The most JSON objects and arrays that may enclose one another in one
  ///     event.
  ///   - decoding: Events, to a detail, or each line's head alone (for ``nextLine()``).
  ///   - keepsLines: Whether each record keeps its line's bytes (``LogRecord/lineBytes``).
  ///   - readAhead: How many blocks, and how many payload bytes, other threads read ahead.
  /// - Throws: ``LogReadError/system(_:)`` when the file cannot be opened.
  package init(
    path: String, policy: RecoveryPolicy = .pointInTime, maximumDepth: Int = 64,
    decoding: LineDecoding, keepsLines: Bool = false, readAhead: ReadAhead = .automatic()
  ) throws(LogReadError) {
    self.path = path
    self.policy = policy
    self.decoding = decoding
    self.keepsLines = keepsLines
    let file: FileDescriptor
    do {
      file = try FileDescriptor.openForReading(path)
    } catch {
      throw .system(error)
    }
    blocks = try BlockReader(path: path, file: file)
    // A reader of heads decodes no event: its decoder's detail does not matter.
    let detail = decoding.detail ?? .full
    decoder = EventDecoder(maximumDepth: maximumDepth, detail: detail)
    summary = FileSummary(path: path)
    let salvaging = policy == .salvage
    pipeline =
      readAhead.blocks > 0
      ? BlockReadPipeline(path: path, file: file, limits: readAhead) { block in
        Self.decodeLines(
          of: block, decoding: decoding,
          with: EventDecoder(maximumDepth: maximumDepth, detail: detail),
          salvaging: salvaging)
      } : nil
  }

  /// The next event, or `nil` at the end (or at the first damage under point-in-time).
  ///
  /// Each damage met is added to ``summary``. Under ``RecoveryPolicy/salvage`` reading goes on
  /// at the next block after damage; a torn tail ends it. Under ``RecoveryPolicy/strict`` the
  /// damage is thrown before any event of its block is returned, and every later call returns
  /// `nil`. (A plain gzip member over 1 MiB is read in pieces, and its CRC-32 checked at its
  /// end: the events of its earlier pieces may have been returned by then.)
  ///
  /// - Returns: The event with the file, block offset and line it was read from, or `nil` when
  ///   there is nothing more to read.
  /// - Throws: ``LogReadError/damaged(_:)`` under the strict policy, ``LogReadError/system(_:)``
  ///   when the file cannot be read.
  public func next() throws(LogReadError) -> LogRecord? {
    // Only the package's own readers (`ilog events --json`) read heads, and they ask for lines.
    precondition(decoding != .heads, "LogFileReader: a reader of heads hands out nextLine()")
    guard let line = try nextPending() else { return nil }
    let event = pendingDecoded.takeEvent(at: line.event)
    return LogRecord(
      event: event, file: path, blockOffset: line.location.offset, line: line.location.line,
      lineBytes: keepsLines ? pendingPayload[line.range] : nil)
  }

  /// The next line, its JSON and envelope checked and its head decoded, or `nil` at the end
  /// (or at the first damage under point-in-time).
  ///
  /// What ``next()`` would return, as the log holds it, with the same damage, but for a line
  /// whose kind's own fields (not its envelope's) are missing or of the wrong type: ``next()``
  /// would report it as damage, this passes it through, since it is not decoded.
  ///
  /// - Returns: The line with its place, or `nil` when there is nothing more to read.
  /// - Throws: As ``next()``.
  package func nextLine() throws(LogReadError) -> LogLine? {
    guard let line = try nextPending() else { return nil }
    return LogLine(
      head: line.head, file: path, blockOffset: line.location.offset, line: line.location.line,
      bytes: pendingPayload[line.range], interactionOffset: line.interaction)
  }

  private func nextPending() throws(LogReadError) -> PendingLine? {
    while pendingIndex == pending.count {
      if finished { return nil }
      try readBlock()
    }
    defer { pendingIndex += 1 }
    return pending[pendingIndex]
  }

  /// Moves to the first event whose sequence number is at least `sequence`, skipping sealed
  /// blocks by their index without inflating them.
  ///
  /// Call before the first ``next()``. Events before `sequence` in the blocks that cannot be
  /// skipped (open ones, and the one holding `sequence`) are read but not returned
  /// (FORMAT.md §6.1).
  ///
  /// - Parameter sequence: The lowest sequence number ``next()`` returns.
  /// - Throws: ``LogReadError/system(_:)`` when the file cannot be read.
  public func seek(toSequence sequence: UInt64) throws(LogReadError) {
    skipBelow = sequence
    try blocks.skipSealedBlocks(endingBefore: sequence)
  }

  private func record(_ damage: LogDamage) throws(LogReadError) {
    summary.damages.append(damage)
    if policy == .strict { try fail(damage) }
  }

  /// Ends reading with `damage` under the strict policy; the damaged block's good lines are
  /// dropped, so that no call after the throw returns an event read past the damage.
  private func fail(_ damage: LogDamage) throws(LogReadError) {
    finished = true
    pending.removeAll()
    pendingDecoded = DecodedLines()
    pendingIndex = 0
    throw .damaged(damage)
  }

  private func readBlock() throws(LogReadError) {
    pending.removeAll(keepingCapacity: true)
    pendingPayload = []
    pendingDecoded = DecodedLines()
    pendingIndex = 0
    let start = blocks.position
    let block: BlockReader.Block
    let lines: DecodedLines
    if blocks.isAtMemberStart, let ahead = try pipeline?.take(at: start) {
      // Read from the start of its member as `blocks` would have read it; on from its end.
      block = ahead.block
      lines = ahead.decoded
      blocks.seek(to: block.end)
    } else {
      guard let next = try blocks.next() else {
        finished = true
        return
      }
      block = next
      lines = Self.decodeLines(
        of: block, decoding: decoding, with: decoder, salvaging: policy == .salvage)
    }
    if block.startsMember { summary.blocks += 1 }
    summary.compressedBytes += block.end - start
    summary.payloadBytes += Int64(block.payload.count)
    if let index = block.index {
      seenIndexedBlock = true
      if !index.isSealed { summary.openBlocks += 1 }
    }
    let damageBefore = summary.damages.count
    check(block, lines)
    let eventDamage = summary.damages.count > damageBefore
    pendingPayload = block.payload
    pendingDecoded = lines
    if let damage = block.damage {
      try record(damage)
    } else if eventDamage, policy == .strict, let first = summary.damages.last {
      try fail(first)
    }
    if block.damage != nil || eventDamage {
      switch policy {
      case .strict, .pointInTime:
        finished = true
      case .salvage:
        if block.damage != nil, block.damage?.kind != .tornTail {
          if let resume = block.resumeAt {
            blocks.seek(to: resume)
          } else if let next = try blocks.nextBlockStart(
            after: block.offset, requireIndex: seenIndexedBlock)
          {
            blocks.seek(to: next)
          } else {
            finished = true
          }
        } else if block.damage?.kind == .tornTail {
          finished = true
        }
      }
    }
  }

  /// Checks a block's decoded lines and adds their events to `pending`.
  ///
  /// Checks sequence numbers against the block's index and the events before, and stops at the
  /// first bad line unless salvaging.
  private func check(_ block: BlockReader.Block, _ lines: DecodedLines) {
    // Counted in locals and stored once per block: the summary is a class's property, whose
    // every access is checked for exclusivity, and a kind's count is a hash per line.
    var summary = self.summary
    self.summary = FileSummary(path: path)  // so that `summary`'s storage is not shared
    var kindCounts: [(kind: EventKind, count: Int)] = []
    defer {
      for (kind, count) in kindCounts { summary.eventsByKind[kind, default: 0] += count }
      self.summary = summary
    }
    var expectedFirst = block.index?.firstSequence
    // The index of the next good line's event in `lines.events`, which holds one per good line.
    var nextEvent = 0
    for number in block.lines.indices {
      let location = block.location(ofLine: number)
      let head: EventHead
      let interaction: Int?
      let event = nextEvent
      // `lines` ends after the first bad line unless salvaging, and so does this loop.
      switch lines.lines[number] {
      case .success(let value):
        head = value.head
        interaction = value.interaction
        nextEvent += 1
      case .failure(let error):
        summary.damages.append(
          LogDamage(
            kind: .invalidEvent, file: path, offset: location.offset, line: location.line,
            message: error.description))
        if policy == .salvage { continue } else { return }
      }
      if let first = expectedFirst {
        expectedFirst = nil
        if head.sequence != first {
          summary.damages.append(
            LogDamage(
              kind: .sequence, file: path, offset: location.offset, line: location.line,
              message:
                "the block's index says its first event is \(first), the line has \(head.sequence)"
            ))
          if policy != .salvage { return }
        }
      }
      if let last = summary.lastSequence, head.sequence <= last {
        summary.damages.append(
          LogDamage(
            kind: .sequence, file: path, offset: location.offset, line: location.line,
            message: "sequence number \(head.sequence) does not increase (previous \(last))"))
        if policy != .salvage { return }
        continue
      }
      if summary.firstSequence == nil {
        summary.firstSequence = head.sequence
        summary.hasHeader = head.kind == .header
      }
      summary.lastSequence = head.sequence
      summary.hasEnd = head.kind == .end
      guard head.sequence >= skipBelow else { continue }
      summary.events += 1
      if let index = kindCounts.firstIndex(where: { $0.kind == head.kind }) {
        kindCounts[index].count += 1
      } else {
        kindCounts.append((head.kind, 1))
      }
      pending.append(
        PendingLine(
          head: head, event: event, interaction: interaction, location: location,
          range: block.lines[number]))
    }
    if let index = block.index, index.isSealed, block.damage == nil,
      Int(index.eventCount) != block.lines.count
    {
      summary.damages.append(
        LogDamage(
          kind: .sequence, file: path, offset: block.offset,
          message:
            "the block's index says \(index.eventCount) events, it holds \(block.lines.count)"))
    }
  }
}
