import Foundation
import InteractionTestSupport
import Testing

/// `ilog inspect --findings-only`: only the interactions with an exception, then the summary,
/// in every format.
@Suite struct InspectFindingsOnlyTests {
  /// Three interactions, one of them (`S4`) with an exception.
  static let mixed = "Recordings/two-process"
  /// One interaction, with no exception.
  static let clean = "Recordings/start-workout"

  static func inspect(_ arguments: [String]) throws -> ProgramResult {
    try ILogBinary.run(["inspect"] + arguments, in: PackageRoot.path)
  }

  /// What `--interaction` shows of the one interaction that has an exception (or of none) is
  /// what `--findings-only` shows, but for the name of the filter in the headline.
  @Test(arguments: ["text", "markdown", "mermaid"], [(mixed, "S4"), (clean, "none")])
  func showsWhatSelectingTheInteractionsWithAnExceptionShows(
    format: String, recording: (path: String, withFindings: String)
  ) throws {
    let findingsOnly = try Self.inspect(["--format", format, "--findings-only", recording.path])
    let selected = try Self.inspect(
      ["--format", format, "--interaction", recording.withFindings, recording.path])
    #expect(findingsOnly.error.isEmpty)
    #expect(findingsOnly.status == selected.status)
    #expect(
      findingsOnly.output
        == selected.output.replacingOccurrences(
          of: "--interaction \(recording.withFindings)", with: "--findings-only"))
  }

  @Test func textOfAMixedSessionShowsOnlyTheInteractionWithAnExceptionAndTheSummary() throws {
    let outcome = try Self.inspect(["--findings-only", Self.mixed])
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("interaction S4"))
    #expect(!outcome.output.contains("interaction S1"))
    #expect(!outcome.output.contains("interaction S3"))
    #expect(outcome.output.contains("1 shown (--findings-only)"))
  }

  @Test func jsonHasOnlyTheInteractionsWithAnExceptionAndTheSameSummary() throws {
    let full = try Self.inspect(["--format", "json", Self.mixed]).jsonLines()
    let outcome = try Self.inspect(["--format", "json", "--findings-only", Self.mixed])
    let lines = try outcome.jsonLines()
    #expect(outcome.status == 0)
    let selection = try #require(lines.first?["selection"] as? [String: Any])
    #expect(selection["findingsOnly"] as? Bool == true)
    #expect(selection["codes"] as? [String] == [])
    func hasFindings(_ line: [String: Any]) -> Bool {
      let findings = (line["interaction"] as? [String: Any])?["findings"] as? [Any]
      return findings?.isEmpty == false
    }
    let interactions = lines.filter { $0["interaction"] != nil }
    #expect(interactions.count == 1)
    #expect(interactions.allSatisfy(hasFindings))
    #expect(interactions.count == full.filter(hasFindings).count)
    let summary = try JSONSerialization.data(
      withJSONObject: try #require(lines.last?["summary"]), options: .sortedKeys)
    let fullSummary = try JSONSerialization.data(
      withJSONObject: try #require(full.last?["summary"]), options: .sortedKeys)
    #expect(summary == fullSummary)
  }

  @Test func jsonOfACleanSessionIsTheHeaderAndTheSummary() throws {
    let lines = try Self.inspect(["--format", "json", "--findings-only", Self.clean]).jsonLines()
    #expect(lines.count == 2)
    #expect(lines.first?["schema"] != nil)
    #expect(lines.last?["summary"] != nil)
  }

  /// Several sessions, inspected at once: each session's summary, and only the interactions with
  /// an exception, in the order given.
  @Test func aFleetShowsEachSummaryAndOnlyTheInteractionsWithAnException() throws {
    let recordings = [Self.clean, Self.mixed, "Recordings/empty-set-last"]
    let lines = try Self.inspect(["--format", "json", "--findings-only"] + recordings).jsonLines()
    let summaries = lines.filter { $0["summary"] != nil }
    #expect(summaries.map { $0["session"] as? Int } == [0, 1, 2])
    let shown = lines.compactMap { line -> String? in
      guard let interaction = line["interaction"] as? [String: Any] else { return nil }
      return "\(line["session"] ?? "?")/\(interaction["identifier"] ?? "?")"
    }
    #expect(shown.count == 2)
    #expect(shown.first == "1/S4")
    #expect(shown.last?.hasPrefix("2/") == true)
  }

  /// `--only` runs only its rules, and `--findings-only` leaves clean interactions' reports
  /// out: what they show and count is what the whole inspection shows of the same codes.
  @Test(arguments: ["text", "markdown"])
  func onlyShowsItsCodesAndCountsAsTheWholeInspection(format: String) throws {
    // Thirty-three interactions, with findings of three codes.
    let recording = "Recordings/killed-mid-interaction"
    let full = try Self.inspect(["--format", format, recording])
    for code in ["completion-repeated", "empty-set-not-first", "header-not-on-top"] {
      #expect(full.output.contains(code))
    }
    let only = try Self.inspect(
      ["--format", format, "--only", "empty-set-not-first", "--findings-only", recording])
    #expect(only.status == full.status)
    #expect(only.output.contains("empty-set-not-first"))
    #expect(!only.output.contains("completion-repeated"))
    #expect(!only.output.contains("header-not-on-top"))
    if format == "text" {
      #expect(
        only.output.contains(
          "33 interactions, 4 shown (--findings-only --only empty-set-not-first), 4 findings "
            + "(empty-set-not-first 4)"))
    }
    // Each interaction shown is shown as the whole inspection shows it, but for other codes.
    let selected = try Self.inspect([
      "--format", "json", "--only", "empty-set-not-first", recording,
    ])
    .jsonLines().compactMap { ($0["interaction"] as? [String: Any])?["identifier"] as? String }
    #expect(selected.count == 4)
    let shownText = try Self.inspect(["--only", "empty-set-not-first", recording]).outputLines
      .filter { $0.hasPrefix("#") }
    #expect(shownText.count == 4)
    #expect(zip(shownText, selected).allSatisfy { $0.contains("interaction \($1)") })
  }

  @Test func theHelpDescribesIt() throws {
    let help = try ILogBinary.run(["inspect", "--help"]).output
    #expect(help.contains("--findings-only"))
    #expect(help.contains("only the interactions that have an exception"))
  }
}
