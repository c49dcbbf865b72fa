import Foundation
import InteractionModel
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// LevelDB's fault-injection tests for the writer: every write of a session fails in turn, in
/// every way a disk fails, and what was written before the fault must read back.
@Suite struct FaultInjectionTests {
  /// One writer session through a file system, and what it reported.
  struct Session {
    static let identity = LogWriter.Identity(
      role: .test, session: "S-faults", processID: 4242, tool: "interaction-log test",
      platform: "linux-x86_64", fixedThreadID: 1)
    static let eventCount = 40

    let directory = TemporaryDirectory()
    let path: String
    /// The note texts `append` was asked to write, in order.
    var attempted: [String] = []
    /// The note texts `append` returned a sequence number for.
    var appended: [String] = []
    var handled: [LogWriteError] = []
    var closeError: LogWriteError?

    /// Writes a header, ``eventCount`` notes and an end through `fileSystem`.
    init(mode: LogWriterOptions.Mode, fileSystem: any LogFileSystem) throws {
      path = directory.file("faults.ilog")
      let errors = Locked<[LogWriteError]>([])
      // Small blocks, so that a session seals several of them in both modes.
      let options = LogWriterOptions(mode: mode, blockPayloadTarget: 600)
      let writer = try LogWriter(
        path: path, identity: Self.identity, options: options, clock: SteppingClock(),
        fileSystem: fileSystem, errorHandler: { error in errors.withLock { $0.append(error) } })
      for index in 0..<Self.eventCount {
        let text = "event \(index) " + String(repeating: "fault", count: index % 7)
        attempted.append(text)
        if writer.append(.note(text: text, metadata: [:])).sequence != nil {
          appended.append(text)
        }
      }
      do {
        try writer.close()
      } catch {
        closeError = error
      }
      handled = errors.withLock { $0 }
    }
  }

  static let modes: [LogWriterOptions.Mode] = [.writeThrough, .buffered(pendingBlockLimit: 64)]

  /// How many writes a clean session makes in `mode`, and the bytes it leaves.
  static func reference(_ mode: LogWriterOptions.Mode) throws -> (writes: Int, bytes: [UInt8]) {
    let fileSystem = FaultInjectingFileSystem()
    let session = try Session(mode: mode, fileSystem: fileSystem)
    return (fileSystem.writeCount, try bytes(of: session.path))
  }

  @Test(arguments: modes, InjectedFault.allCases)
  func aFaultOnAnyWriteKeepsEverythingWrittenBeforeIt(
    mode: LogWriterOptions.Mode, fault: InjectedFault
  ) throws {
    let reference = try Self.reference(mode)
    #expect(reference.writes > 8, "too few writes for the test to mean much")
    for write in 1...reference.writes {
      let fileSystem = FaultInjectingFileSystem(fault, onWrite: write)
      let session = try Session(mode: mode, fileSystem: fileSystem)
      let context = "\(fault) on write \(write) of \(reference.writes), \(mode)"
      #expect(fileSystem.faultInjectedAt == write, "\(context)")
      let (records, damages, summaries) = try readLog(session.path)
      let texts = noteTexts(records)
      guard let code = fault.errorCode else {
        // The writer absorbs it: the same file as without the fault, and no error.
        #expect(session.handled.isEmpty, "\(context): \(session.handled)")
        #expect(session.closeError == nil, "\(context)")
        #expect(try bytes(of: session.path) == reference.bytes, "\(context)")
        continue
      }
      // The error reached the handler once, with the system's errno.
      #expect(session.handled.count == 1, "\(context): \(session.handled)")
      #expect(session.handled.first == session.closeError ?? session.handled.first, "\(context)")
      guard case .system(let error)? = session.handled.first else {
        Issue.record("\(context): \(session.handled)")
        continue
      }
      #expect(error.code == code && error.operation == "pwrite", "\(context)")
      // What reads back is exactly a prefix of the session, in sequence, and holds every
      // event the writer said was written (write-through) or queued before the fault's block.
      #expect(texts == Array(session.attempted.prefix(texts.count)), "\(context)")
      #expect(
        records.map(\.event.sequence) == (0..<records.count).map { UInt64($0) + 1 }, "\(context)")
      if mode == .writeThrough {
        #expect(texts.count >= session.appended.count, "\(context): \(damages)")
        #expect(texts.count <= session.appended.count + 1, "\(context)")
      }
      // Even when the fault spares the end event, the file is not taken as closed cleanly.
      #expect(summaries.first?.isCleanlyClosed == false, "\(context)")
      try expectReopeningRecovers(session, keeping: texts, context)
    }
  }

  /// Reopening the file for append, with the real file system, recovers its tail and keeps
  /// every event that was readable.
  func expectReopeningRecovers(_ session: Session, keeping texts: [String], _ context: String)
    throws
  {
    let writer: LogWriter
    do {
      writer = try LogWriter(path: session.path, disposition: .append, identity: Session.identity)
    } catch {
      Issue.record("\(context): reopening failed: \(error)")
      return
    }
    #expect(writer.append(.note(text: "resumed", metadata: [:])).sequence != nil, "\(context)")
    try writer.close()
    let (records, damages, summaries) = try readLog(session.path)
    #expect(damages.isEmpty, "\(context): \(damages)")
    #expect(summaries.first?.isCleanlyClosed == true, "\(context)")
    #expect(noteTexts(records) == texts + ["resumed"], "\(context)")
    #expect(records.map(\.event.sequence) == Array(1...UInt64(records.count)), "\(context)")
  }
}

/// The bugs the table above found, one case each.
extension FaultInjectionTests {
  @Test func aFailureOnTheBufferedQueueReachesTheHandlerOnce() throws {
    let directory = TemporaryDirectory()
    let errors = Locked<[LogWriteError]>([])
    let writer = try LogWriter(
      path: directory.file("queue.ilog"), identity: Session.identity,
      options: LogWriterOptions(mode: .buffered()), clock: SteppingClock(),
      fileSystem: FaultInjectingFileSystem(.ioError, onWrite: 1),
      errorHandler: { error in errors.withLock { $0.append(error) } })
    // The queue writes the header's block and fails; the appends after it meet the failure.
    #expect(throws: LogWriteError.self) { try writer.flush() }
    #expect(errors.withLock { $0.count } == 1)
    guard case .failed = writer.append(.note(text: "after", metadata: [:])) else {
      Issue.record("an append after a failed write must fail")
      return
    }
    #expect(throws: LogWriteError.self) { try writer.close() }
    #expect(errors.withLock { $0.count } == 1, "\(errors.withLock { $0 })")
  }

  @Test func aFailureWhileSealingTheLastBlockOnCloseReachesTheHandler() throws {
    let writes = try Self.reference(.writeThrough).writes
    // The last two writes of a write-through session are the last block's trailer and index.
    for write in writes - 1...writes {
      let session = try Session(
        mode: .writeThrough, fileSystem: FaultInjectingFileSystem(.noSpace, onWrite: write))
      #expect(session.closeError != nil)
      #expect(session.handled == [session.closeError].compactMap { $0 }, "write \(write)")
    }
  }

  @Test func anIndexPatchCutInHalfIsResealedWhenTheLogIsReopened() throws {
    // The index patch of the first sealed block: the write after its trailer.
    let reference = try Self.reference(.writeThrough)
    var patch: Int?
    for write in 1...reference.writes {
      let probe = FaultInjectingFileSystem(.noSpaceMidWrite, onWrite: write)
      let session = try Session(mode: .writeThrough, fileSystem: probe)
      let blocks = try blockList(session.path)
      if let last = blocks.last, last.index?.isSealed == true,
        last.index.map({ Int($0.eventCount) }) != last.lines.count
      {
        patch = write
        break
      }
    }
    let write = try #require(patch, "no write left a sealed index with a stale count")
    let session = try Session(
      mode: .writeThrough, fileSystem: FaultInjectingFileSystem(.noSpaceMidWrite, onWrite: write))
    let before = try readLog(session.path)
    #expect(before.damages.first?.kind == .sequence)
    let writer = try LogWriter(path: session.path, disposition: .append, identity: Session.identity)
    #expect(writer.recovery.resealedBlocks == 1)
    try writer.close()
    let after = try readLog(session.path)
    #expect(after.damages.isEmpty, "\(after.damages)")
    #expect(noteTexts(after.records) == noteTexts(before.records))
  }

  @Test func aSealedIndexWithAStaleCountBeforeTheEndIsRefusedForAppend() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("stale.ilog")
    try writeLog(at: path, count: 100, options: LogWriterOptions(blockPayloadTarget: 600))
    var damaged = try bytes(of: path)
    let first = try #require(try blockList(path).first)
    // COUNT, at offset 36 of the block, says 0.
    for offset in 36..<40 { damaged[Int(first.offset) + offset] = 0 }
    try write(damaged, to: path)
    #expect {
      try LogWriter(path: path, disposition: .append, identity: Session.identity)
    } throws: { error in
      guard case .damagedBeforeEnd(let damage) = error as? LogWriteError else { return false }
      return damage.offset == first.offset && damage.kind == .sequence
    }
    #expect(try bytes(of: path) == damaged)
  }
}
