import Foundation
import InteractionTestSupport
import Testing

/// `ilog explore --report FILE`, run as the built binary: the exploration's time-travel page,
/// written also when the exploration is cut short, and refused before exploring where
/// `replay --report` refuses.
@Suite struct ExplorePageCommandTests {
  static func run(_ arguments: [String]) throws -> ProgramResult {
    try ILogBinary.run(["explore"] + arguments, in: PackageRoot.path)
  }

  /// Runs `explore ARGUMENTS --report FILE`, expecting `status`.
  ///
  /// - Returns: What it printed, and the page it wrote.
  static func page(_ arguments: [String], status: Int32) throws -> (
    outcome: ProgramResult, html: String
  ) {
    let directory = TemporaryDirectory()
    let out = directory.file("explore.html")
    let outcome = try run(arguments + ["--report", out])
    #expect(outcome.status == status, "\(outcome.error)")
    return (outcome, try String(contentsOfFile: out, encoding: .utf8))
  }

  static let failingExploration = ["Recordings/empty-set-last", "--sample", "workout"]

  @Test func aFailuresPageShowsItsPlansAndItsShrunkReplaysDivergence() throws {
    let (outcome, html) = try Self.page(Self.failingExploration, status: 1)
    // The report on standard output is the one without --report.
    #expect(outcome.output == (try Self.run(Self.failingExploration)).output)
    #expect(html.contains("<main id=\"tt\" data-mode=\"exploration\""))
    #expect(
      html.contains(
        "<p id=\"tt-summary\">✘ Exploration found 1 failure in Recordings/empty-set-last: 8 of "
          + "16 plans failed (1 interaction, every plan there is); shrinking took 1 more "
          + "replay.</p>"))
    #expect(
      html.contains(
        "<option value=\"1\">1. header-not-on-top in interaction S2: 8 of 16 plans failed"
          + "</option>"))
    // The recorded order put the empty set last, as the plan found and the plan shrunk do.
    let order = "<ol><li>[INStartWorkoutIntent.intentDescription]</li><li>[]</li></ol>"
    #expect(
      html.contains("<div class=\"tt-plan\" data-recorded=\"\"><h3>Recorded order</h3>" + order))
    #expect(html.contains("<div class=\"tt-plan\" data-plan=\"\"><h3>Found</h3>" + order))
    #expect(
      html.contains(
        "<div class=\"tt-plan\" data-shrunk=\"\"><h3>Shrunk</h3>" + order
          + "<p>[INStartWorkoutIntent.intentDescription] [], no faults (1 moved call from the "
          + "documented order, 0 faults)</p>"))
    #expect(
      html.contains(
        "<p class=\"tt-note\">step through it: ilog replay Recordings/empty-set-last --sample "
          + "workout --mode chaos --order &#39;[INStartWorkoutIntent.intentDescription] []&#39; "
          + "--interaction S2 --step</p>"))
    // The shrunk plan's replay: its divergence at the empty-set call's answer.
    let item = try #require(
      html.components(separatedBy: "<ol id=\"tt-divergences\" data-failure=\"1\">").dropFirst()
        .first?.components(separatedBy: "</ol>").first)
    #expect(
      item.hasPrefix("<li data-divergence=\"\" data-step=\"2\" data-event=\"replayed-ui-extension#")
    )
    #expect(item.contains("finding: header-not-on-top"), "\(item)")
    #expect(html.contains("\"replayed-ui-extension\""))
    #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src="))
    #expect(HTMLMarkup.problems(html) == [])
  }

  @Test func aMissingCompletionsPageNamesItsKind() throws {
    let html = try Self.page(
      ["Recordings/completion-missing", "--sample", "forgetful"], status: 1
    ).html
    #expect(html.contains("data-name=\"completion-missing\""))
    #expect(html.contains("plans failed</option>"))
    #expect(html.contains("<div class=\"tt-plan\" data-shrunk=\"\">"))
    #expect(html.contains("<ol id=\"tt-divergences\" data-failure=\"1\"><li data-divergence"))
    #expect(HTMLMarkup.problems(html) == [])
  }

  /// Three failures, one per interaction: each its own section and divergences, the first
  /// shown, the others hidden until chosen.
  @Test func eachFailureHasItsSectionItsMenuEntryAndItsDivergences() throws {
    let (outcome, html) = try Self.page(
      ["Recordings/two-process", "--sample", "workout"], status: 1)
    for (number, interaction) in [(1, "S1"), (2, "S4"), (3, "S3")] {
      let heading = try #require(
        outcome.outputLines.first { $0.hasPrefix("\(number). header-not-on-top in ") })
      #expect(heading.contains("interaction \(interaction): "))
      #expect(html.contains("<option value=\"\(number)\">\(heading)</option>"))
      #expect(
        html.contains(
          "<section class=\"tt-failure\" data-failure=\"\(number)\" data-interaction="
            + "\"\(interaction)\" data-name=\"header-not-on-top\"\(number == 1 ? "" : " hidden")>"))
      let list = try #require(
        html.components(separatedBy: "data-failure=\"\(number)\"><li data-divergence").dropFirst()
          .first?.components(separatedBy: "</ol>").first)
      #expect(list.contains("interaction \(interaction) "), "\(list)")
    }
    #expect(html.components(separatedBy: "<ol id=\"tt-divergences\"").count == 2)
    #expect(HTMLMarkup.problems(html) == [])
  }

  @Test func anExplorationWithNoFailureWritesAPageThatSaysSo() throws {
    let html = try Self.page(
      ["Recordings/empty-set-last", "--sample", "adaptive-header"], status: 0
    ).html
    #expect(
      html.contains(
        "<p id=\"tt-summary\">✔ Every plan passed in Recordings/empty-set-last: 16 plans "
          + "(1 interaction, every plan there is).</p>"))
    #expect(!html.contains("<select id=\"tt-failure\"") && !html.contains("class=\"tt-plan\""))
    #expect(html.contains("\"ui-extension-502.ilog\""))
  }

  @Test func anExplorationCutShortWritesWhatWasFound() throws {
    let (outcome, html) = try Self.page(
      [
        "Recordings/start-workout", "--sample", "forgetful", "--timeout", "0.2", "--deadline",
        "1",
      ], status: 1)
    #expect(outcome.output.contains("(1 interaction, cut short)"), "\(outcome.output)")
    #expect(html.contains("(1 interaction, cut short)"))
    #expect(html.contains("<div class=\"tt-plan\" data-shrunk=\"\">"))
  }

  @Test func anExistingFileIsRefusedBeforeExploring() throws {
    let directory = TemporaryDirectory()
    let out = directory.file("kept.html")
    try "mine".write(toFile: out, atomically: true, encoding: .utf8)
    let outcome = try Self.run(Self.failingExploration + ["--report", out])
    #expect(outcome.status == 2)
    #expect(outcome.output == "")
    #expect(outcome.errorLines == ["explore: --report: \(out): already exists, never overwritten"])
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "mine")
  }

  @Test func aPathThatCannotBeCreatedIsRefusedBeforeExploring() throws {
    let directory = TemporaryDirectory()
    let out = directory.file("missing/explore.html")
    let outcome = try Self.run(Self.failingExploration + ["--report", out])
    #expect(outcome.status == 2)
    #expect(outcome.output == "")
    #expect(
      outcome.error.hasPrefix("explore: --report: \(out): cannot create ("), "\(outcome.error)")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func aRecordingThatCannotBeExploredLeavesNoPage() throws {
    let directory = TemporaryDirectory()
    let out = directory.file("none.html")
    let outcome = try Self.run([
      directory.file("no-such-recording"), "--sample", "workout", "--report", out,
    ])
    #expect(outcome.status == 2)
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func anEmptyPathIsAUsageError() throws {
    let outcome = try Self.run(Self.failingExploration + ["--report", ""])
    #expect(outcome.status == 2)
    #expect(outcome.error.contains("--report needs the path of a new HTML file."))
  }
}
