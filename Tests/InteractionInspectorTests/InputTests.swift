import Foundation
import ILogSupport
import InteractionInspector
import InteractionLog
import InteractionTestSupport
import Testing

/// How paths become sessions and logs: directories and files grouped, and what is not a log
/// refused by name before anything is read.
@Suite struct InputTests {
  @Test func eachDirectoryIsASessionAndTheFilesTogetherAnother() throws {
    let directory = TemporaryDirectory()
    let first = try directory.directory("first")
    let second = try directory.directory("second")
    let groups = InspectedSession.groups([
      directory.file("a.ilog"), first, directory.file("b.ilog"), second,
    ])
    #expect(
      groups == [[directory.file("a.ilog"), directory.file("b.ilog")], [first], [second]])
    #expect(InspectedSession.groups(["missing.ilog"]) == [["missing.ilog"]])
  }

  @Test func anEmptyFileOrOneThatIsNotGzipIsNotALog() throws {
    let directory = TemporaryDirectory()
    let empty = directory.file("empty.ilog")
    let text = directory.file("text.ilog")
    #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
    #expect(FileManager.default.createFile(atPath: text, contents: Data("hello\n".utf8)))
    #expect(throws: InputError(what: "not a log (empty file)", location: empty)) {
      try LogPaths.checkIsLog(empty)
    }
    let notGzip = #expect(throws: InputError.self) { try LogPaths.checkIsLog(text) }
    #expect(notGzip?.what.hasPrefix("not a log (") == true)
    #expect(notGzip?.location == text)
    #expect(try LogPaths.files(at: [empty], allowingEmpty: true) == [empty])
  }

  @Test func aMissingPathIsNamedWithTheSystemsReason() {
    let error = #expect(throws: InputError.self) {
      try LogPaths.open(["/nonexistent/a.ilog"], policy: .pointInTime)
    }
    #expect(error?.description == "cannot open (No such file or directory): /nonexistent/a.ilog")
  }

  @Test func aSessionsDirectoriesGetALineEachInVerifyReports() throws {
    let directory = TemporaryDirectory()
    let session = try directory.directory("session")
    #expect(
      FileManager.default.createFile(atPath: session + "/ui.ilog", contents: Data("x".utf8)))
    #expect(
      VerifyReport.sessions(among: [session, directory.file("other.ilog")]) == [
        VerifyReport.Session(path: session, files: [session + "/ui.ilog"])
      ])
  }
}
