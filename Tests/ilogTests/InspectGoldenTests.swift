import Foundation
import InteractionTestSupport
import Testing

/// Every committed recording's expected `ilog inspect` output (`Recordings/<name>/
/// expected-inspect.txt` and `.json`), compared with what the built binary prints, run from
/// the package root with the recording's relative path as the golden files name it.
///
/// `ILOG_RECORD_GOLDENS=1 swift test --filter InspectGoldenTests` rewrites the files from the
/// binary instead of comparing; `swift run make-recordings` writes the same files with the
/// library's renderers, and its `--check` compares them too.
@Suite struct InspectGoldenTests {
  static let recordsGoldens = ProcessInfo.processInfo.environment["ILOG_RECORD_GOLDENS"] == "1"

  /// What each recording's findings are, by code, as Recordings/README.md lists them.
  static let expectedFindings: [String: [String: Int]] = [
    "start-workout": [:], "end-workout": [:], "superset-claim": [:], "indexed-accounts": [:],
    "notebook-grouping": [:], "both-methods": [:], "both-methods-ios10": [:],
    "maps-ride-card": [:],
    "empty-set-last": ["empty-set-not-first": 1, "header-not-on-top": 1],
    "double-completion": ["completion-repeated": 1],
    "two-process": ["completion-repeated": 1],
    "caching-handler": ["completion-repeated": 1],
    "reasked-claimed": ["reasked-claimed": 2, "parameter-shown-twice": 2],
    "mixed-api": ["mixed-api": 1],
    "completion-missing": ["completion-missing": 1],
    "killed-mid-interaction": [
      "empty-set-not-first": 4, "header-not-on-top": 4, "completion-repeated": 4,
    ],
  ]

  @Test func everyRecordingHasItsExpectedFindingsListed() {
    #expect(Set(PackageRoot.recordings) == Set(Self.expectedFindings.keys))
  }

  @Test(arguments: PackageRoot.recordings, ["txt", "json"])
  func inspectPrintsTheCommittedOutput(recording: String, format: String) throws {
    let relative = "Recordings/\(recording)"
    let arguments = ["inspect"] + (format == "json" ? ["--format", "json"] : []) + [relative]
    let outcome = try ILogBinary.run(arguments, in: PackageRoot.path)
    #expect(!outcome.crashed, "\(outcome.error)")
    let golden = "\(PackageRoot.path)/\(relative)/expected-inspect.\(format)"
    if Self.recordsGoldens {
      try outcome.outputData.write(to: URL(fileURLWithPath: golden))
      return
    }
    let expected = try String(contentsOfFile: golden, encoding: .utf8)
    expectSameLines(
      outcome.output, expected,
      hint: "run `swift run make-recordings` (or ILOG_RECORD_GOLDENS=1 swift test) and commit")
  }

  @Test(arguments: PackageRoot.recordings)
  func theFindingsAreTheOnesTheRecordingShows(recording: String) throws {
    let outcome = try ILogBinary.run(
      ["inspect", "--format", "json", "Recordings/\(recording)"], in: PackageRoot.path)
    let sessions = try #require(try outcome.inspection()["sessions"] as? [[String: Any]])
    let report = try #require(sessions.first?["report"] as? [String: Any])
    let counts = try #require(report["findingCounts"] as? [String: Int])
    #expect(counts == Self.expectedFindings[recording])
  }

  @Test(arguments: PackageRoot.recordings)
  func onlyTheTornRecordingExits1AndStrictFailsExactlyTheOnesWithFindings(recording: String)
    throws
  {
    let torn = recording == "killed-mid-interaction"
    let plain = try ILogBinary.run(["inspect", "Recordings/\(recording)"], in: PackageRoot.path)
    #expect(plain.status == (torn ? 1 : 0))
    #expect(plain.error == "")
    let strict = try ILogBinary.run(
      ["inspect", "--strict", "Recordings/\(recording)"], in: PackageRoot.path)
    let hasFindings = !(Self.expectedFindings[recording] ?? [:]).isEmpty
    #expect(strict.status == (torn || hasFindings ? 1 : 0))
    #expect(strict.output == plain.output)
  }

  @Test func theTornRecordingIsInspectedUpToTheTearAndSaysSo() throws {
    let outcome = try ILogBinary.run(
      ["inspect", "Recordings/killed-mid-interaction"], in: PackageRoot.path)
    let lines = outcome.outputLines
    #expect(
      lines.contains(
        "#33 INStartWorkoutIntent  interaction S1-killed  intents-extension-501.ilog + ui-extension-502.ilog"
      ))
    #expect(lines.contains("  cut off: the log stops inside this interaction; shown up to the cut"))
    #expect(
      lines.contains {
        $0.hasPrefix("    2  OverMemoryWorkoutViewController#2") && $0.contains("cut off")
      })
    #expect(
      lines.contains {
        $0.hasPrefix("  damage  ui-extension-502.ilog: byte 6742: torn-tail: the file ends inside")
      })
    #expect(
      lines.last
        == "  the log is torn (its process stopped mid-write): everything before the tear is "
        + "inspected; #33 S1-killed stops there, cut off")
    #expect(outcome.status == 1)
  }
}

/// Compares two texts line by line, and names the first line that differs.
func expectSameLines(
  _ actual: String, _ expected: String, hint: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard actual != expected else { return }
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let index = zip(actualLines, expectedLines).prefix { $0 == $1 }.count
  let got = index < actualLines.count ? String(actualLines[index]) : "(end)"
  let wanted = index < expectedLines.count ? String(expectedLines[index]) : "(end)"
  Issue.record(
    "line \(index + 1) differs (\(hint)):\n  expected: \(wanted)\n  actual:   \(got)",
    sourceLocation: sourceLocation)
}
