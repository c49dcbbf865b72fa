import Foundation
import InteractionModel
import InteractionTestSupport
import Testing

@testable import InteractionLog

/// SQLite's crash simulation: the power goes at any moment, every byte written since the last
/// `fsync` is lost, and what is left must read, recover and take appends again.
@Suite struct PowerLossTests {
  static let eventCount = 40
  static let options = LogWriterOptions(
    mode: .writeThrough, synchronization: .everyBlock, blockPayloadTarget: 600)

  /// Writes a header and `count` notes through a fault-injecting file system, then cuts the
  /// power; returns the log's path (in `directory`) and the texts `append` accepted.
  static func writeThenLosePower(
    count: Int, mode: LogWriterOptions.Mode, in directory: TemporaryDirectory
  ) throws -> (path: String, appended: [String]) {
    let path = directory.file("power.ilog")
    let fileSystem = FaultInjectingFileSystem()
    var options = Self.options
    options.mode = mode
    var appended: [String] = []
    do {
      let writer = try LogWriter(
        path: path, identity: FaultInjectionTests.Session.identity, options: options,
        clock: SteppingClock(), fileSystem: fileSystem)
      for index in 0..<count {
        let text = "event \(index) " + String(repeating: "power", count: index % 7)
        if writer.append(.note(text: text, metadata: [:])).sequence != nil { appended.append(text) }
      }
      try fileSystem.losePower()
      // The writer dies with the power: its close fails and writes nothing.
    }
    return (path, appended)
  }

  @Test(arguments: FaultInjectionTests.modes)
  func afterAPowerLossAtAnyEventTheSyncedBlocksReadAndTheLogTakesAppends(
    mode: LogWriterOptions.Mode
  ) throws {
    for count in 0...Self.eventCount {
      let directory = TemporaryDirectory()
      let (path, appended) = try Self.writeThenLosePower(count: count, mode: mode, in: directory)
      let context = "power lost after \(count) events, \(mode)"
      let (records, damages, summaries) = try readLog(path)
      let texts = noteTexts(records)
      // A prefix, in sequence, with at most a torn tail; never a clean end.
      #expect(texts == Array(appended.prefix(texts.count)), "\(context)")
      #expect(damages.allSatisfy { $0.kind == .tornTail }, "\(context): \(damages)")
      #expect(summaries.first?.isCleanlyClosed != true, "\(context)")
      if mode == .writeThrough {
        // Every block before the one being filled was sealed and synced: at most one block's
        // events are lost, and a line is over 100 bytes.
        let blocks = try blockList(path)
        #expect(blocks.allSatisfy { $0.index?.isSealed == true }, "\(context)")
        #expect(
          count - texts.count <= Self.options.blockPayloadTarget / 100,
          "\(context): \(texts.count) left")
      }
      // `ilog recover`'s library copies what is readable into a clean log.
      let copy = directory.file("copy.ilog")
      if !records.isEmpty {
        let report = try LogRecovery.recover(path, to: copy)
        #expect(report.copiedEvents == records.count, "\(context)")
        let recovered = try readLog(copy)
        #expect(recovered.damages.isEmpty, "\(context): \(recovered.damages)")
        #expect(noteTexts(recovered.records) == texts, "\(context)")
      }
      // Reopening for append recovers the file in place and goes on.
      let writer = try LogWriter(
        path: path, disposition: .append, identity: FaultInjectionTests.Session.identity)
      #expect(writer.append(.note(text: "after", metadata: [:])).sequence != nil, "\(context)")
      try writer.close()
      let after = try readLog(path)
      #expect(after.damages.isEmpty, "\(context): \(after.damages)")
      #expect(after.summaries.first?.isCleanlyClosed == true, "\(context)")
      #expect(noteTexts(after.records) == texts + ["after"], "\(context)")
      #expect(after.records.first?.event.kind == .header, "\(context)")
      #expect(after.records.map(\.event.sequence) == Array(1...UInt64(after.records.count)))
    }
  }

  @Test func anEmptyFileLeftBeforeTheFirstWriteIsReopenedAsANewLog() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("empty.ilog")
    try write([], to: path)
    let writer = try LogWriter(
      path: path, disposition: .append, identity: FaultInjectionTests.Session.identity)
    #expect(writer.recovery.end == 0)
    writer.append(.note(text: "first", metadata: [:]))
    try writer.close()
    let (records, damages, _) = try readLog(path)
    #expect(damages.isEmpty)
    #expect(records.map(\.event.kind) == [.header, .note, .end])
  }
}
