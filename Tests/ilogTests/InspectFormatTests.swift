import Foundation
import InteractionTestSupport
import Testing

/// `ilog inspect --format` and `--color`: what each format writes, and colour only when asked
/// for or on a terminal.
@Suite struct InspectFormatTests {
  static let recording = "Recordings/empty-set-last"

  @Test func jsonIsOneCompactLinePerRecordWithItsSchemaFirstAndTheSummaryLast() throws {
    let outcome = try ILogBinary.run(
      ["inspect", "--format", "json", Self.recording], in: PackageRoot.path)
    let lines = try outcome.jsonLines()
    #expect(lines.count == 3)
    #expect(Set(lines[0].keys) == ["schema"])
    #expect(lines[0]["schema"] as? String == "ilog-inspect/3")
    #expect(Set(lines[1].keys) == ["interaction", "session"])
    #expect(lines[1]["session"] as? Int == 0)
    let interaction = try #require(lines[1]["interaction"] as? [String: Any])
    let finding = try #require((interaction["findings"] as? [[String: Any]])?.first)
    #expect(finding["code"] as? String == "empty-set-not-first")
    #expect(Set(lines[2].keys) == ["session", "summary"])
    let summary = try #require(lines[2]["summary"] as? [String: Any])
    #expect(Set(summary.keys) == ["paths", "report", "stats"])
    #expect(summary["paths"] as? [String] == [Self.recording])
    let report = try #require(summary["report"] as? [String: Any])
    #expect(
      Set(report.keys)
        == ["brokenLinks", "damages", "findingCounts", "interactionCount", "processes", "sessions"])
    // Compact, with sorted keys: no blank after a separator, and the summary's keys in order.
    let text = outcome.output
    #expect(!text.contains("\" : ") && !text.contains(", \""))
    let keys = ["\"session\":0,\"summary\":", "\"paths\":", "\"report\":", "\"stats\":"]
    let offsets = try keys.map { try #require(text.range(of: $0)).lowerBound }
    #expect(offsets == offsets.sorted())
    #expect(outcome.status == 0)
  }

  @Test func jsonNamesTheSelectionWhenFiltered() throws {
    let outcome = try ILogBinary.run(
      [
        "inspect", "--format", "json", "--only", "completion-repeated", "--intent",
        "INSendMessageIntent", "Recordings/two-process",
      ], in: PackageRoot.path)
    let root = try outcome.inspection()
    let selection = try #require(root["selection"] as? [String: Any])
    #expect(selection["codes"] as? [String] == ["completion-repeated"])
    #expect(selection["intentClass"] as? String == "INSendMessageIntent")
    let session = try #require((root["sessions"] as? [[String: Any]])?.first)
    #expect((session["interactions"] as? [[String: Any]])?.count == 1)
    #expect((session["report"] as? [String: Any])?["interactionCount"] as? Int == 3)
  }

  @Test func jsonOfSeveralSessionsNumbersThemInTheOrderGiven() throws {
    let recordings = ["Recordings/two-process", "Recordings/empty-set-last"]
    let outcome = try ILogBinary.run(
      ["inspect", "--format", "json"] + recordings, in: PackageRoot.path)
    let lines = try outcome.jsonLines()
    let summaries = lines.filter { $0["summary"] != nil }
    #expect(summaries.map { $0["session"] as? Int } == [0, 1])
    #expect(
      summaries.map { ($0["summary"] as? [String: Any])?["paths"] as? [String] } == [
        [recordings[0]], [recordings[1]],
      ])
    // Each session's interactions come before its summary.
    let sessions = lines.dropFirst().map { $0["session"] as? Int }
    #expect(sessions == sessions.sorted { ($0 ?? -1) < ($1 ?? -1) })
  }

  @Test func prettyJSONIndentsTheSameRecords() throws {
    let compact = try ILogBinary.run(
      ["inspect", "--format", "json", "Recordings/two-process"], in: PackageRoot.path)
    let pretty = try ILogBinary.run(
      ["inspect", "--format", "json", "--pretty", "Recordings/two-process"], in: PackageRoot.path)
    #expect(pretty.status == compact.status)
    #expect(pretty.output.contains("\n  \"schema\" : \"ilog-inspect/3\""))
    // Each record ends at a closing brace alone on its line.
    let records = pretty.output.components(separatedBy: "\n}\n").filter { !$0.isEmpty }
    let parsed = try records.map { record in
      try #require(
        try JSONSerialization.jsonObject(with: Data((record + "}").utf8)) as? NSDictionary)
    }
    let expected = try compact.jsonLines().map { $0 as NSDictionary }
    #expect(parsed == expected)
  }

  @Test func prettyWithoutJSONIsAUsageError() throws {
    let outcome = try ILogBinary.run(["inspect", "--pretty", Self.recording], in: PackageRoot.path)
    #expect(outcome.status == 2)
    #expect(outcome.error.contains("--pretty indents JSON: it goes with --format json."))
  }

  /// The interactions' lines are smaller than the events they describe: only the summary, a
  /// fixed 2–3 KB of figures, can make a tiny log's output the larger.
  @Test(arguments: PackageRoot.recordings)
  func jsonInteractionsAreSmallerThanTheirEvents(recording: String) throws {
    let outcome = try ILogBinary.run(
      ["inspect", "--format", "json", "Recordings/\(recording)"], in: PackageRoot.path)
    let lines = outcome.outputLines
    let summary = try #require(try outcome.jsonLines().last?["summary"] as? [String: Any])
    let payload = try #require((summary["stats"] as? [String: Any])?["payloadBytes"] as? Int)
    let interactionBytes = lines.filter { $0.hasPrefix("{\"interaction\":") }
      .reduce(0) { $0 + $1.utf8.count + 1 }
    #expect(interactionBytes > 0)
    #expect(
      interactionBytes < payload, "\(interactionBytes) bytes of interactions, \(payload) of events")
  }

  @Test func markdownHasTablesForAPullRequest() throws {
    let outcome = try ILogBinary.run(
      ["inspect", "--format", "markdown", Self.recording], in: PackageRoot.path)
    let lines = outcome.outputLines
    #expect(lines.first == "## `Recordings/empty-set-last`")
    #expect(lines.contains("### #1 `INStartWorkoutIntent` · interaction `S2`"))
    #expect(
      lines.contains("| # | instance | offered | claimed so far | success | size | latency |"))
    #expect(lines.contains("|--:|---|---|---|---|--:|--:|"))
    #expect(
      lines.contains(
        "| 2 | `WorkoutViewController#2` | *(empty set)* | · `intentDescription` | yes | 320x44 | "
          + "0.100 ms |"))
    #expect(
      lines.contains {
        $0.hasPrefix("- **`empty-set-not-first`** the empty-set configureView call")
      })
    #expect(
      lines.contains(
        "**Summary:** 1 interaction, 2 findings (`empty-set-not-first` 1, `header-not-on-top` 1)"))
    #expect(!outcome.output.contains("\u{1B}["))
    #expect(outcome.status == 0)
  }

  @Test func mermaidIsASequenceDiagramWithClaimedSetsOnTheArrows() throws {
    let outcome = try ILogBinary.run(
      ["inspect", "--format", "mermaid", "Recordings/superset-claim"], in: PackageRoot.path)
    let lines = outcome.outputLines
    #expect(lines.first == "sequenceDiagram")
    #expect(lines.contains("  participant host as SiriKit"))
    #expect(lines.contains("  participant H1 as RequestRideIntentHandler#35;1"))
    #expect(lines.contains("  participant C2 as RideStatusViewController#35;2"))
    #expect(lines.contains("  host->>C2: configureView [rideStatus.pickupLocation]"))
    #expect(
      lines.contains(
        "  C2-->>host: success · claimed [rideStatus.dropOffLocation, "
          + "rideStatus.estimatedPickupDate, rideStatus.pickupLocation] · 320x200"))
    #expect(lines.contains("  Note over host,C3: #35;1 INRequestRideIntent · S5"))
    // Mermaid ends a statement at `;` and starts a comment at `#`: only entity codes remain.
    for line in lines.dropFirst() where !line.hasPrefix("  %%") {
      #expect(!line.replacingOccurrences(of: "#35;", with: "").contains("#"), "\(line)")
    }
    #expect(outcome.status == 0)
  }

  @Test func mermaidNotesFindingsAndMissingAnswers() throws {
    let missing = try ILogBinary.run(
      ["inspect", "--format", "mermaid", "Recordings/completion-missing"], in: PackageRoot.path)
    #expect(missing.outputLines.contains("  C2--xhost: no answer"))
    #expect(
      missing.outputLines.contains { $0.hasPrefix("  Note over host,C2: completion-missing<br/>") })
    let torn = try ILogBinary.run(
      [
        "inspect", "--format", "mermaid", "--interaction", "S1-killed",
        "Recordings/killed-mid-interaction",
      ], in: PackageRoot.path)
    #expect(torn.outputLines.contains("  Note right of C2: the log stops here (cut off)"))
    #expect(torn.status == 1)
    #expect(
      torn.errorLines.first?.hasPrefix(
        "ilog: damage: Recordings/killed-mid-interaction/ui-extension-502.ilog: byte 6742: torn-tail"
      ) == true)
  }

  @Test func mermaidDrawsOneSession() throws {
    let outcome = try ILogBinary.run(
      ["inspect", "--format", "mermaid", "Recordings/start-workout", "Recordings/end-workout"],
      in: PackageRoot.path)
    #expect(outcome.output == "")
    #expect(outcome.error.hasPrefix("ilog: --format mermaid draws one session"))
    #expect(outcome.status == 2)
  }

  @Test func colourOnlyWhenAskedForOrOnATerminal() throws {
    let piped = try ILogBinary.run(["inspect", Self.recording], in: PackageRoot.path)
    #expect(!piped.output.contains("\u{1B}["))
    let always = try ILogBinary.run(
      ["inspect", "--color", "always", Self.recording], in: PackageRoot.path)
    #expect(always.output.contains("\u{1B}[1;31mempty-set-not-first\u{1B}[0m"))
    // Colour changes nothing but the escapes: the plain text is the same.
    let stripped = always.output.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    #expect(stripped == piped.output)
    let never = try ILogBinary.run(
      ["inspect", "--color", "never", Self.recording], in: PackageRoot.path,
      environment: ["TERM": "xterm-256color"])
    #expect(never.output == piped.output)
    let json = try ILogBinary.run(
      ["inspect", "--color", "always", "--format", "json", Self.recording], in: PackageRoot.path)
    #expect(!json.output.contains("\u{1B}["))
  }
}
