import Foundation
import InteractionTestSupport
import Testing

@testable import InteractionLog

#if canImport(Glibc)
import Glibc
#endif

/// Crashes, simulated: a child process killed with SIGKILL mid-write, and torn files reopened.
@Suite(.serialized) struct CrashRecoveryTests {
  static var childPath: String { builtProduct("log-writer-child") }

  /// Starts the child on `path`, lets it run for `delay` seconds, kills it, and returns the
  /// sequence numbers it reported as returned by `append`.
  static func killedChild(writing path: String, after delay: TimeInterval, buffered: Bool = false)
    async throws -> [UInt64]
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: childPath)
    process.arguments = [path] + (buffered ? ["--buffered"] : [])
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    await Polling.pause(delay)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    // The last line may be cut by the kill: only whole lines were promised.
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if text.last != "\n" { lines.removeLast() }
    return lines.compactMap { UInt64($0) }
  }

  @Test func everyEventReportedBeforeSIGKILLIsInTheLog() async throws {
    #expect(FileManager.default.isExecutableFile(atPath: Self.childPath), "build log-writer-child")
    let directory = TemporaryDirectory()
    var random = SplitMix64(seed: 2026)
    var kills = 0
    var reported = 0
    for round in 0..<24 {
      let path = directory.file("crash-\(round).ilog")
      let delay = Double(Int.random(in: 20...220, using: &random)) / 1000
      let promised = try await Self.killedChild(writing: path, after: delay)
      kills += 1
      reported += promised.count
      // On a loaded machine the kill may come before the child created its file, or wrote to it.
      guard fileSize(path).map({ $0 > 0 }) == true else {
        #expect(promised.isEmpty, "round \(round): events reported without a file")
        continue
      }
      let (records, _, summaries) = try readLog(path)
      let found = Set(records.map(\.event.sequence))
      let missing = promised.filter { !found.contains($0) }
      #expect(missing.isEmpty, "round \(round): \(missing.count) reported events missing")
      #expect(summaries.first?.isCleanlyClosed == false, "round \(round)")
      // Reopening recovers the tail and appends after the last event found.
      let writer = try LogWriter(path: path, disposition: .append, identity: Samples.identity)
      let next = writer.append(.note(text: "after the crash", metadata: [:]))
      try writer.close()
      let reread = try readLog(path)
      #expect(reread.damages.isEmpty, "round \(round): \(reread.damages)")
      #expect(reread.records.map(\.event.sequence) == Array(1...UInt64(reread.records.count)))
      #expect(Set(reread.records.map(\.event.sequence)).isSuperset(of: promised))
      #expect(next.sequence == reread.records.dropLast().last?.event.sequence)
    }
    #expect(kills >= 20)
    #expect(reported > 0, "the child never got to write; the test proves nothing")
  }

  @Test func reopeningATornFileRescuesItsCompleteEventsAndKeepsTheCutBytes() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("torn.ilog")
    let written = try writeLog(
      at: path, count: 200,
      options: LogWriterOptions(mode: .writeThrough, blockPayloadTarget: 4096), close: false)
    let full = try bytes(of: path)
    let blocks = try blockList(path)
    let last = try #require(blocks.last)
    // Cut inside the last (open) block, a few bytes before its end.
    let cut = Int(last.end) - 7
    try write(Array(full[..<cut]), to: path)
    let before = try readLog(path)
    #expect(before.damages.first?.kind == .tornTail)

    let writer = try LogWriter(path: path, disposition: .append, identity: Samples.identity)
    let recovery = writer.recovery
    #expect(recovery.damage?.offset == last.offset)
    #expect(recovery.rescuedEvents == before.records.filter { $0.blockOffset == last.offset }.count)
    let saved = try #require(recovery.savedTailPath)
    #expect(try bytes(of: saved) == Array(full[Int(last.offset)..<cut]))
    writer.append(.note(text: "resumed", metadata: [:]))
    try writer.close()

    let after = try readLog(path)
    #expect(after.damages.isEmpty)
    let texts = noteTexts(after.records)
    #expect(Array(texts.prefix(noteTexts(before.records).count)) == noteTexts(before.records))
    #expect(texts.last == "resumed")
    #expect(
      noteTexts(before.records) == Array(noteTexts(written).prefix(noteTexts(before.records).count))
    )
    #expect(
      after.records.contains {
        if case .error(let message, _) = $0.event.payload {
          message.contains("torn")
        } else {
          false
        }
      })
  }

  @Test func damageBeforeTheEndIsNotTakenForATail() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("middle.ilog")
    try writeLog(at: path, count: 300, options: LogWriterOptions(blockPayloadTarget: 2048))
    var damaged = try bytes(of: path)
    let blocks = try blockList(path)
    let middle = blocks[blocks.count / 2]
    damaged[Int(middle.offset) + 50] ^= 0xFF
    try write(damaged, to: path)
    #expect {
      try LogWriter(path: path, disposition: .append, identity: Samples.identity)
    } throws: { error in
      guard case .damagedBeforeEnd(let damage) = error as? LogWriteError else { return false }
      return damage.offset == middle.offset
    }
    #expect(try bytes(of: path) == damaged)
  }
}
