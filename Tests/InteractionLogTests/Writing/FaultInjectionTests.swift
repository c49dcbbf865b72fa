import Foundation
import InteractionModel
import Synchronization
import Testing

@testable import InteractionLog
import InteractionTestSupport

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
      let errors = Mutex<[LogWriteError]>([])
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
