// For `contains(_:)` with a string: without Foundation it is the one from macOS 13.
import Foundation
import ILogSupport
import InteractionInspector
import InteractionLog
import Testing

/// What `ilog verify` prints of a file: its counts, its findings from best to worst, the summary.
@Suite struct VerifyReportTests {
  static func summary(
    hasHeader: Bool = true, hasEnd: Bool = true, openBlocks: Int = 0, damages: [LogDamage] = []
  ) -> FileSummary {
    var summary = FileSummary(path: "a.ilog")
    summary.blocks = 2
    summary.openBlocks = openBlocks
    summary.events = 5
    summary.eventsByKind = [.header: 1, .note: 3, .end: 1]
    summary.compressedBytes = 1_000
    summary.payloadBytes = 3_000
    summary.firstSequence = 1
    summary.lastSequence = 5
    summary.hasHeader = hasHeader
    summary.hasEnd = hasEnd
    summary.damages = damages
    return summary
  }

  @Test func aCleanFileReportsEveryCount() {
    let report = VerifyReport(summaries: [Self.summary()])
    #expect(report.isClean)
    #expect(
      report.text == """
        a.ilog
          status     clean, closed cleanly
          blocks     2 (0 open)
          events     5, sequence 1-5
          kinds      end 1, header 1, note 3
          bytes      1000 compressed, 3000 uncompressed, ratio 0.333
          header     yes
          end event  yes
          damage     none
        1 file, 5 events: 1 clean

        """)
  }

  @Test func anOpenBlockAfterTheEndIsNotClosedCleanly() {
    let summary = Self.summary(openBlocks: 1)
    #expect(VerifyReport(summaries: [summary]).status(of: summary) == .notClosedCleanly)
    #expect(
      VerifyReport(summaries: [summary]).section(for: summary).contains(
        "  status     not closed cleanly: not closed cleanly (1 open block)\n"))
    #expect(!VerifyReport(summaries: [summary]).isClean)
  }

  @Test func aMissingHeaderIsAFinding() {
    let summary = Self.summary(hasHeader: false)
    #expect(VerifyReport.findings(of: summary).map(\.text) == ["no header event"])
    #expect(!VerifyReport(summaries: [summary]).isClean)
  }

  @Test func damageOutranksATornTailAndEveryDamageIsListedWithItsLine() {
    let damages = [
      LogDamage(kind: .invalidEvent, file: "a.ilog", offset: 0, line: 2, message: "bad line"),
      LogDamage(kind: .sequence, file: "a.ilog", offset: 300, line: 1, message: "goes back"),
      LogDamage(kind: .tornTail, file: "a.ilog", offset: 900, message: "cut"),
    ]
    let summary = Self.summary(hasEnd: false, damages: damages)
    #expect(VerifyReport(summaries: [summary]).status(of: summary) == .damaged)
    let section = VerifyReport(summaries: [summary]).section(for: summary)
    #expect(
      section.contains(
        "  status     damaged: 2 damages, first invalid-event at byte 0, line 2; "
          + "torn tail at byte 900; not closed cleanly (no end event)\n"))
    #expect(section.contains("  damage     3\n"))
    #expect(section.contains("    byte 0, line 2: invalid-event: bad line\n"))
    #expect(section.contains("    byte 300, line 1: sequence: goes back\n"))
    #expect(section.contains("    byte 900: torn-tail: cut\n"))
  }

  @Test func theSummaryCountsFilesByTheirWorstFinding() {
    let torn = LogDamage(kind: .tornTail, file: "a.ilog", offset: 9, message: "cut")
    let report = VerifyReport(summaries: [
      Self.summary(), Self.summary(hasEnd: false, damages: [torn]), Self.summary(hasEnd: false),
      Self.summary(),
    ])
    #expect(report.summaryLine == "4 files, 20 events: 2 clean, 1 not closed cleanly, 1 torn")
  }
}
