import Foundation
import InteractionLog
import InteractionModel
import InteractionTestSupport
import SampleSessionSupport
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
    try render(path: "\(packageRoot)/Recordings/\(recording)", renderer)
  }

  /// The page of the session in `path`, rendered as `ilog report` renders it.
  static func render(
    path: String, _ renderer: HTMLReportRenderer = HTMLReportRenderer()
  ) throws -> (html: String, outcome: InspectionOutcome) {
    var renderer = renderer
    let session = try InspectedSession(paths: [path])
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

  @Test func eachRowNamesItsProcessTheCallTheObjectAndItsAnswer() throws {
    let (html, _) = try Self.render("start-workout")
    let rows = try Self.sections(html).flatMap(Self.rows)
    #expect(
      rows.map(\.process) == Array(repeating: "ie", count: 10) + ["ui", "ui"])
    #expect(rows.map(\.call) == Self.startWorkoutCalls)
    // A dispatch names the handler it returned; its completion's id stays a link target.
    #expect(
      html.contains(
        "<td class=\"an\"><div id=\"s1-e1-3\">→ StartWorkoutIntentHandler#1</div></td>"))
    #expect(html.contains("<tr class=\"ie d\" id=\"s1-e1-2\">"))
    #expect(html.contains("<span class=\"pk ie\">Intents</span>"))
    #expect(html.contains("<span class=\"pk ui\">Intents UI</span>"))
    #expect(html.contains("Start<wbr>Workout<wbr>Intent<wbr>Handler<b>#2</b>"))
    #expect(html.contains("success &quot;run&quot; <span class=\"lat\">0.100 ms</span>"))
    #expect(
      html.contains(
        "<td class=\"c\"><b>configureView</b> <span class=\"p\">intentDescription</span>"))
    // Each process's file and how many objects served it, above the table.
    #expect(html.contains("intents-extension-501.ilog · a new handler for each of the 5 calls"))
    #expect(html.contains("ui-extension-502.ilog · a new controller for each of the 2 calls"))
    // Every row's time: since the first call, the call's own time on hover.
    #expect(rows.first?.at == "+0.000 ms")
    #expect(rows.first?.time == "2026-11-21T09:30:00.000300Z")
  }

  /// The calls of `start-workout` as its rows show them, in order.
  static let startWorkoutCalls = [
    "dispatch", "resolve workoutName", "dispatch", "resolve goalValue", "dispatch",
    "resolve isOpenEnded", "dispatch", "confirm", "dispatch", "handle",
    "configureView (empty set)", "configureView intentDescription",
  ]

  @Test func theRunningClaimedSetMarksNewClaimsAndCarriesTheEarlierOnes() throws {
    let (html, _) = try Self.render("superset-claim")
    #expect(html.contains("<span class=\"p new\">+ rideStatus.pickupLocation</span>"))
    #expect(html.contains("<span class=\"p new\">+ rideStatus.driver</span>"))
    #expect(html.contains("<span class=\"p old\">· rideStatus.pickupLocation</span>"))
  }

  @Test func theEvidenceOfAFindingIsMarkedAndLinked() throws {
    let (html, _) = try Self.render("empty-set-last")
    for row in ["s1-e2-3", "s1-e2-5"] {
      #expect(html.contains("<tr class=\"ui x\" id=\"\(row)\">"))
      #expect(html.contains("<a href=\"#\(row)\">"))
    }
    #expect(html.contains("<span class=\"code\">empty-set-not-first</span>"))
    #expect(html.contains("<div class=\"hint\">Don&#39;t treat the empty-set call"))
    #expect(html.contains("data-codes=\"empty-set-not-first header-not-on-top\""))
  }

  @Test func aMissingCompletionIsMarkedOnItsRow() throws {
    let (html, _) = try Self.render("completion-missing")
    #expect(html.contains("<div class=\"miss\">✕ no completion</div>"))
    let rows = try Self.sections(html).flatMap(Self.rows)
    let missing = try #require(rows.first { $0.answers.contains("✕ no completion") })
    #expect(missing.isMarked)
  }

  /// Every recording's timelines, the user's package's among them, hold its calls in the order
  /// the session's reader merges its files, each finding's evidence is on a marked row that
  /// shows the finding's code, and the snippet is beside the timeline in the same section.
  @Test(
    arguments: recordings.map { "Recordings/\($0.name)" } + [
      "Recordings/two-process", "Recordings/maps-ride-card", "Recordings/mixed-api",
      "Examples/PaymentsExtension/Recordings/payment",
    ])
  func timelinesAreInTimeOrderWithTheirFindingsOnTheirRowsAndTheSnippetBeside(
    recording: String
  ) throws {
    let path = "\(packageRoot)/\(recording)"
    let (html, _) = try Self.render(path: path)
    try Self.expectTimeOrder(html, session: path)
    try Self.expectFindingsOnTheirRows(html)
    try Self.expectSnippetsBeside(html)
  }

  /// The Intents UI extension shown while the intent is being confirmed (status ready), before
  /// handle (D3): the two processes' calls interleave, and the timeline interleaves them too.
  @Test func callsOfBothProcessesInterleaveInTimeOrder() throws {
    let directory = TemporaryDirectory()
    try Self.writeUIDuringConfirm(in: directory.path)
    let (html, outcome) = try Self.render(path: directory.path)
    #expect(outcome.interactions == 1)
    let sections = try Self.sections(html)
    #expect(sections.count == 1)
    let rows = try Self.rows(sections[0])
    #expect(
      rows.map { "\($0.process) \($0.call)" } == [
        "ie dispatch", "ie resolve workoutName", "ie dispatch", "ie confirm",
        "ui configureView intentDescription", "ui configureView (empty set)",
        "ie dispatch", "ie handle",
      ])
    #expect(rows.map(\.time) == rows.map(\.time).sorted())
    try Self.expectTimeOrder(html, session: directory.path)
    try Self.expectFindingsOnTheirRows(html)
    try Self.expectSnippetsBeside(html)
    // The repeated completion is two answers of one row, the second its own link target.
    let repeated = try #require(rows.first { $0.call == "configureView (empty set)" })
    #expect(repeated.answers.count == 2)
    #expect(repeated.codes.contains("completion-repeated"))
    #expect(repeated.codes.contains("empty-set-not-first"))
  }

  /// Nothing puts the handling first against the clocks: with the Intents UI extension's clock
  /// a minute behind, its calls come first, as `ilog events` lists them.
  @Test func theClocksDecideEvenWhereTheyDisagree() throws {
    let directory = TemporaryDirectory()
    try Self.writeUIDuringConfirm(in: directory.path, interfaceClockBehind: 60_000_000)
    let (html, _) = try Self.render(path: directory.path)
    let rows = try Self.sections(html).flatMap(Self.rows)
    #expect(rows.map(\.process) == ["ui", "ui"] + Array(repeating: "ie", count: 6))
    #expect(rows.first?.at == "+0.000 ms")
    #expect(rows.dropFirst(2).first?.at.hasSuffix(" s") == true)
    try Self.expectTimeOrder(html, session: directory.path)
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

  @Test(
    .enabled(
      if: OptionalTool.sha256.isInstalled, Comment(rawValue: OptionalTool.sha256.missingReason)))
  func theSecurityPolicyNamesTheScriptByItsHash() throws {
    let sha256 = try #require(OptionalTool.sha256.command)
    let result = try runProgram(
      sha256.path, sha256.arguments, stdin: Data(HTMLDocument.script.utf8))
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
