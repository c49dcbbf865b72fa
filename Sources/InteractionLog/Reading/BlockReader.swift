/// Reads a log file block by block, streaming: memory stays bounded by one block (≤ 1 MiB
/// payload) whatever the file's size.
///
/// It reads `ilog/1` blocks and any other gzip members (plain `gzip`'d JSON Lines), checks every
/// member's deflate data, CRC-32 and length, and reports damage with its byte offset instead of
/// throwing, so a caller can apply its own recovery policy.
package struct BlockReader {
  /// One block, or the readable part of a damaged one.
  package struct Block {
    /// Where the block's gzip member starts in the file.
    package var offset: Int64
    /// The block's `IL` index, `nil` for a foreign gzip member.
    package var index: BlockIndex?
    /// The uncompressed bytes of the complete lines.
    package var payload: [UInt8]
    /// Each complete line's range in `payload`, without its newline.
    package var lines: [Range<Int>]
    /// Where the next block starts, or the end of what could be read.
    package var end: Int64
    /// Damage found in this block. For a torn tail, `lines` still holds the complete lines
    /// inflated before the end of the file; for other damage it is empty.
    package var damage: LogDamage?
  }

  package let path: String
  private let file: FileDescriptor
  private let inflater: Inflater
  /// Where the next block is read from.
  package private(set) var position: Int64 = 0
  private var chunk: [UInt8] = Array(repeating: 0, count: 64 * 1024)

  package init(path: String) throws(LogReadError) {
    self.path = path
    do {
      file = try FileDescriptor.openForReading(path)
      inflater = try Inflater()
    } catch let error as SystemError {
      throw .system(error)
    } catch {
      throw .system(SystemError(operation: "inflateInit2", path: path, code: 12))
    }
  }

  /// Moves to `offset`, where a block is expected to start.
  package mutating func seek(to offset: Int64) {
    position = offset
  }

  /// Reads the next block, or returns `nil` at the clean end of the file.
  package mutating func next() throws(LogReadError) -> Block? {
    let start = position
    var header = [UInt8](repeating: 0, count: GzipHeader.blockHeaderLength)
    var headerBytes = try read(into: &header, at: start)
    if headerBytes == 0 { return nil }
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
        .tornTail, at: start, end: position,
        "the file ends inside a gzip header (\(headerBytes) bytes after the block's start)")
    case .invalid(let reason):
      let kind: LogDamage.Kind = start == 0 ? .notALog : .corruptBlock
      position = start + 1
      return damaged(kind, at: start, end: position, "expected \(reason)")
    }
    if let index = gzip.index, index.isSealed {
      if let problem = Self.checkLimits(index) {
        position = start + Int64(gzip.length)
        return damaged(.limitExceeded, at: start, end: position, problem)
      }
    }
    let limit =
      gzip.index.flatMap { $0.isSealed ? Int($0.payloadSize) : nil }
      ?? LogFormat.maximumBlockPayload
    return try inflateMember(start: start, header: gzip, limit: limit)
  }

  /// Moves past the sealed blocks whose events all come before `sequence`, reading only their
  /// headers; stops at the first block that is open, damaged, foreign, or holds `sequence`.
  package mutating func skipSealedBlocks(endingBefore sequence: UInt64) throws(LogReadError) {
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

  private mutating func inflateMember(start: Int64, header: GzipHeader, limit: Int)
    throws(LogReadError) -> Block
  {
    inflater.reset()
    var payload: [UInt8] = []
    payload.reserveCapacity(min(limit, LogFormat.targetBlockPayload) + 1)
    var cursor = start + Int64(header.length)
    var ended = false
    while !ended {
      let count = try read(into: &chunk, at: cursor)
      if count == 0 {
        position = cursor
        return tornBlock(start: start, header: header, payload: payload, end: cursor)
      }
      let result = chunk.withUnsafeBytes { raw in
        Result { () throws(ZlibError) in
          try inflater.inflate(
            UnsafeRawBufferPointer(rebasing: raw[..<count]), into: &payload, limit: limit)
        }
      }
      let outcome: Inflater.Outcome
      switch result {
      case .success(let value):
        outcome = value
      case .failure(let error):
        position = cursor
        return damaged(
          .corruptBlock, at: start, end: cursor,
          "invalid deflate data (\(error.message.isEmpty ? "code \(error.code)" : error.message))")
      }
      switch outcome {
      case .needsInput:
        cursor += Int64(count)
      case .streamEnd(let unused):
        cursor += Int64(count - unused)
        ended = true
      case .limitExceeded:
        position = cursor + Int64(count)
        let declared = header.index?.isSealed == true ? "its declared size of" : "the limit of"
        return damaged(
          .limitExceeded, at: start, end: position,
          "block inflates to more than \(declared) \(limit) bytes")
      }
    }
    var trailer = [UInt8](repeating: 0, count: 8)
    let trailerBytes = try read(into: &trailer, at: cursor)
    guard trailerBytes == 8 else {
      position = cursor + Int64(trailerBytes)
      return tornBlock(start: start, header: header, payload: payload, end: position)
    }
    let end = cursor + 8
    position = end
    let storedCRC = trailer.littleEndian(UInt32.self, at: 0)
    let storedSize = trailer.littleEndian(UInt32.self, at: 4)
    let actualCRC = payload.withUnsafeBytes { crc32(0, $0) }
    #if FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
    // Tools/fuzz builds only (a compile-time condition, as in htslib): a mutated block almost
    // never keeps a right CRC-32, and checking it would stop the fuzzer short of the lines.
    let crcMatches = true
    #else
    let crcMatches = storedCRC == actualCRC
    #endif
    if !crcMatches {
      return damaged(
        .corruptBlock, at: start, end: end,
        "CRC-32 mismatch: trailer says 0x\(hex32(storedCRC)), data gives 0x\(hex32(actualCRC))")
    }
    if storedSize != UInt32(truncatingIfNeeded: payload.count) {
      return damaged(
        .corruptBlock, at: start, end: end,
        "length mismatch: trailer says \(storedSize) bytes, data gives \(payload.count)")
    }
    if let index = header.index, index.isSealed {
      if Int64(index.memberSize) != end - start {
        return damaged(
          .corruptBlock, at: start, end: end,
          "index says the block takes \(index.memberSize) bytes, it takes \(end - start)")
      }
    }
    var lines = Self.lines(in: payload)
    if let last = lines.last, last.upperBound + 1 < payload.count {
      guard header.index == nil else {
        return damaged(
          .corruptBlock, at: start, end: end, "the block's last event is not ended by a newline")
      }
      lines.append(last.upperBound + 1..<payload.count)
    } else if lines.isEmpty, !payload.isEmpty {
      guard header.index == nil else {
        return damaged(
          .corruptBlock, at: start, end: end, "the block's last event is not ended by a newline")
      }
      lines.append(0..<payload.count)
    }
    return Block(
      offset: start, index: header.index, payload: payload, lines: lines, end: end, damage: nil)
  }

  private func tornBlock(start: Int64, header: GzipHeader, payload: [UInt8], end: Int64) -> Block {
    let lines = Self.lines(in: payload)
    let kept = lines.last.map { $0.upperBound + 1 } ?? 0
    let dropped = payload.count - kept
    var message = "the file ends inside the block that starts here"
    message += "; \(lines.count) complete event\(lines.count == 1 ? "" : "s") recovered"
    if dropped > 0 { message += ", \(dropped) bytes of an incomplete event dropped" }
    let damage = LogDamage(kind: .tornTail, file: path, offset: start, message: message)
    return Block(
      offset: start, index: header.index, payload: Array(payload[..<kept]), lines: lines, end: end,
      damage: damage)
  }

  private func damaged(_ kind: LogDamage.Kind, at offset: Int64, end: Int64, _ message: String)
    -> Block
  {
    Block(
      offset: offset, index: nil, payload: [], lines: [], end: end,
      damage: LogDamage(kind: kind, file: path, offset: offset, message: message))
  }

  /// Ranges of the newline-terminated lines in `payload`, without the newlines.
  static func lines(in payload: [UInt8]) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    payload.withUnsafeBufferPointer { buffer in
      var lineStart = 0
      for index in 0..<buffer.count where buffer[index] == 0x0A {
        lines.append(lineStart..<index)
        lineStart = index + 1
      }
    }
    return lines
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
