import Foundation
import InteractionTestSupport
import Testing

@testable import InteractionReplayCommand

/// The file the stepper's prompt keeps its commands in between runs.
@Suite struct StepHistoryFileTests {
  /// An environment's look-up, of these variables alone.
  static func environment(_ values: [String: String]) -> (String) -> String? { { values[$0] } }

  @Test func theEnvironmentNamesTheFile() {
    let named = StepHistoryFile(
      environment: Self.environment(["ILOG_HISTORY": "/tmp/h", "HOME": "/home/u"]))
    #expect(named?.path == "/tmp/h")
    #expect(
      StepHistoryFile(environment: Self.environment(["HOME": "/home/u"]))?.path
        == "/home/u/.ilog_history")
    // Set but empty: nothing is kept; without a home, nowhere to keep it.
    #expect(
      StepHistoryFile(environment: Self.environment(["ILOG_HISTORY": "", "HOME": "/home/u"])) == nil
    )
    #expect(StepHistoryFile(environment: Self.environment([:])) == nil)
  }

  @Test func commandsAppendedAreLoadedInOrder() throws {
    let scratch = TemporaryDirectory()
    let file = StepHistoryFile(path: scratch.file("history"))
    #expect(file.load().isEmpty)
    file.append("break divergence")
    file.append("continue")
    #expect(file.load() == ["break divergence", "continue"])
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect(mode as? Int == 0o600)
  }

  @Test func theLastCommandsAreKeptAndALongFileIsCutBack() throws {
    let scratch = TemporaryDirectory()
    let file = StepHistoryFile(path: scratch.file("history"))
    let lines = (1...1001).map { "goto \($0)" }
    try (lines.joined(separator: "\n") + "\n\n   \n").write(
      toFile: file.path, atomically: true, encoding: .utf8)
    let loaded = file.load()
    #expect(loaded.count == StepHistoryFile.limit)
    #expect(loaded.first == "goto 502" && loaded.last == "goto 1001")
    // Past twice the limit, the file itself is cut back to the commands kept.
    let kept = try String(contentsOfFile: file.path, encoding: .utf8)
    #expect(kept == loaded.map { $0 + "\n" }.joined())
  }

  @Test func aFileThatCannotBeWrittenIsNoError() {
    let scratch = TemporaryDirectory()
    let file = StepHistoryFile(path: scratch.file("missing/history"))
    file.append("where")
    #expect(file.load().isEmpty)
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }
}
