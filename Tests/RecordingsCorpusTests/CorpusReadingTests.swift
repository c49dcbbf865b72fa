import Foundation
import InteractionLog
import InteractionModel
import InteractionTestSupport
import Testing

/// Every committed recording reads: strictly with our reader when complete, and with `gzip` and
/// `jq`, as FORMAT.md promises; the torn one reports its tear and keeps what came before.
@Suite struct CorpusReadingTests {
  @Test func theCorpusHoldsEveryRecordingWithBothExtensionsFiles() {
    #expect(Corpus.names.count == 16)
    for name in Corpus.names {
      #expect(
        Corpus.logFiles.filter { $0.hasPrefix(name + "/") } == [
          "\(name)/intents-extension-501.ilog", "\(name)/ui-extension-502.ilog",
        ])
    }
  }

  @Test(arguments: Corpus.completeLogFiles)
  func aCompleteRecordingReadsStrictlyAndCleanly(file: String) throws {
    let contents = try LogContents(Programs.recordings + "/" + file, policy: .strict)
    #expect(contents.damages.isEmpty)
    #expect(contents.summaries.first?.isCleanlyClosed == true)
    #expect(contents.events.first?.kind == .header)
    #expect(contents.events.last?.kind == .end)
    guard case .end(let events, let dropped, let errors)? = contents.events.last?.payload else {
      return
    }
    #expect(events == UInt64(contents.events.count))
    #expect(dropped == 0 && errors == 0)
    #expect(contents.events.of(.gap).isEmpty && contents.events.of(.error).isEmpty)
  }

  @Test(
    .enabled(if: OptionalTool.jq.isInstalled, Comment(rawValue: OptionalTool.jq.missingReason)),
    arguments: Corpus.completeLogFiles)
  func gzipAndJqReadACompleteRecording(file: String) throws {
    let path = Programs.recordings + "/" + file
    let gzip = try Programs.tool("gzip")
    let jq = try #require(OptionalTool.jq.path)
    #expect(try Programs.run(gzip, ["-t", path]).status == 0)
    let plain = try Programs.run(gzip, ["-dc", path])
    #expect(plain.status == 0)
    let parsed = try Programs.run(jq, ["-c", "."], input: plain.outputData)
    #expect(parsed.status == 0)
    let lines = parsed.output.split(separator: "\n")
    let records = try LogContents(path).records
    #expect(lines.count == records.count)
  }

  // The torn log is not a complete gzip file: its last member has no trailer, so `gzip -t`
  // rightly fails on it ("unexpected end of file"). `gzip -dc` still inflates every event the
  // writer returned from (each ends with a sync flush), which the next test uses.
  @Test func theTornRecordingReportsItsTornTailWithItsOffset() throws {
    let path = Programs.recordings + "/\(Corpus.killed)/\(Corpus.tornFile)"
    let contents = try LogContents(path)
    #expect(contents.damages.count == 1)
    let damage = try #require(contents.damages.first)
    #expect(damage.kind == .tornTail)
    #expect(damage.file == path)
    // Blocks before the tear were sealed; the tear is at the start of the open block.
    let summary = try #require(contents.summaries.first)
    #expect(summary.blocks >= 2 && summary.openBlocks == 1)
    #expect(damage.offset > 0)
    #expect(contents.records.contains { $0.blockOffset < damage.offset })
    #expect(contents.records.last?.blockOffset == damage.offset)
    #expect(!summary.hasEnd)
    #expect(throws: LogReadError.self) { _ = try LogContents(path, policy: .strict) }
    #expect(try Programs.run(Programs.tool("gzip"), ["-t", path]).status != 0)
  }

  @Test(.enabled(if: OptionalTool.jq.isInstalled, Comment(rawValue: OptionalTool.jq.missingReason)))
  func theTornRecordingLosesNoEventTheWriterReturned() throws {
    let path = Programs.recordings + "/\(Corpus.killed)/\(Corpus.tornFile)"
    let events = try LogContents(path).events
    // What any gzip reader inflates is every event whose write returned before the kill.
    let plain = try Programs.run(Programs.tool("gzip"), ["-dc", path])
    #expect(plain.status != 0)
    let parsed = try Programs.run(
      #require(OptionalTool.jq.path), ["-c", "."], input: plain.outputData)
    #expect(parsed.status == 0)
    #expect(parsed.output.split(separator: "\n").count == events.count)
    #expect(events.map(\.sequence) == Array(1...UInt64(events.count)))
    // The last event is the call the kill interrupted: the workout view of the last interaction,
    // whose completion never came; every earlier call has its completion.
    let last = try #require(events.last)
    #expect(last.kind == .configureView)
    #expect(last.interaction == "S1-killed")
    #expect(events.offeredSets.last == ["INStartWorkoutIntent.intentDescription"])
    let calls = Set(events.of(.configureView).compactMap(\.call))
    let answered = Set(events.of(.configureViewCompletion).compactMap(\.call))
    #expect(calls.subtracting(answered) == Set([last.call].compactMap { $0 }))
    // The Intents extension's log of the session is complete: its process was not killed.
    let intents = try LogContents(
      Programs.recordings + "/\(Corpus.killed)/intents-extension-501.ilog", policy: .strict)
    #expect(intents.summaries.first?.isCleanlyClosed == true)
    #expect(intents.events.of(.handleCompletion).count == 33)
    #expect(events.of(.interaction).count == 33)
  }

  @Test func theReadmeHasALineForEveryRecording() throws {
    let readme = try String(contentsOfFile: Programs.recordings + "/README.md", encoding: .utf8)
    let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `") }
    let named = rows.compactMap { row in
      row.dropFirst(3).split(separator: "`").first.map(String.init)
    }
    #expect(Set(named) == Set(Corpus.names + ["long-session"]))
    #expect(named.count == Set(named).count)
  }
}
