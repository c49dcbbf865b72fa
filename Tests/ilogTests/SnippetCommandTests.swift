import Foundation
import InteractionTestSupport
import Testing

/// The snippet as the user saw it, drawn by the built `ilog report` and `ilog inspect` for a UI
/// extension's log another writer wrote: JSON lines composed here, compressed by `gzip`.
@Suite(.enabled(if: ILogBinary.tool("gzip") != nil, "needs gzip to write the foreign log"))
struct SnippetCommandTests {
  /// One event line of process 77 in session `F-2`; `seq` also orders the clocks.
  static func event(_ seq: Int, _ kind: String, interaction: String? = nil, _ fields: String)
    -> String
  {
    var line = #"{"v":1,"seq":\#(seq),"kind":"\#(kind)","#
    line += #""time":"2026-11-21T09:30:00.\#(String(format: "%06d", seq * 100))Z","#
    line += #""mono":\#(seq * 100_000),"pid":77,"role":"ui-extension","thread":1,"session":"F-2""#
    if let interaction { line += #","interaction":"\#(interaction)""# }
    return line + "," + fields + "}"
  }

  /// Lines for one message interaction `id`, its `configureView` calls offering and answering
  /// `views` in order: (offered, success, claimed, height), parameters by key path.
  static func interaction(
    _ id: String, from seq: Int, views: [([String], Bool, [String], Int)]
  ) -> [String] {
    func parameters(_ paths: [String]) -> String {
      "[" + paths.map { #""INSendMessageIntent.\#($0)""# }.joined(separator: ",") + "]"
    }
    var lines = [
      event(
        seq, "interaction", interaction: id,
        #""snapshot":{"identifier":"\#(id)","intent":{"class":"INSendMessageIntent","identifier":"m-\#(id)","properties":{"content":"Running late","recipients":[{"displayName":"Ben","handle":"ben@example.com"}]}},"response":{"class":"INSendMessageIntentResponse","code":{"name":"success","value":3},"properties":{}},"handlingStatus":"success","direction":"outgoing"}"#
      )
    ]
    for (offset, view) in views.enumerated() {
      let call = offset + 1
      let instance = #""instance":"MessageView#\#(seq + call)","call":\#(seq + call)"#
      lines.append(
        event(
          seq + 2 * call - 1, "configureView", interaction: id,
          instance + #","parameters":\#(parameters(view.0)),"interactiveBehavior":"none","#
            + #""context":"siriSnippet""#))
      let width = view.3 == 0 ? 0 : 320
      lines.append(
        event(
          seq + 2 * call, "configureViewCompletion", interaction: id,
          instance + #","success":\#(view.1),"claimed":\#(parameters(view.2)),"#
            + #""size":{"width":\#(width),"height":\#(view.3)},"latency":250000"#))
    }
    return lines
  }

  /// A session directory with the foreign log: M-1 in the documented order with a hidden empty
  /// set, a success-false row and a superset claim; M-2 with the empty set second of three.
  static func writeSession(in directory: TemporaryDirectory) throws -> String {
    var lines = [
      event(
        1, "header",
        #""format":"ilog/1","tool":"another-writer 2.0","platform":"iOS 17.5","metadata":{}"#)
    ]
    lines += interaction(
      "M-1", from: 2,
      views: [
        ([], true, [], 0), (["recipients"], false, ["recipients"], 60),
        (["content"], true, ["content", "groupName"], 120),
      ])
    lines += interaction(
      "M-2", from: 9,
      views: [
        (["recipients"], true, ["recipients"], 50), ([], true, [], 44),
        (["content"], true, ["content"], 80),
      ])
    lines.append(event(16, "end", #""events":16,"dropped":0,"errors":0"#))
    let plain = directory.file("log.jsonl")
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: plain, atomically: true, encoding: .utf8)
    let session = directory.file("F-2")
    try FileManager.default.createDirectory(atPath: session, withIntermediateDirectories: false)
    let gzip = try ILogBinary.run(#require(ILogBinary.tool("gzip")), ["-c", plain])
    try gzip.outputData.write(to: URL(fileURLWithPath: "\(session)/ui-extension-77.ilog"))
    return session
  }

  @Test func theTextDrawsHiddenDefaultAndSupersetViewsAndAHeaderBelowAView() throws {
    let directory = TemporaryDirectory()
    let session = try Self.writeSession(in: directory)
    let outcome = try ILogBinary.run(["inspect", session])
    #expect(outcome.status == 0, "\(outcome.error)")
    let sections = SnippetReading.stacks(text: outcome.output)
    try #require(sections.count == 2)

    // M-1: the documented order, so one stack.
    try #require(sections[0].count == 1)
    let first = sections[0][0].views
    try #require(first.count == 3)
    #expect(sections[0][0].order == [1, 2, 3])
    #expect(!first[0].isBox && first[0].text == "#1 (empty set): hidden (0x0)")
    #expect(first[1].isBox && first[1].text.contains("SiriKit's default view"))
    #expect(first[1].text.hasPrefix("#2 recipients success false"))
    #expect(
      first[2].text
        == "#3 content 320x120 claims content groupName (not offered)")
    #expect(first[2].height == 3)

    // M-2: the empty set second, below one view; the documented stack puts it first.
    try #require(sections[1].count == 2)
    #expect(sections[1].map(\.caption) == ["as delivered", "documented order"])
    #expect(sections[1][0].order == [1, 2, 3])
    #expect(sections[1][0].views[1].text.hasSuffix("▲ the header, shown below 1 view"))
    #expect(sections[1][1].order == [2, 1, 3])
    #expect(!sections[1][1].views.contains { $0.text.contains("▲") })
  }

  @Test func theReportDrawsTheSameStacksWithHeightsThatFollowTheSizes() throws {
    let directory = TemporaryDirectory()
    let session = try Self.writeSession(in: directory)
    let out = directory.file("report.html")
    let outcome = try ILogBinary.run(["report", session, "-o", out])
    #expect(outcome.status == 0, "\(outcome.error)")
    let html = try String(contentsOfFile: out, encoding: .utf8)
    #expect(HTMLMarkup.problems(html) == [])
    let sections = try SnippetReading.stacks(html: html)
    try #require(sections.count == 2)

    try #require(sections[0].count == 1)
    let first = sections[0][0].views
    try #require(first.count == 3)
    #expect(sections[0][0].order == [1, 2, 3])
    #expect(first[0].classes == ["thin"] && first[0].text == "#1 (empty set) hidden (0x0)")
    #expect(first[1].classes == ["std"])
    #expect(
      first[1].text == "#2 recipients SiriKit's default view (success false) claims recipients")
    // A default view has no size of the controller's: one row of 44 pt, drawn at the minimum.
    #expect(first[1].height == 40)
    #expect(first[2].classes == ["own"])
    #expect(first[2].text == "#3 content 320x120 claims content groupName (1 not offered)")
    #expect(first[2].height == 72)

    try #require(sections[1].count == 2)
    #expect(sections[1][0].order == [1, 2, 3])
    #expect(sections[1][0].views[1].classes == ["own", "low"])
    #expect(sections[1][0].views[1].text.hasSuffix("▲ the header, shown below 1 view"))
    #expect(sections[1][0].views.map(\.height) == [40, 40, 48])
    #expect(sections[1][1].order == [2, 1, 3])
    #expect(!sections[1][1].views.contains { $0.classes.contains("low") })
  }
}
