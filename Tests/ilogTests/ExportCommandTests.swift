import Foundation
import InteractionLog
import InteractionTestSupport
import Testing

/// `ilog export`, as JSON Lines and as CSV.
@Suite struct ExportCommandTests {
  @Test(.enabled(if: ILogBinary.tool("gzip") != nil))
  func jsonlIsTheLogsOwnLines() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("ui.ilog")
    try SessionLogs.writeUIExtension(to: path)
    let outcome = try ILogBinary.run(["export", path])
    let gzip = try ILogBinary.run(#require(ILogBinary.tool("gzip")), ["-dc", path])
    #expect(outcome.outputData == gzip.outputData)
    #expect(outcome.status == 0)
  }

  @Test func csvHasAHeaderAndARowPerEventQuotedAsRFC4180Says() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("ui.ilog")
    try SessionLogs.writeUIExtension(to: path)
    let outcome = try ILogBinary.run(["export", "--format", "csv", path])
    #expect(outcome.status == 0)
    let rows = outcome.output.components(separatedBy: "\r\n")
    #expect(rows.last == "")
    #expect(rows.count == 1 + 8 + 1)
    #expect(rows[0] == "seq,time,role,pid,kind,interaction,instance,call,summary")
    #expect(
      rows[3]
        == "3,2026-11-21T19:38:00.003000Z,ui-extension,4243,configureView,I-1,IntentViewController#1,1,"
        + "parameters=[] behavior=none context=siriSnippet")
    // The note's text holds double quotes: the field is quoted and they are doubled.
    #expect(
      rows[7]
        == "7,2026-11-21T19:38:00.007000Z,ui-extension,4243,note,,,,"
        + #""text=""tapped \""Start\"""" metadata={by=tester}""#)
  }

  @Test func filtersApplyToExport() throws {
    let directory = TemporaryDirectory()
    let session = try directory.directory("session")
    try SessionLogs.writeSession(in: session)
    let outcome = try ILogBinary.run([
      "export", "--format", "csv", "--role", "ui-extension", "--kind", "end", session,
    ])
    #expect(outcome.output.components(separatedBy: "\r\n").count == 3)
  }

  @Test func aTornLogExportsWhatPrecedesTheTearAndExits1() throws {
    let torn = try TornNotes()
    let outcome = try ILogBinary.run(["export", torn.path])
    #expect(outcome.status == 1)
    #expect(outcome.errorLines.count == 1)
    #expect(
      outcome.error.hasPrefix("ilog: damage: \(torn.path): byte \(torn.lastBlockOffset): torn-tail")
    )
  }
}
