import Foundation
import InteractionLog
import InteractionModel
import InteractionTestSupport
import Testing

/// The long session, made on demand (`make-recordings --long <dir>`), tested on a smaller count:
/// the same bytes every run, every interaction in both files, nothing dropped.
@Suite struct LongSessionTests {
  static let count = 400

  private func makeLongSession(sourceLocation: SourceLocation = #_sourceLocation) throws
    -> TemporaryDirectory
  {
    let directory = TemporaryDirectory()
    let run = try Programs.makeRecordings([
      "--long", directory.path, "--long-count", String(Self.count),
    ])
    #expect(run.status == 0, "\(run.error)", sourceLocation: sourceLocation)
    return directory
  }

  @Test func twoRunsWriteTheSameBytes() throws {
    let first = try makeLongSession()
    let second = try makeLongSession()
    let files = Corpus.logFiles(under: first.path)
    #expect(
      files == ["long-session/intents-extension-501.ilog", "long-session/ui-extension-502.ilog"])
    #expect(files == Corpus.logFiles(under: second.path))
    for file in files {
      #expect(
        FileManager.default.contents(atPath: first.file(file))
          == FileManager.default.contents(atPath: second.file(file)), "\(file) differs")
    }
  }

  @Test func everyInteractionIsInBothFilesAndNothingIsDropped() throws {
    let directory = try makeLongSession()
    let contents = try LogContents(directory.file("long-session"), policy: .strict)
    #expect(contents.damages.isEmpty)
    #expect(contents.summaries.allSatisfy { $0.isCleanlyClosed })
    let events = contents.events
    #expect(events.of(.gap).isEmpty)
    #expect(events.of(.handleCompletion).count == Self.count)
    let shown = events.of(.interaction).compactMap(\.interaction)
    #expect(shown.count == Self.count && Set(shown).count == Self.count)
    // A mix: every sample scenario appears.
    #expect(
      Set(shown.map { $0.prefix { $0 != "-" } }) == [
        "S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8",
      ])
    // Buffered: blocks are sealed whole, so there are several, none open.
    #expect(contents.summaries.allSatisfy { $0.blocks > 1 && $0.openBlocks == 0 })
  }
}
