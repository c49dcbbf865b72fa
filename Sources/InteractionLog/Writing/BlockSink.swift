import InteractionModel

/// The file side of a ``BlockFileWriter``: where the next byte goes and the first failure.
// @unchecked: `offset` is used either by the caller (write-through) or on the buffered
// pipeline's write queue, never both; `failure` sits behind a lock.
final class BlockSink: @unchecked Sendable {
  let file: any LogFile
  private(set) var offset: Int64
  private let synchronizeEveryBlock: Bool
  private let failureHandler: @Sendable (LogWriteError) -> Void
  private let firstFailure = Locked<(error: LogWriteError?, isReported: Bool)>((nil, false))

  init(
    file: any LogFile, offset: Int64, synchronizeEveryBlock: Bool,
    failureHandler: @escaping @Sendable (LogWriteError) -> Void
  ) {
    self.file = file
    self.offset = offset
    self.synchronizeEveryBlock = synchronizeEveryBlock
    self.failureHandler = failureHandler
  }

  var failure: LogWriteError? { firstFailure.withLock { $0.error } }

  /// The first failure, if the failure handler was told of it.
  var reportedFailure: LogWriteError? {
    firstFailure.withLock { $0.isReported ? $0.error : nil }
  }

  func write(_ bytes: [UInt8]) throws(LogWriteError) {
    do {
      try file.write(bytes, at: offset)
    } catch {
      throw fail(.system(error))
    }
    offset += Int64(bytes.count)
  }

  func patchIndex(_ index: BlockIndex, blockStart: Int64) throws(LogWriteError) {
    do {
      try file.write(index.data, at: blockStart + Int64(GzipHeader.indexDataOffset))
      if synchronizeEveryBlock { try file.synchronize() }
    } catch {
      throw fail(.system(error))
    }
  }

  /// Writes one sealed block that the buffered pipeline compressed, in file order; a failure
  /// goes to the failure handler, since no caller waits for it.
  func writeSealedBlock(_ block: [UInt8]) {
    guard failure == nil else { return }
    do {
      try file.write(block, at: offset)
      offset += Int64(block.count)
      if synchronizeEveryBlock { try file.synchronize() }
    } catch {
      report(.system(error))
    }
  }

  func synchronize() throws(LogWriteError) {
    do {
      try file.synchronize()
    } catch {
      throw fail(.system(error))
    }
  }

  /// Records the first failure; the writer stops after it, since the file's end is unknown.
  private func fail(_ error: LogWriteError) -> LogWriteError {
    firstFailure.withLock { stored in
      if stored.error == nil { stored.error = error }
    }
    return error
  }

  /// Records a failure met off the caller's thread as reported, then tells the failure handler:
  /// marked in the same step as it is recorded, so that a caller who meets it never reports it
  /// again.
  func report(_ error: LogWriteError) {
    firstFailure.withLock { stored in
      if stored.error == nil { stored = (error, true) }
    }
    failureHandler(error)
  }
}
