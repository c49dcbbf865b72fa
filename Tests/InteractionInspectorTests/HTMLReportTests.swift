import Foundation
import InteractionLog
import InteractionModel
import InteractionTestSupport
import Testing

@testable import InteractionInspector

/// The HTML report's renderer on the committed recordings and on hand-made hostile values:
/// structure, escaping, self-containment, the deferred bodies of long sessions, determinism.
@Suite struct HTMLReportTests {
  /// What each recording holds: interactions, and findings by code.
  static let recordings: [(name: String, interactions: Int, findings: [String: Int])] = [
    ("start-workout", 1, [:]),
    ("empty-set-last", 1, ["empty-set-not-first": 1]),
    ("superset-claim", 1, [:]),
    ("double-completion", 1, ["completion-repeated": 1]),
    ("reasked-claimed", 1, ["reasked-claimed": 2]),
    ("completion-missing", 1, ["completion-missing": 1]),
    ("killed-mid-interaction", 33, ["empty-set-not-first": 4, "completion-repeated": 4]),
  ]

  static func render(
    _ recording: String, _ renderer: HTMLReportRenderer = HTMLReportRenderer()
  ) throws -> (html: String, outcome: InspectionOutcome) {
    var renderer = renderer
    let session = try InspectedSession(paths: ["\(packageRoot)/Recordings/\(recording)"])
    var html = ""
    let outcome = try renderer.render(
      [session], with: Inspector(configuration: InspectionConfiguration(retainsInteractions: false))
    ) { html += $0 }
    return (html, outcome)
  }

  static func count(_ needle: String, in html: String) -> Int {
    html.components(separatedBy: needle).count - 1
  }

  @Test(arguments: recordings)
  func everyInteractionHasASectionASummaryRowAndItsFindingCodes(
    recording: (name: String, interactions: Int, findings: [String: Int])
  ) throws {
    let (html, outcome) = try Self.render(recording.name)
    #expect(outcome.interactions == recording.interactions)
    #expect(Self.count("<details class=\"ix\"", in: html) == recording.interactions)
    #expect(Self.count("<tr data-target=\"s1-i", in: html) == recording.interactions)
    for (code, count) in recording.findings {
      // Each finding is listed under its interaction with its code.
      #expect(Self.count("<li><span class=\"code\">\(code)</span>", in: html) == count)
    }
    if recording.findings.isEmpty { #expect(!html.contains("<ul class=\"findings\">")) }
    #expect(HTMLMarkup.problems(html) == [])
  }

  @Test func theLanesAreTheHostTheProviderEveryHandlerCopyAndEveryController() throws {
    let (html, _) = try Self.render("start-workout")
    let lanes = html.components(separatedBy: "<th class=\"ln ").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    #expect(
      lanes == ["host", "provider"] + Array(repeating: "handler", count: 5)
        + ["controller", "controller"])
    #expect(html.contains("Workout<wbr>View<wbr>Controller<b>#2</b><small>controller</small>"))
    #expect(html.contains("<table class=\"seq\" style=\"--lanes:9\">"))
  }

  @Test func callsAndCompletionsAreArrowsWithTheirParametersAndLatencies() throws {
    let (html, _) = try Self.render("start-workout")
    // A dispatch reaches the provider's lane (the second) and names the handler it returned;
    // its completion's row id stays a link target.
    #expect(
      html.contains(
        "<td class=\"a\" colspan=\"2\"><span id=\"s1-e1-3\"></span><b>dispatch</b> → "
          + "StartWorkoutIntentHandler#1</td>"))
    #expect(html.contains("<b>resolve workoutName</b>"))
    #expect(html.contains("success &quot;run&quot; <span class=\"lat\">0.100 ms</span>"))
    // The empty set first, then intentDescription on the second controller (lane 9).
    #expect(
      html.contains(
        "<td class=\"a\" colspan=\"8\"><b>configureView</b> <span class=\"q\">(empty set)</span>"))
    #expect(
      html.contains(
        "<td class=\"a\" colspan=\"9\"><b>configureView</b> "
          + "<span class=\"p\">intentDescription</span>"))
  }

  @Test func theRunningClaimedSetMarksNewClaimsAndCarriesTheEarlierOnes() throws {
    let (html, _) = try Self.render("superset-claim")
    #expect(html.contains("<span class=\"p new\">+ rideStatus.pickupLocation</span>"))
    #expect(html.contains("<span class=\"p new\">+ rideStatus.driver</span>"))
    #expect(html.contains("<span class=\"p old\">· rideStatus.pickupLocation</span>"))
  }

  @Test func theEvidenceOfAFindingIsMarkedAndLinked() throws {
    let (html, _) = try Self.render("empty-set-last")
    for row in ["s1-e2-3", "s1-e2-5"] {
      #expect(html.contains("<tr class=\"c x\" id=\"\(row)\">"))
      #expect(html.contains("<a href=\"#\(row)\">"))
    }
    #expect(html.contains("<span class=\"code\">empty-set-not-first</span>"))
    #expect(html.contains("<div class=\"hint\">Don&#39;t treat the empty-set call"))
    #expect(html.contains("data-codes=\"empty-set-not-first\""))
  }

  @Test func aMissingCompletionIsACrossedArrow() throws {
    let (html, _) = try Self.render("completion-missing")
    #expect(html.contains("<tr class=\"m x\"><td class=\"n\"></td>"))
    #expect(html.contains("no completion"))
  }

  @Test func theTornRecordingShowsTheDamageAndTheCut() throws {
    let (html, outcome) = try Self.render("killed-mid-interaction")
    #expect(outcome.damages == 1)
    #expect(html.contains("<li><b>torn-tail</b> ui-extension-502.ilog byte 6742:"))
    #expect(html.contains("the log stops here: cut off before a completion"))
    #expect(html.contains("<span class=\"tag\">cut off</span>"))
    // Twenty open, the rest closed but written as markup.
    #expect(Self.count(" open><summary>", in: html) == 20)
  }

  @Test func thePageLoadsNothingFromOutside() throws {
    for recording in ["start-workout", "killed-mid-interaction"] {
      let (html, _) = try Self.render(recording)
      for needle in ["http://", "https://", "src=", "@import", "url(", "<link", "<iframe", "//cdn"]
      {
        #expect(!html.contains(needle), "\(recording) has \(needle)")
      }
      #expect(
        html.contains(
          "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "))
      #expect(html.contains("<style>\n" + HTMLDocument.style + "</style>"))
      #expect(html.contains("<script>" + HTMLDocument.script + "</script>"))
    }
  }

  @Test func theSecurityPolicyNamesTheScriptByItsHash() throws {
    let sha256sum = try #require(which("sha256sum"))
    let result = try runProgram(sha256sum, [], stdin: Data(HTMLDocument.script.utf8))
    let hex = Array(result.output.prefix(64))
    var digest = Data()
    for index in stride(from: 0, to: hex.count, by: 2) {
      digest.append(UInt8(String(hex[index..<(index + 2)]), radix: 16) ?? 0)
    }
    #expect(HTMLDocument.scriptHash == "sha256-" + digest.base64EncodedString())
    #expect(HTMLDocument.securityPolicy.contains("script-src '\(HTMLDocument.scriptHash)'"))
  }

  @Test func theSameInputGivesTheSameBytes() throws {
    let first = try Self.render("killed-mid-interaction").html
    let second = try Self.render("killed-mid-interaction").html
    #expect(first == second)
  }

  @Test func closedBodiesPastTheMarkupLimitAreCompressedAndInflateToTheSameMarkup() throws {
    let markup = try Self.render("killed-mid-interaction").html
    let deferred = try Self.render(
      "killed-mid-interaction", HTMLReportRenderer(openInteractions: 2, markupInteractions: 3)
    ).html
    #expect(deferred.count < markup.count)
    #expect(Self.count(" data-z=\"z1\" data-k=\"", in: deferred) == 30)
    let start = try #require(deferred.range(of: "<script type=\"text/x-ilog\" id=\"z1\">"))
    let end = try #require(deferred[start.upperBound...].range(of: "</script>"))
    let base64 = String(deferred[start.upperBound..<end.lowerBound])
    #expect(base64.allSatisfy { $0.isLetter || $0.isNumber || "+/=".contains($0) })
    let bodies = try Self.inflate(try #require(Data(base64Encoded: base64)))
      .components(separatedBy: "\u{0}")
    #expect(bodies.count == 30)
    // Each body is what the markup page holds between the section's summary and its end.
    for (index, body) in bodies.enumerated() {
      let id = "s1-i\(index + 4)"
      let section = try #require(markup.range(of: "<details class=\"ix\" id=\"\(id)\""))
      let summaryEnd = try #require(markup[section.upperBound...].range(of: "</summary>"))
      #expect(markup[summaryEnd.upperBound...].hasPrefix(body + "</details>"))
      #expect(HTMLMarkup.problems(body) == [])
    }
  }

  @Test func hostileValuesAreTextInContentAndAttributesAlike() throws {
    let hostile = "\"'><script>alert(1)</script><!--&amp;"
    var interaction = InteractionReport(
      position: 1, intentClass: hostile, classOrdinal: 1, identifier: hostile)
    let parameter = try Parameter(for: "IN\(hostile)", keyPath: "a</script>b[2]")
    interaction.snapshot = Interaction(
      intent: Intent(className: "IN\(hostile)", properties: [hostile: .string(hostile)]),
      response: IntentResponse(
        className: hostile, code: .init(rawValue: 1, name: hostile), properties: [:]),
      identifier: hostile)
    var call = UICall(
      index: 1, method: .configureView, instance: hostile + "#1", offered: [parameter],
      interactiveBehavior: InteractiveBehavior.none, context: .siriSnippet,
      event: EventReference(file: "ui\(hostile).ilog", sequence: 3), callID: 1,
      claimedAfter: [parameter])
    call.completions = [
      UICompletion(
        event: EventReference(file: "ui\(hostile).ilog", sequence: 4), success: true,
        claimed: [parameter], size: Size(width: 1, height: 2), latency: 5)
    ]
    interaction.interface = InterfacePhase(calls: [call])
    interaction.findings = [
      Finding(
        code: FindingCode(rawValue: hostile), explanation: hostile,
        evidence: [call.event], hint: hostile, interaction: 1)
    ]
    for renderer in [
      HTMLReportRenderer(), HTMLReportRenderer(openInteractions: 0, markupInteractions: 0),
    ] {
      var renderer = renderer
      var html = renderer.begin(sessions: [[hostile]])
      renderer.beginSession(paths: [hostile], files: ["ui\(hostile).ilog"])
      renderer.add(interaction)
      html += renderer.endSession(
        Inspection(report: SessionReport(), stats: LogStatsFold().finish(summaries: [])))
      html += renderer.finish()
      #expect(HTMLMarkup.problems(html) == [])
      // The snippet shows the hostile names too, when the body is markup.
      if renderer.markupInteractions > 0 { #expect(html.contains("<div class=\"snip\">")) }
      #expect(!html.contains("<script>alert") && !html.contains("<!--"))
      #expect(Self.count("</script>", in: html) == Self.count("<script", in: html))
      #expect(html.contains("&quot;&#39;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--&amp;amp;"))
    }
  }

  @Test func escapingCoversEveryCharacterThatMeansSomethingInHTML() {
    #expect(
      HTMLText.escape("<a href=\"x\">'&'</a>")
        == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    #expect(HTMLText.escape("a\u{0}b\u{1B}c\td\ne\u{85}") == "a\u{FFFD}b\u{FFFD}c\td\ne\u{FFFD}")
    #expect(HTMLText.escape("café 🚲") == "café 🚲")
    #expect(HTMLText.element("td", "<b>", class: "n") == "<td class=\"n\">&lt;b&gt;</td>")
    #expect(
      HTMLTimeline.breakable("StartWorkoutIntentHandler")
        == "Start<wbr>Workout<wbr>Intent<wbr>Handler")
    #expect(HTMLTimeline.breakable("IN<b>X") == "IN&lt;b&gt;X")
  }

  private static func inflate(_ data: Data) throws -> String {
    let inflater = try Inflater()
    var output: [UInt8] = []
    let bytes = [UInt8](data)
    _ = try bytes.withUnsafeBytes { (buffer) throws -> Inflater.Outcome in
      try inflater.inflate(buffer, into: &output, limit: 64 << 20)
    }
    return String(decoding: output, as: UTF8.self)
  }
}
