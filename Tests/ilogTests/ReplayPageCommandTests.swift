import Foundation
import InteractionTestSupport
import Testing

/// `ilog replay --report FILE`, run as the built binary: the time-travel page of the replay,
/// and the file rules every report file follows.
@Suite struct ReplayPageCommandTests {
  static func run(_ arguments: [String]) throws -> ProgramResult {
    try ILogBinary.run(arguments, in: PackageRoot.path)
  }

  static let failingReplay = [
    "replay", "Recordings/empty-set-last", "--sample", "workout", "--mode", "host",
  ]

  @Test func aFailingReplaysPageListsItsDivergenceAtItsStepsEvent() throws {
    let directory = TemporaryDirectory()
    let out = directory.file("replay.html")
    let outcome = try Self.run(Self.failingReplay + ["--report", out])
    #expect(outcome.status == 1, "\(outcome.error)")
    // The report on standard output is the one without --report.
    #expect(outcome.output.hasPrefix("✘ Replay failed: 1 problem in what the user sees"))
    #expect(outcome.output == (try Self.run(Self.failingReplay)).output)
    let html = try String(contentsOfFile: out, encoding: .utf8)
    #expect(html.contains("<main id=\"tt\" data-mode=\"replay\""))
    #expect(html.contains("<section id=\"tt-recorded\">"))
    #expect(html.contains("<section id=\"tt-replayed\">"))
    let item = try #require(
      html.components(separatedBy: "<li data-divergence=\"\"").dropFirst().first)
    // Step 12 is the empty-set call, replayed-ui-extension#5, and its answer, #6: the 44
    // points below the card are there to see.
    #expect(item.hasPrefix(" data-step=\"12\" data-event=\"replayed-ui-extension#6\""))
    #expect(item.contains("finding: header-not-on-top"))
    #expect(html.components(separatedBy: "<li data-divergence").count == 2)
    // Both timelines travel in the page: the recording's files and the replayed run's.
    #expect(html.contains("\"ui-extension-502.ilog\""))
    #expect(html.contains("\"replayed-ui-extension\""))
    #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src="))
    #expect(HTMLMarkup.problems(html) == [])
  }

  @Test func aPassingReplaysPageListsNoDivergence() throws {
    let directory = TemporaryDirectory()
    let out = directory.file("pass.html")
    let outcome = try Self.run([
      "replay", "Recordings/start-workout", "--sample", "workout", "--report", out,
    ])
    #expect(outcome.status == 0, "\(outcome.error)")
    let html = try String(contentsOfFile: out, encoding: .utf8)
    #expect(html.contains("<ol id=\"tt-divergences\"></ol>"))
  }

  @Test func anExistingFileIsRefusedBeforeReplaying() throws {
    let directory = TemporaryDirectory()
    let out = directory.file("kept.html")
    try "mine".write(toFile: out, atomically: true, encoding: .utf8)
    let outcome = try Self.run(Self.failingReplay + ["--report", out])
    #expect(outcome.status == 2)
    #expect(outcome.output == "")
    #expect(outcome.errorLines == ["replay: --report: \(out): already exists, never overwritten"])
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "mine")
  }

  @Test func aPathThatCannotBeWrittenIsRefusedBeforeReplaying() throws {
    let directory = TemporaryDirectory()
    let out = directory.file("missing/replay.html")
    let outcome = try Self.run(Self.failingReplay + ["--report", out])
    #expect(outcome.status == 2)
    #expect(outcome.output == "")
    #expect(outcome.error.hasPrefix("replay: --report: \(out): cannot create ("))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func aRecordingThatCannotBeReadLeavesNoPage() throws {
    let directory = TemporaryDirectory()
    let out = directory.file("none.html")
    let outcome = try Self.run([
      "replay", directory.file("no-such-recording"), "--sample", "workout", "--report", out,
    ])
    #expect(outcome.status == 2)
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func anEmptyPathIsAUsageError() throws {
    let outcome = try Self.run(Self.failingReplay + ["--report", ""])
    #expect(outcome.status == 2)
    #expect(outcome.error.contains("--report needs the path of a new HTML file."))
  }
}
