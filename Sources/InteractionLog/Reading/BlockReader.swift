/// Reads a log file block by block, streaming: memory stays bounded by one block (≤ 1 MiB
/// payload) whatever the file's size.
///
/// It reads `ilog/1` blocks and any other gzip members (plain `gzip`'d JSON Lines), checks every
/// member's deflate data, CRC-32 and length, and reports damage with its byte offset instead of
/// throwing, so a caller can apply its own recovery policy.
///
/// Plain gzip members are one stream, as `zcat` reads them (FORMAT.md §6.3): a line may run
/// from one member into the next, so the start of an unfinished line is carried into the next
/// block, and a last line without a newline is returned at the end of the file. A plain member
/// whose output (with the line carried into it) passes 1 MiB is returned in pieces, each
/// ending after a line; a line longer than 1 MiB is damage.
package struct BlockReader {
  package let path: String
  private let file: FileDescriptor
  private let inflater: Inflater
  /// Where the next block is read from.
  package private(set) var position: Int64 = 0
  private var chunk: [UInt8] = Array(repeating: 0, count: 64 * 1024)
  /// The start of a line that the plain gzip members read so far left unfinished.
  private var carry: Carry?
  /// Whether `carry` was returned as the file's last line (the file ended after it).
  private var carryReturned = false
  /// A plain gzip member that goes on after the piece last returned.
  private var current: Member?

  package init(path: String) throws(LogReadError) {
    let file: FileDescriptor
    do {
      file = try FileDescriptor.openForReading(path)
    } catch {
      throw .system(error)
    }
    try self.init(path: path, file: file)
  }

  /// A reader of a file another reader opened: readers on several threads share one descriptor,
  /// since every read names its offset.
  package init(path: String, file: FileDescriptor) throws(LogReadError) {
    self.path = path
    self.file = file
    do {
      inflater = try Inflater()
    } catch {
      throw .system(SystemError(operation: "inflateInit2", path: path, code: 12))
    }
  }

  /// Where reading would start again now: the member being read, or the next one, with the
  /// line carried into it.
  package var checkpoint: Checkpoint {
    current?.checkpoint ?? Checkpoint(position: position, carry: carry)
  }

  /// Whether reading goes on at the start of a gzip member with no line carried into it: what
  /// a reader that only ever sought to ``position`` would read next.
  package var isAtMemberStart: Bool { current == nil && carry == nil }

  /// Moves to `offset`, where a block is expected to start at the start of a line.
  package mutating func seek(to offset: Int64) {
    restore(Checkpoint(position: offset))
  }

  /// Moves back (or on) to a place ``checkpoint`` or a block's checkpoint gave.
  package mutating func restore(_ checkpoint: Checkpoint) {
    position = checkpoint.position
    carry = checkpoint.carry
    carryReturned = false
    current = nil
  }

  /// Reads the next block, or returns `nil` at the clean end of the file.
  package mutating func next() throws(LogReadError) -> Block? {
    if let member = current { return try inflate(member) }
    let start = position
    let before = checkpoint
    var header = [UInt8](repeating: 0, count: GzipHeader.blockHeaderLength)
    var headerBytes = try read(into: &header, at: start)
    if headerBytes == 0 { return lastLine() }
    if carryReturned {
      // The file grew after its last line was returned: that line ended where the file did.
      carry = nil
      carryReturned = false
    }
    var parsed = parseHeader(header, count: headerBytes)
    if parsed == .needsMoreBytes, headerBytes == header.count {
      // A foreign header with a file name or comment: read as much as such a header may hold.
      header = [UInt8](repeating: 0, count: 2 * GzipHeader.maximumTextField + 64)
      headerBytes = try read(into: &header, at: start)
      parsed = parseHeader(header, count: headerBytes)
    }
    let gzip: GzipHeader
    switch parsed {
    case .header(let found):
      gzip = found
    case .needsMoreBytes:
      position = start + Int64(headerBytes)
      return damaged(
        .tornTail, at: start, end: position, before,
        "the file ends inside a gzip header (\(headerBytes) bytes after the block's start)")
    case .invalid(let reason):
      let kind: LogDamage.Kind = start == 0 ? .notALog : .corruptBlock
      position = start + 1
      return damaged(kind, at: start, end: position, before, "expected \(reason)")
    }
    if gzip.index != nil, let cut = carry {
      return lineCut(cut, byBlockAt: start)
    }
    if let index = gzip.index, index.isSealed {
      if let problem = Self.checkLimits(index) {
        position = start + Int64(gzip.length)
        return damaged(.limitExceeded, at: start, end: position, before, problem)
      }
    }
    let limit =
      gzip.index.flatMap { $0.isSealed ? Int($0.payloadSize) : nil }
      ?? LogFormat.maximumBlockPayload
    inflater.reset()
    return try inflate(
      Member(
        start: start, header: gzip, cursor: start + Int64(gzip.length), limit: limit,
        checkpoint: before))
  }

  /// At the end of the file: the line the plain gzip members left without a newline, which
  /// `zcat` prints as the last line, once.
  private mutating func lastLine() -> Block? {
    guard let last = carry, !carryReturned else { return nil }
    carryReturned = true
    return Block(
      offset: last.origin.offset, index: nil, payload: last.bytes, lines: [0..<last.bytes.count],
      end: position, damage: nil, firstLine: last.origin, lineBase: last.origin.line,
      startsMember: false, resumeAt: nil, checkpoint: checkpoint)
  }

  /// Plain gzip members that end inside a line, followed by an `ilog/1` block: a line never runs
  /// into a block, so the unfinished line is damage, and reading may go on at the block.
  private mutating func lineCut(_ cut: Carry, byBlockAt start: Int64) -> Block {
    let before = checkpoint
    carry = nil
    let damage = LogDamage(
      kind: .corruptBlock, file: path, offset: cut.origin.offset, line: cut.origin.line,
      message:
        "the plain gzip members end inside this line (\(cut.bytes.count) bytes) and an ilog/1 "
        + "block follows at byte \(start); a line never runs into a block")
    return Block(
      offset: cut.origin.offset, index: nil, payload: [], lines: [], end: start, damage: damage,
      firstLine: cut.origin, lineBase: 1, startsMember: false, resumeAt: start,
      checkpoint: before)
  }

  /// Moves past the sealed blocks whose events all come before `sequence`, reading only their
  /// headers; stops at the first block that is open, damaged, foreign, or holds `sequence`.
  package mutating func skipSealedBlocks(endingBefore sequence: UInt64) throws(LogReadError) {
    guard current == nil, carry == nil else { return }
    var header = [UInt8](repeating: 0, count: GzipHeader.blockHeaderLength)
    while try read(into: &header, at: position) == header.count,
      case .header(let gzip) = parseHeader(header, count: header.count),
      let index = gzip.index, index.isSealed, Self.checkLimits(index) == nil,
      // first + count <= sequence, without the sum: a hostile index may declare a first
      // sequence number so large that adding the count would overflow.
      index.firstSequence <= sequence,
      UInt64(index.eventCount) <= sequence - index.firstSequence
    {
      position += Int64(index.memberSize)
    }
  }

  private func parseHeader(_ bytes: [UInt8], count: Int) -> GzipHeader.ParseResult {
    bytes.withUnsafeBytes { GzipHeader.parse(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
  }

  static func checkLimits(_ index: BlockIndex) -> String? {
    if index.payloadSize > LogFormat.maximumBlockPayload {
      return "block declares \(index.payloadSize) uncompressed bytes, more than the limit of "
        + "\(LogFormat.maximumBlockPayload)"
    }
    if index.memberSize > LogFormat.maximumBlockSize {
      return "block declares \(index.memberSize) compressed bytes, more than the limit of "
        + "\(LogFormat.maximumBlockSize)"
    }
    if index.memberSize < GzipHeader.blockHeaderLength + 8 {
      return "block declares \(index.memberSize) bytes, fewer than a header and trailer take"
    }
    return nil
  }

  /// Inflates `member` from its cursor to its end, the end of the file, damage, or (a plain
  /// gzip member only) a full buffer, after which the member goes on in ``current``.
  private mutating func inflate(_ member: Member) throws(LogReadError) -> Block {
    var member = member
    current = nil
    let carried = carry
    carry = nil
    var buffer = carried?.bytes ?? []
    // A sealed block declares its size (the limit), which zlib then fills in place; other
    // members grow from the writers' usual block size.
    let expected =
      member.header.index?.isSealed == true
      ? member.limit : min(member.limit, buffer.count + LogFormat.targetBlockPayload)
    buffer.reserveCapacity(expected + 1)
    let origin = carried?.origin ?? LineLocation(offset: member.start, line: member.newlines + 1)
    while true {
      // Through the static function: a method of `self` called with `self.chunk` inout gets a
      // copy of `self`, whose second reference to the buffer had it copied for every block.
      let count = try Self.read(file, into: &chunk, at: member.cursor)
      if count == 0 {
        position = member.cursor
        return tornBlock(member, buffer: buffer, origin: origin, end: member.cursor)
      }
      let before = buffer.count
      let limit = member.limit
      let result = chunk.withUnsafeBytes { raw in
        Result { () throws(ZlibError) in
          try inflater.inflate(
            UnsafeRawBufferPointer(rebasing: raw[..<count]), into: &buffer, limit: limit)
        }
      }
      let outcome: Inflater.Outcome
      switch result {
      case .success(let value):
        outcome = value
      case .failure(let error):
        position = member.cursor
        return damaged(
          .corruptBlock, at: member.start, end: member.cursor, member,
          "invalid deflate data (\(error.message.isEmpty ? "code \(error.code)" : error.message))")
      }
      let crc = member.crc
      member.crc = buffer.withUnsafeBytes {
        crc32(crc, UnsafeRawBufferPointer(rebasing: $0[before...]))
      }
      member.size += buffer.count - before
      switch outcome {
      case .needsInput:
        member.cursor += Int64(count)
      case .streamEnd(let unused):
        member.cursor += Int64(count - unused)
        return try finish(member, buffer: buffer, origin: origin)
      case .limitExceeded(let unused):
        guard member.header.index == nil else {
          position = member.cursor + Int64(count)
          let declared =
            member.header.index?.isSealed == true ? "its declared size of" : "the limit of"
          return damaged(
            .limitExceeded, at: member.start, end: position, member,
            "block inflates to more than \(declared) \(limit) bytes")
        }
        member.cursor += Int64(count - unused)
        return piece(member, buffer: buffer, origin: origin)
      }
    }
  }

  /// The complete lines of a plain gzip member's full buffer; the rest is carried into the
  /// next piece, which ``next()`` reads on from the member's cursor.
  private mutating func piece(_ member: Member, buffer: [UInt8], origin: LineLocation) -> Block {
    var member = member
    position = member.cursor
    // Only lines whose newline lies within the limit: a piece never holds more than a block.
    guard let newline = buffer[..<min(buffer.count, member.limit)].lastIndex(of: 0x0A) else {
      let damage = LogDamage(
        kind: .limitExceeded, file: path, offset: origin.offset, line: origin.line,
        message: "the line runs past \(member.limit) bytes without a newline")
      return Block(
        offset: member.start, index: nil, payload: [], lines: [], end: member.cursor,
        damage: damage, firstLine: origin, lineBase: 1, startsMember: !member.returnedPiece,
        resumeAt: nil, checkpoint: member.checkpoint)
    }
    let block = split(&member, buffer: buffer, after: newline, origin: origin)
    member.returnedPiece = true
    current = member
    return block
  }

  /// The end of a member: its trailer checked, then its lines.
  private mutating func finish(_ member: Member, buffer: [UInt8], origin: LineLocation)
    throws(LogReadError) -> Block
  {
    var member = member
    var trailer = [UInt8](repeating: 0, count: 8)
    let trailerBytes = try read(into: &trailer, at: member.cursor)
    guard trailerBytes == 8 else {
      position = member.cursor + Int64(trailerBytes)
      return tornBlock(member, buffer: buffer, origin: origin, end: position)
    }
    let start = member.start
    let end = member.cursor + 8
    position = end
    let storedCRC = trailer.littleEndian(UInt32.self, at: 0)
    let storedSize = trailer.littleEndian(UInt32.self, at: 4)
    #if FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
    // Tools/fuzz builds only (a compile-time condition, as in htslib): a mutated block almost
    // never keeps a right CRC-32, and checking it would stop the fuzzer short of the lines.
    let crcMatches = true
    #else
    let crcMatches = storedCRC == member.crc
    #endif
    if !crcMatches {
      return damaged(
        .corruptBlock, at: start, end: end, member,
        "CRC-32 mismatch: trailer says 0x\(hex32(storedCRC)), data gives 0x\(hex32(member.crc))")
    }
    if storedSize != UInt32(truncatingIfNeeded: member.size) {
      return damaged(
        .corruptBlock, at: start, end: end, member,
        "length mismatch: trailer says \(storedSize) bytes, data gives \(member.size)")
    }
    guard let index = member.header.index else {
      let newline = buffer.lastIndex(of: 0x0A)
      return split(&member, buffer: buffer, after: newline, origin: origin)
    }
    if index.isSealed, Int64(index.memberSize) != end - start {
      return damaged(
        .corruptBlock, at: start, end: end, member,
        "index says the block takes \(index.memberSize) bytes, it takes \(end - start)")
    }
    // A line never spans blocks: an ilog/1 block ends with a newline.
    if let last = buffer.last, last != 0x0A {
      return damaged(
        .corruptBlock, at: start, end: end, member,
        "the block's last event is not ended by a newline")
    }
    return Block(
      offset: start, index: index, payload: buffer, lines: Self.lines(in: buffer), end: end,
      damage: nil, firstLine: origin, lineBase: 1, startsMember: true, resumeAt: nil,
      checkpoint: member.checkpoint)
  }

  /// A plain gzip member's lines up to the newline at `newline` (none: no line ends here); the
  /// bytes after it are carried into the next member or piece.
  private mutating func split(
    _ member: inout Member, buffer: [UInt8], after newline: Int?, origin: LineLocation
  ) -> Block {
    var payload = buffer
    let lineBase = member.newlines + 1
    if let newline {
      let rest = Array(payload[(newline + 1)...])
      payload.removeSubrange((newline + 1)...)
      let lines = Self.lines(in: payload)
      member.newlines += lines.count
      carry =
        rest.isEmpty
        ? nil
        : Carry(bytes: rest, origin: LineLocation(offset: member.start, line: member.newlines + 1))
      return Block(
        offset: member.start, index: nil, payload: payload, lines: lines, end: position,
        damage: nil, firstLine: origin, lineBase: lineBase,
        startsMember: !member.returnedPiece, resumeAt: nil, checkpoint: member.checkpoint)
    }
    carry = payload.isEmpty ? nil : Carry(bytes: payload, origin: origin)
    return Block(
      offset: member.start, index: nil, payload: [], lines: [], end: position, damage: nil,
      firstLine: origin, lineBase: lineBase, startsMember: !member.returnedPiece,
      resumeAt: nil, checkpoint: member.checkpoint)
  }

  private func tornBlock(_ member: Member, buffer: [UInt8], origin: LineLocation, end: Int64)
    -> Block
  {
    let lines = Self.lines(in: buffer)
    let kept = lines.last.map { $0.upperBound + 1 } ?? 0
    let dropped = buffer.count - kept
    var message = "the file ends inside the block that starts here"
    message += "; \(lines.count) complete event\(lines.count == 1 ? "" : "s") recovered"
    if dropped > 0 { message += ", \(dropped) bytes of an incomplete event dropped" }
    let damage = LogDamage(kind: .tornTail, file: path, offset: member.start, message: message)
    return Block(
      offset: member.start, index: member.header.index, payload: Array(buffer[..<kept]),
      lines: lines, end: end, damage: damage, firstLine: origin, lineBase: member.newlines + 1,
      startsMember: !member.returnedPiece, resumeAt: nil, checkpoint: member.checkpoint)
  }

  private mutating func damaged(
    _ kind: LogDamage.Kind, at offset: Int64, end: Int64, _ member: Member, _ message: String
  ) -> Block {
    var block = damaged(kind, at: offset, end: end, member.checkpoint, message)
    block.startsMember = !member.returnedPiece
    return block
  }

  /// A damaged block without lines; the stream of plain gzip members is broken there, so a
  /// line carried so far is dropped with it.
  private mutating func damaged(
    _ kind: LogDamage.Kind, at offset: Int64, end: Int64, _ checkpoint: Checkpoint,
    _ message: String
  ) -> Block {
    carry = nil
    current = nil
    return Block(
      offset: offset, index: nil, payload: [], lines: [], end: end,
      damage: LogDamage(kind: kind, file: path, offset: offset, message: message),
      firstLine: LineLocation(offset: offset, line: 1), lineBase: 1, startsMember: true,
      resumeAt: nil, checkpoint: checkpoint)
  }

  /// Ranges of the newline-terminated lines in `payload`, without the newlines.
  static func lines(in payload: [UInt8]) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    payload.withUnsafeBytes { raw in
      let count = raw.count
      var lineStart = 0
      var index = 0
      // Eight bytes at a time up to the next newline: lines are hundreds of bytes long.
      while index + 8 <= count {
        let found = Self.newlines(in: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        guard found != 0 else {
          index += 8
          continue
        }
        let newline = index + found.trailingZeroBitCount >> 3
        lines.append(lineStart..<newline)
        lineStart = newline + 1
        index = newline + 1
      }
      while index < count {
        if raw[index] == 0x0A {
          lines.append(lineStart..<index)
          lineStart = index + 1
        }
        index += 1
      }
    }
    return lines
  }

  /// The high bit of each byte of `word` that is a newline, and perhaps of bytes after one
  /// (a borrow runs towards the higher, later bytes), so the lowest flag is exact.
  @inline(__always)
  private static func newlines(in word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let xored = word ^ (ones &* 0x0A)
    return (xored &- ones) & ~xored & 0x8080_8080_8080_8080
  }

  /// Looks for the next block header after `offset` (for salvage), returning its offset.
  ///
  /// A candidate must parse as a gzip header; in a file of `ilog/1` blocks it must also carry
  /// a sealed or open `IL` index, so that compressed bytes that happen to look like the gzip
  /// magic are passed over.
  package mutating func nextBlockStart(after offset: Int64, requireIndex: Bool) throws(LogReadError)
    -> Int64?
  {
    var searchFrom = offset + 1
    var window = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = try read(into: &window, at: searchFrom)
      if count < 2 { return nil }
      var index = 0
      while index < count - 1 {
        if window[index] == GzipHeader.magic.0, window[index + 1] == GzipHeader.magic.1 {
          var header = [UInt8](repeating: 0, count: GzipHeader.blockHeaderLength)
          let headerBytes = try read(into: &header, at: searchFrom + Int64(index))
          if case .header(let found) = parseHeader(header, count: headerBytes),
            !requireIndex || found.index != nil
          {
            return searchFrom + Int64(index)
          }
        }
        index += 1
      }
      // Keep the last byte: the magic may straddle two windows.
      searchFrom += Int64(count - 1)
    }
  }

  private func read(into buffer: inout [UInt8], at offset: Int64) throws(LogReadError) -> Int {
    try Self.read(file, into: &buffer, at: offset)
  }

  /// Reads from `offset` until `buffer` is full or the file ends; returns how many bytes came.
  private static func read(
    _ file: FileDescriptor, into buffer: inout [UInt8], at offset: Int64
  ) throws(LogReadError) -> Int {
    var total = 0
    while total < buffer.count {
      let result = buffer.withUnsafeMutableBytes { raw in
        Result { () throws(SystemError) in
          try file.read(
            into: UnsafeMutableRawBufferPointer(rebasing: raw[total...]), at: offset + Int64(total))
        }
      }
      let count: Int
      switch result {
      case .success(let value): count = value
      case .failure(let error): throw .system(error)
      }
      if count == 0 { break }
      total += count
    }
    return total
  }
}

func hex32(_ value: UInt32) -> String {
  (0..<4).reversed().map { hexDigits(UInt8(truncatingIfNeeded: value >> (8 * $0))) }.joined()
}
