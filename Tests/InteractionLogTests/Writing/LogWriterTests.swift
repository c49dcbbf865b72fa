import Foundation
import InteractionModel
import InteractionTestSupport
import Testing

@testable import InteractionLog

@Suite struct LogWriterTests {
  // Tests that must lose nothing give the buffered queue room for every block of the burst.
  static let modes: [LogWriterOptions.Mode] = [
    .writeThrough, .buffered(pendingBlockLimit: 1 << 20),
  ]

  @Test(arguments: modes)
  func eventsReadBackWithHeaderAndEnd(mode: LogWriterOptions.Mode) throws {
    let directory = TemporaryDirectory()
    let path = directory.file("a.ilog")
    let written = try writeLog(at: path, count: 2000, options: LogWriterOptions(mode: mode))
    let (records, damages, summaries) = try readLog(path)
    #expect(damages.isEmpty)
    #expect(noteTexts(records) == noteTexts(written))
    #expect(records.first?.event.payload.kind == .header)
    #expect(records.last?.event.payload == .end(events: 2002, dropped: 0, errors: 0))
    #expect(records.map(\.event.sequence) == Array(1...2002))
    #expect(summaries.first?.isCleanlyClosed == true)
    #expect((summaries.first?.blocks ?? 0) > 1)
  }

  @Test(
    .enabled(if: OptionalTool.jq.isInstalled, Comment(rawValue: OptionalTool.jq.missingReason)),
    arguments: modes)
  func systemGzipAndJqReadTheLog(mode: LogWriterOptions.Mode) throws {
    let gzip = try #require(which("gzip"), "gzip must be installed")
    let jq = try #require(OptionalTool.jq.path)
    let directory = TemporaryDirectory()
    let path = directory.file("a.ilog")
    let written = try writeLog(at: path, count: 1500, options: LogWriterOptions(mode: mode))
    #expect(try runProgram(gzip, ["-t", path]).status == 0)
    let plain = try runProgram(gzip, ["-dc", path])
    #expect(plain.status == 0)
    let texts = try runProgram(
      jq, ["-r", "select(.kind == \"note\") | .text"], stdin: plain.outputData)
    #expect(texts.status == 0)
    let lines = texts.output.split(separator: "\n").map(
      String.init)
    #expect(lines == noteTexts(written))
    let kinds = try runProgram(jq, ["-r", ".kind"], stdin: plain.outputData)
    let allKinds = kinds.output.split(separator: "\n")
    #expect(allKinds.first == "header")
    #expect(allKinds.last == "end")
  }

  @Test func aSymbolicLinkAtThePathIsRefused() throws {
    let directory = TemporaryDirectory()
    let target = directory.file("target.ilog")
    let link = directory.file("link.ilog")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    for disposition in [LogWriter.Disposition.create, .append] {
      #expect(throws: LogWriteError.symbolicLink(path: link)) {
        try LogWriter(path: link, disposition: disposition, identity: Samples.identity)
      }
    }
    #expect(!FileManager.default.fileExists(atPath: target))
  }

  @Test func anExistingFileIsNeverOverwritten() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("a.ilog")
    try write(Array("precious".utf8), to: path)
    #expect(throws: LogWriteError.fileExists(path: path)) {
      try LogWriter(path: path, identity: Samples.identity)
    }
    #expect(try bytes(of: path) == Array("precious".utf8))
    // Appending to something that is not a log is refused too, and leaves it alone.
    #expect {
      try LogWriter(path: path, disposition: .append, identity: Samples.identity)
    } throws: { error in
      if case .notAnInteractionLog = error as? LogWriteError { return true }
      return false
    }
    #expect(try bytes(of: path) == Array("precious".utf8))
  }

  @Test func theFileIsCreatedWithMode0600() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("a.ilog")
    try writeLog(at: path, count: 1)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }

  @Test func aSecondWriterOnTheSameFileIsRefused() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("a.ilog")
    let first = try LogWriter(path: path, identity: Samples.identity)
    #expect(throws: LogWriteError.lockedByAnotherWriter(path: path)) {
      try LogWriter(path: path, disposition: .append, identity: Samples.identity)
    }
    try first.close()
  }

  @Test func anEventOverTheLimitIsRefusedAndTheWriterGoesOn() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("a.ilog")
    let errors = Locked<[LogWriteError]>([])
    let writer = try LogWriter(path: path, identity: Samples.identity) { error in
      errors.withLock { $0.append(error) }
    }
    let huge = String(repeating: "x", count: LogFormat.maximumBlockPayload)
    guard case .failed(.eventTooLarge) = writer.append(.note(text: huge, metadata: [:])) else {
      Issue.record("a 1 MiB note must be refused")
      return
    }
    let large = String(repeating: "y", count: 200_000)
    #expect(writer.append(.note(text: large, metadata: [:])).sequence == 2)
    #expect(writer.append(.note(text: "after", metadata: [:])).sequence == 3)
    try writer.close()
    #expect(errors.withLock { $0.count } == 1)
    let (records, damages, _) = try readLog(path)
    #expect(damages.isEmpty)
    #expect(noteTexts(records) == [large, "after"])
  }

  @Test func eightThreadsAppendingFiftyThousandEventsEachLoseNothing() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("a.ilog")
    let writer = try LogWriter(
      path: path, identity: Samples.identity,
      options: LogWriterOptions(mode: .buffered(pendingBlockLimit: 1 << 20)))
    let threads = 8
    let perThread = 50_000
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in 0..<perThread {
        writer.append(.note(text: "\(thread) \(index)", metadata: [:]), call: UInt64(index))
      }
    }
    try writer.close()
    #expect(writer.droppedCount == 0)
    let reader = try LogFileReader(path: path)
    var next = Array(repeating: 0, count: threads)
    var count = 0
    while let record = try reader.next() {
      guard case .note(let text, _) = record.event.payload else { continue }
      let parts = text.split(separator: " ").compactMap { Int($0) }
      let (thread, index) = (parts[0], parts[1])
      if index != next[thread] {
        Issue.record("thread \(thread): expected \(next[thread]), read \(index)")
        return
      }
      next[thread] += 1
      count += 1
    }
    #expect(count == threads * perThread)
    #expect(reader.summary.damages.isEmpty)
  }

  @Test func aFullBufferDropsEventsAndAGapEventCountsThem() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("a.ilog")
    // One pending block and tiny blocks: the queue falls behind at once.
    let writer = try LogWriter(
      path: path, identity: Samples.identity,
      options: LogWriterOptions(
        mode: .buffered(pendingBlockLimit: 1), compressionLevel: 9, blockPayloadTarget: 512))
    var dropped = 0
    for index in 0..<20_000 {
      if writer.append(.note(text: "event \(index)", metadata: [:])) == .dropped { dropped += 1 }
    }
    try writer.close()
    #expect(dropped > 0, "the queue never fell behind; the test proves nothing")
    #expect(writer.droppedCount == UInt64(dropped))
    let (records, damages, _) = try readLog(path)
    #expect(damages.isEmpty)
    var gaps: UInt64 = 0
    for record in records {
      if case .gap(let count, _) = record.event.payload { gaps += count }
    }
    let end = records.last?.event.payload
    guard case .end(_, let endDropped, _) = end else {
      Issue.record("no end event")
      return
    }
    #expect(endDropped == UInt64(dropped))
    // Every drop but those after the last accepted event is announced by a gap event.
    #expect(gaps <= UInt64(dropped))
    #expect(gaps + 1_000 >= UInt64(dropped) || gaps > 0)
    #expect(records.map(\.event.sequence) == Array(1...UInt64(records.count)))
  }

  @Test func reopeningAppendsAfterACleanClose() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("a.ilog")
    let first = try writeLog(at: path, count: 10)
    let writer = try LogWriter(path: path, disposition: .append, identity: Samples.identity)
    #expect(writer.recovery.damage == nil)
    #expect(writer.recovery.nextSequence == 13)
    writer.append(.note(text: "second run", metadata: [:]))
    try writer.close()
    let (records, damages, _) = try readLog(path)
    #expect(damages.isEmpty)
    #expect(noteTexts(records) == noteTexts(first) + ["second run"])
    #expect(records.map(\.event.sequence) == Array(1...UInt64(records.count)))
  }
}
