import Foundation
import InteractionTestSupport
import InteractionTimeTravel
import Testing

/// The time-travel page's markup: self-contained, its script admitted by digest, the DOM
/// contract's elements, a replay page's divergences and an exploration page's plans.
@Suite struct TimeTravelPageTests {
  static func timeline() throws -> TimeTravelTimeline {
    try TimeTravelTimeline.reading(paths: ["\(packageRoot)/Recordings/empty-set-last"])
  }

  @Test func aRecordingsPageLoadsNothingFromOutside() throws {
    let html = TimeTravelPage(recording: try Self.timeline(), title: "empty-set-last").html
    #expect(!html.contains("http://") && !html.contains("https://"))
    #expect(!html.contains("src="))
    #expect(!html.contains("<link"))
    #expect(html.contains("default-src 'none'"))
    #expect(html.contains("<main id=\"tt\" data-mode=\"recording\""))
    for id in [
      "tt-scrubber", "tt-event", "tt-snippet", "tt-claimed", "tt-handling", "tt-findings",
      "tt-filter-interaction", "tt-filter-finding",
    ] {
      #expect(html.contains("id=\"\(id)\""), "\(id)")
    }
    #expect(html.contains("role=\"slider\" tabindex=\"0\""))
    #expect(HTMLMarkup.problems(html) == [])
  }

  @Test(
    .enabled(
      if: OptionalTool.sha256.isInstalled, Comment(rawValue: OptionalTool.sha256.missingReason)))
  func theSecurityPolicyNamesTheScriptsDigest() throws {
    let html = TimeTravelPage(recording: try Self.timeline(), title: "t").html
    let script = try #require(
      html.components(separatedBy: "<script>").last?.components(separatedBy: "</script>").first)
    let command = try #require(OptionalTool.sha256.command)
    let digest = try runProgram(command.path, command.arguments, stdin: Data(script.utf8))
    let hex = try #require(digest.output.split(separator: " ").first)
    var bytes: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      bytes.append(try #require(UInt8(hex[index..<next], radix: 16)))
      index = next
    }
    #expect(html.contains("script-src 'sha256-\(Data(bytes).base64EncodedString())'"))
  }

  @Test func aValueFromTheLogCannotCloseTheDataElement() throws {
    let timeline = try Self.timeline()
    let html = TimeTravelPage(
      replay: timeline, replayed: timeline,
      divergences: [TimeTravelDivergence(event: nil, step: 3, text: "</script><b>x")],
      title: "</title>"
    ).html
    #expect(!html.contains("</script><b>"))
    #expect(html.contains("&lt;/script&gt;&lt;b&gt;x"))
    #expect(HTMLMarkup.problems(html) == [])
  }

  @Test func aReplayPageListsEachDivergenceWithItsStepAndEvent() throws {
    let timeline = try Self.timeline()
    let html = TimeTravelPage(
      replay: timeline, replayed: timeline,
      divergences: [
        TimeTravelDivergence(
          event: "ui-extension-502.ilog#5", step: 2, text: "call 2 offered (empty set)")
      ], title: "replay"
    ).html
    #expect(html.contains("<main id=\"tt\" data-mode=\"replay\""))
    #expect(html.contains("<section id=\"tt-recorded\">"))
    #expect(html.contains("<section id=\"tt-replayed\">"))
    #expect(
      html.contains(
        "<li data-divergence=\"\" data-step=\"2\" data-event=\"ui-extension-502.ilog#5\" "
          + "tabindex=\"0\">call 2 offered (empty set)</li>"))
    #expect(HTMLMarkup.problems(html) == [])
  }

  static func failure(_ number: Int, name: String, timeline: TimeTravelTimeline)
    -> TimeTravelPlanFailure
  {
    TimeTravelPlanFailure(
      summary: "\(number). \(name) in interaction S2: 8 of 16 plans failed", interaction: "S2",
      name: name, recordedOrder: ["[INStartWorkoutIntent.intentDescription]", "[]"],
      found: TimeTravelPlan(
        order: ["[INStartWorkoutIntent.intentDescription]", "[]"],
        text: "[INStartWorkoutIntent.intentDescription] [], reask-claimed"),
      shrunk: TimeTravelPlan(
        order: ["[INStartWorkoutIntent.intentDescription]", "[]"],
        text: "[INStartWorkoutIntent.intentDescription] [], no faults (1 moved call)"),
      notes: ["step through it: ilog replay … --step"], replayed: timeline,
      divergences: [
        TimeTravelDivergence(event: "ui-extension-502.ilog#6", step: 2, text: "finding: \(name)")
      ])
  }

  @Test func anExplorationPageShowsEachFailuresPlansAndAMenuToChooseOne() throws {
    let timeline = try Self.timeline()
    let html = TimeTravelPage(
      exploration: timeline,
      summary: "✘ Exploration found 2 failures in Recordings/empty-set-last",
      failures: [
        Self.failure(1, name: "header-not-on-top", timeline: timeline),
        Self.failure(2, name: "completion-missing", timeline: timeline),
      ], title: "Exploration of Recordings/empty-set-last"
    ).html
    #expect(html.contains("<main id=\"tt\" data-mode=\"exploration\""))
    #expect(
      html.contains(
        "<p id=\"tt-summary\">✘ Exploration found 2 failures in Recordings/empty-set-last</p>"))
    // The menu names each failure in the report's words.
    #expect(
      html.contains(
        "<select id=\"tt-failure\"><option value=\"1\">1. header-not-on-top in interaction S2: "
          + "8 of 16 plans failed</option><option value=\"2\">2. completion-missing in "
          + "interaction S2: 8 of 16 plans failed</option></select>"))
    // One section per failure, the first shown: the recorded order, the plan found and the
    // plan shrunk, each set a row.
    #expect(
      html.contains(
        "<section class=\"tt-failure\" data-failure=\"1\" data-interaction=\"S2\" "
          + "data-name=\"header-not-on-top\"><h2>"))
    #expect(
      html.contains(
        "<section class=\"tt-failure\" data-failure=\"2\" data-interaction=\"S2\" "
          + "data-name=\"completion-missing\" hidden><h2>"))
    #expect(html.components(separatedBy: "<div class=\"tt-plan\" data-recorded=\"\">").count == 3)
    #expect(html.components(separatedBy: "<div class=\"tt-plan\" data-plan=\"\">").count == 3)
    #expect(
      html.contains(
        "<div class=\"tt-plan\" data-shrunk=\"\"><h3>Shrunk</h3><ol>"
          + "<li>[INStartWorkoutIntent.intentDescription]</li><li>[]</li></ol>"
          + "<p>[INStartWorkoutIntent.intentDescription] [], no faults (1 moved call)</p></div>"))
    #expect(html.contains("<p class=\"tt-note\">step through it: ilog replay … --step</p>"))
    // The shrunk replay beside the recording, each failure's divergences in a list of its own,
    // the chosen one's #tt-divergences.
    #expect(html.contains("<section id=\"tt-recorded\">"))
    #expect(html.contains("<section id=\"tt-replayed\">"))
    #expect(
      html.contains(
        "<ol id=\"tt-divergences\" data-failure=\"1\"><li data-divergence=\"\" data-step=\"2\" "
          + "data-event=\"ui-extension-502.ilog#6\" tabindex=\"0\">finding: header-not-on-top"))
    #expect(
      html.contains(
        "<ol hidden data-failure=\"2\"><li data-divergence=\"\" data-step=\"2\" "
          + "data-event=\"ui-extension-502.ilog#6\" tabindex=\"0\">finding: completion-missing"))
    #expect(html.components(separatedBy: "<ol id=\"tt-divergences\"").count == 2)
    // Each failure's replayed run travels in the page: the data's fifth element.
    let data = try #require(
      html.components(separatedBy: "id=\"tt-data\">").last?.components(separatedBy: "</script>")
        .first)
    let decoded = try #require(
      try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [Any])
    #expect(decoded.first as? String == "exploration")
    #expect((decoded.last as? [Any])?.count == 2)
    #expect(!html.contains("http://") && !html.contains("https://"))
    #expect(!html.contains("src=") && !html.contains("<link"))
    #expect(html.contains("default-src 'none'"))
    #expect(HTMLMarkup.problems(html) == [])
  }

  @Test func anExplorationWithNoFailureShowsTheRecordingAndSaysSo() throws {
    let html = TimeTravelPage(
      exploration: try Self.timeline(),
      summary: "✔ Every plan passed in Recordings/empty-set-last: 16 plans", failures: [],
      title: "Exploration"
    ).html
    #expect(html.contains("<main id=\"tt\" data-mode=\"exploration\""))
    #expect(html.contains("<p id=\"tt-summary\">✔ Every plan passed in "))
    #expect(!html.contains("<select id=\"tt-failure\"") && !html.contains("class=\"tt-plan\""))
    #expect(!html.contains("<ol id=\"tt-divergences\"") && !html.contains("id=\"tt-replayed\""))
    #expect(html.contains("id=\"tt-snippet\""))
    #expect(HTMLMarkup.problems(html) == [])
  }
}
