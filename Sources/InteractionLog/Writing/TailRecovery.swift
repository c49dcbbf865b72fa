/// What reopening a log for append found at its end, and what it did about it.
///
/// A log whose writer crashed ends in a torn block. Before appending, the writer keeps every
/// complete event of that block by writing them again as a sealed block in its place, and
/// copies the bytes it replaces to a file beside the log (`<log>.torn-<offset>`), so nothing
/// that was on disk is lost.
public struct TailRecovery: Hashable, Sendable {
  /// Where the next block is written.
  public var end: Int64
  /// The sequence number the next event gets.
  public var nextSequence: UInt64
  /// Complete blocks whose index was still open (a crash between trailer and index) and
  /// were sealed in place.
  public var resealedBlocks: Int
  /// The torn tail found, if any.
  public var damage: LogDamage?
  /// Complete events rescued from the torn block.
  public var rescuedEvents: Int
  /// Where the replaced bytes of a torn tail were saved.
  public var savedTailPath: String?

  /// Scans `file` and repairs its tail so that appending can start at ``end``.
  static func recover(_ file: any LogFile, level: Int32, fileSystem: any LogFileSystem)
    throws(LogWriteError) -> TailRecovery
  {
    var reader: BlockReader
    do {
      reader = try BlockReader(path: file.path)
    } catch {
      throw LogWriteError(error)
    }
    var recovery = TailRecovery(
      end: 0, nextSequence: LogFormat.firstSequence, resealedBlocks: 0, damage: nil,
      rescuedEvents: 0, savedTailPath: nil)
    // A writer that died before its first write left an empty file (a power loss before the
    // first fsync does too): it is a log with nothing in it yet.
    do {
      if try file.size() == 0 { return recovery }
    } catch {
      throw .system(error)
    }
    while true {
      let next: BlockReader.Block?
      do {
        next = try reader.next()
      } catch {
        throw LogWriteError(error)
      }
      guard let block = next else { return recovery }
      if let damage = block.damage, damage.kind != .notALog {
        try recovery.cutTail(
          at: block, damage: damage, file: file, reader: &reader, level: level,
          fileSystem: fileSystem)
        return recovery
      }
      guard block.damage == nil, let index = block.index else {
        let reason =
          block.damage?.message ?? "a gzip member without the IL index at byte \(block.offset)"
        throw .notAnInteractionLog(path: file.path, reason: reason)
      }
      let isConsistent =
        index.isSealed && Int(index.eventCount) == block.lines.count
        && Int(index.payloadSize) == block.payload.count
      if !isConsistent {
        // A crash inside the index patch leaves a sealed flag over stale fields. That can only
        // be the last block; anywhere else the index is damage, and appending would bury it.
        if index.isSealed, block.end < (try? file.size()) ?? block.end {
          throw .damagedBeforeEnd(
            LogDamage(
              kind: .sequence, file: file.path, offset: block.offset,
              message:
                "the block's index says \(index.eventCount) events, it holds \(block.lines.count)"
            ))
        }
        var sealed = index
        sealed.isSealed = true
        sealed.memberSize = UInt32(block.end - block.offset)
        sealed.payloadSize = UInt32(block.payload.count)
        sealed.eventCount = UInt32(block.lines.count)
        try write(sealed.data, at: block.offset + Int64(GzipHeader.indexDataOffset), in: file)
        recovery.resealedBlocks += 1
      }
      recovery.end = block.end
      recovery.nextSequence = try Self.sequence(
        after: index.firstSequence, count: block.lines.count, block: block, path: file.path)
    }
  }

  /// The sequence number after a block's events; an index whose first sequence number leaves no
  /// room for them (hostile or corrupt, never our writer's) is damage, not a trap.
  private static func sequence(
    after first: UInt64, count: Int, block: BlockReader.Block, path: String
  ) throws(LogWriteError) -> UInt64 {
    let (next, overflow) = first.addingReportingOverflow(UInt64(count))
    guard !overflow else {
      throw .damagedBeforeEnd(
        LogDamage(
          kind: .sequence, file: path, offset: block.offset,
          message: "the block's index starts at sequence number \(first), leaving no room for "
            + "its \(count) events"))
    }
    return next
  }

  private mutating func cutTail(
    at block: BlockReader.Block, damage: LogDamage, file: any LogFile,
    reader: inout BlockReader, level: Int32, fileSystem: any LogFileSystem
  ) throws(LogWriteError) {
    // Damage followed by a readable block is not a tail: appending after it would bury it.
    do {
      if let later = try reader.nextBlockStart(after: block.offset, requireIndex: true) {
        reader.seek(to: later)
        if let candidate = try reader.next(), candidate.damage == nil {
          throw LogWriteError.damagedBeforeEnd(damage)
        }
      }
    } catch let error as LogReadError {
      throw LogWriteError(error)
    } catch let error as LogWriteError {
      throw error
    } catch {
      throw .compression("\(error)")
    }
    self.damage = damage
    let size: Int64
    do {
      size = try file.size()
    } catch {
      throw .system(error)
    }
    savedTailPath = try Self.saveBytes(
      of: file, from: block.offset, to: size, fileSystem: fileSystem)
    var rescued: [UInt8] = []
    if let index = block.index, !block.lines.isEmpty {
      let encoder: BlockEncoder
      do {
        encoder = try BlockEncoder(level: level)
        let result = block.payload.withUnsafeBytes { raw in
          Result { () throws(ZlibError) in
            try encoder.encodeSealedBlock(
              raw, firstSequence: index.firstSequence, eventCount: block.lines.count,
              into: &rescued)
          }
        }
        try result.get()
      } catch {
        throw .compression("\(error)")
      }
      rescuedEvents = block.lines.count
      nextSequence = try Self.sequence(
        after: index.firstSequence, count: block.lines.count, block: block, path: file.path)
    }
    try Self.write(rescued, at: block.offset, in: file)
    end = block.offset + Int64(rescued.count)
    do {
      try file.truncate(to: end)
      try file.synchronize()
    } catch {
      throw .system(error)
    }
  }

  /// Copies bytes `start..<end` of `file` to a new file beside it, synchronized before return.
  private static func saveBytes(
    of file: any LogFile, from start: Int64, to end: Int64, fileSystem: any LogFileSystem
  ) throws(LogWriteError) -> String {
    var attempt = 0
    var copy: any LogFile
    var copyPath: String
    while true {
      copyPath = "\(file.path).torn-\(start)" + (attempt == 0 ? "" : "-\(attempt)")
      do {
        copy = try fileSystem.createNew(copyPath)
        break
      } catch  where error.code == fileExistsErrno && attempt < 100 {
        attempt += 1
      } catch {
        throw .system(error)
      }
    }
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var offset = start
    do {
      while offset < end {
        let count = try buffer.withUnsafeMutableBytes { raw in
          try file.read(into: raw, at: offset)
        }
        if count == 0 { break }
        try copy.write(Array(buffer[..<min(count, Int(end - offset))]), at: offset - start)
        offset += Int64(count)
      }
      try copy.synchronize()
    } catch let error as SystemError {
      throw .system(error)
    } catch {
      throw .compression("\(error)")
    }
    return copyPath
  }

  private static func write(_ bytes: [UInt8], at offset: Int64, in file: any LogFile)
    throws(LogWriteError)
  {
    do {
      try file.write(bytes, at: offset)
    } catch {
      throw .system(error)
    }
  }
}

extension LogWriteError {
  init(_ error: LogReadError) {
    switch error {
    case .system(let system): self = .system(system)
    case .damaged(let damage): self = .damagedBeforeEnd(damage)
    case .notALogPath(let path): self = .notAnInteractionLog(path: path, reason: "not a file")
    }
  }
}
