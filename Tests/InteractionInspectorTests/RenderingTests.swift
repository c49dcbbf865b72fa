import Foundation
import InteractionLog
import InteractionModel
import InteractionTestSupport
import Testing

@testable import InteractionInspector

/// The renderers' building blocks, and the renderer's streaming, on known values.
@Suite struct RenderingTests {
  @Test func tablesAlignColumnsAndMultiLineCellsWithoutTrailingBlanks() {
    var table = TextTable([
      TextTable.Column("#", right: true), TextTable.Column("name"),
      TextTable.Column("size", right: true), TextTable.Column("note"),
    ])
    table.add([["1"], ["a", "bbb"], ["320x44"], []])
    table.add([["10"], ["cc"], ["0x0"], ["x"]])
    #expect(
      table.lines(indent: "  ", style: .plain) == [
        "   #  name    size  note",
        "   1  a     320x44",
        "      bbb",
        "  10  cc       0x0  x",
      ])
  }

  @Test func stylesColourOnlyWhenAskedAndTablesAlignOnThePlainText() {
    #expect(TextStyle.plain.apply(.bad, to: "x") == "x")
    #expect(TextStyle.ansi.apply(.bad, to: "x") == "\u{1B}[1;31mx\u{1B}[0m")
    #expect(TextStyle.ansi.apply(nil, to: "x") == "x")
    var table = TextTable([TextTable.Column("a"), TextTable.Column("b")])
    table.add([[StyledLine("red", .bad)], ["z"]])
    let line = table.lines(indent: "", style: .ansi)[1]
    #expect(line == "\u{1B}[1;31mred\u{1B}[0m  z")
  }

  @Test(arguments: [
    (UInt64(100_000), "0.100 ms"), (1_234_000, "1.234 ms"), (9_999_999, "10.000 ms"),
    (12_345_678, "12.3 ms"), (999_960_000, "1000.0 ms"), (10_000_000_000, "10.00 s"),
    (UInt64.max, "18446744073.71 s"),
  ])
  func latenciesReadInTheirUnit(nanoseconds: UInt64, text: String) {
    #expect(RenderText.latency(nanoseconds) == text)
  }

  @Test func valuesAndResultsAreShortAndReadable() {
    #expect(RenderText.result(.success("run")) == "success \"run\"")
    #expect(RenderText.result(.disambiguation([5, 10])) == "disambiguation [5, 10]")
    #expect(
      RenderText.result(.unsupported(reason: UnsupportedReason(rawValue: 2, name: "noAccount")))
        == "unsupported noAccount")
    #expect(
      RenderText.value(.string(String(repeating: "a", count: 60))).count == RenderText.valueLimit)
    #expect(RenderText.size(Size(width: 320, height: 120.5)) == "320x120.5")
    #expect(RenderText.count(1, "finding") == "1 finding")
    #expect(RenderText.count(2, "finding") == "2 findings")
    #expect(RenderText.sentence(["a", "b", "c"]) == "a, b and c")
  }

  @Test func markdownEscapesWhatWouldBreakATable() {
    #expect(MarkdownText.code("a|b") == "`a\\|b`")
    #expect(MarkdownText.code("x`y") == "``x`y``")
    #expect(MarkdownText.code("`x") == "`` `x ``")
    #expect(MarkdownText.text("[a] *b* <c> |") == "\\[a\\] \\*b\\* &lt;c&gt; \\|")
    #expect(MarkdownText.row(["1", ""]) == "| 1 |   |")
    #expect(MarkdownText.rule([true, false]) == "|--:|---|")
  }

  @Test func mermaidTextHasNoCharacterThatEndsOrCommentsAStatement() {
    #expect(Mermaid.text("View#2; <b>") == "View#35;2#59; #lt;b#gt;")
    // A word `end` alone closes a block in Mermaid; within a word it is just letters.
    #expect(Mermaid.text("the end, End") == "the #101;nd, #69;nd")
    #expect(Mermaid.text("INEndWorkoutIntent endless") == "INEndWorkoutIntent endless")
  }

  @Test func parametersOfTheIntentAndResponseAreShownByTheirKeyPath() throws {
    var interaction = InteractionReport(
      position: 1, intentClass: "INRequestRideIntent", classOrdinal: 1, identifier: "S5")
    interaction.snapshot = Interaction(
      intent: Intent(className: "INRequestRideIntent"),
      response: IntentResponse(className: "INRequestRideIntentResponse", code: .ready),
      identifier: "S5")
    let names = ParameterNames(interaction)
    #expect(names.name(Parameter("INRequestRideIntent.pickupLocation")) == "pickupLocation")
    #expect(
      names.name(Parameter("INRequestRideIntentResponse.rideStatus.driver"))
        == "rideStatus.driver")
    #expect(names.name(Parameter("INOtherIntent.title")) == "INOtherIntent.title")
  }

  @Test func aKeyPathBothClassesHaveKeepsItsClass() throws {
    var interaction = InteractionReport(
      position: 1, intentClass: "INSendMessageIntent", classOrdinal: 1, identifier: "S4")
    interaction.snapshot = Interaction(
      intent: Intent(className: "INSendMessageIntent"),
      response: IntentResponse(className: "INSendMessageIntentResponse", code: .ready),
      identifier: "S4")
    let own = Parameter("INSendMessageIntent.content")
    let response = Parameter("INSendMessageIntentResponse.content")
    interaction.interface = InterfacePhase(calls: [
      UICall(
        index: 1, method: .configureView, instance: "V#1", offered: [own, response],
        interactiveBehavior: InteractiveBehavior.none, context: .siriSnippet,
        event: EventReference(file: "ui.ilog", sequence: 3), callID: 1)
    ])
    let names = ParameterNames(interaction)
    #expect(names.name(own) == "INSendMessageIntent.content")
    #expect(names.name(response) == "INSendMessageIntentResponse.content")
  }

  @Test func aFilterKeepsTheChosenCodesFindingsOnly() {
    var interaction = InteractionReport(
      position: 2, intentClass: "INSendMessageIntent", classOrdinal: 1, identifier: "S4")
    let event = EventReference(file: "ui.ilog", sequence: 3)
    interaction.findings = [
      Finding(code: .completionRepeated, explanation: "twice", evidence: [event], hint: "h"),
      Finding(code: .mixedAPI, explanation: "both", evidence: [event], hint: "h"),
    ]
    #expect(InspectionFilter().select(interaction) == interaction)
    #expect(
      InspectionFilter(codes: [.mixedAPI]).select(interaction)?.findings.map(\.code) == [
        .mixedAPI
      ])
    #expect(InspectionFilter(codes: [.phaseOrder]).select(interaction) == nil)
    #expect(InspectionFilter(interaction: "S4").select(interaction) != nil)
    #expect(InspectionFilter(interaction: "S5").select(interaction) == nil)
    #expect(InspectionFilter(intentClass: "INSendMessageIntent").select(interaction) != nil)
    #expect(InspectionFilter(intentClass: "INStartWorkoutIntent").select(interaction) == nil)
  }

  @Test func textIsWrittenInteractionByInteractionAsTheFoldFinishesThem() throws {
    let session = try InspectedSession(paths: ["\(packageRoot)/Recordings/start-workout"])
    var renderer = InspectionRenderer(format: .text)
    var chunks: [String] = []
    let outcome = try renderer.render(
      [session], with: Inspector(configuration: InspectionConfiguration(retainsInteractions: false))
    ) { chunks.append($0) }
    // The heading, the one interaction, the summary, and nothing after a single session.
    #expect(chunks.count == 4)
    #expect(chunks[0] == "\(packageRoot)/Recordings/start-workout" + "\n\n")
    #expect(chunks[1].hasPrefix("#1 INStartWorkoutIntent  interaction S1"))
    #expect(
      chunks[2].hasPrefix(
        "\(packageRoot)/Recordings/start-workout" + ": 1 interaction, no findings\n"))
    #expect(chunks[3] == "")
    #expect(outcome.interactions == 1 && outcome.shownFindings == 0 && outcome.problems.isEmpty)
  }

  @Test func jsonLinesGatherBackToTheReportsAndStats() throws {
    let session = try InspectedSession(paths: ["\(packageRoot)/Recordings/start-workout"])
    var renderer = InspectionRenderer(format: .json)
    var text = ""
    try renderer.render([session], with: Inspector()) { text += $0 }
    let document = try InspectionJSON(jsonLines: Data(text.utf8))
    let expected = try Inspector().inspect(paths: ["\(packageRoot)/Recordings/start-workout"])
    #expect(document.schema == "ilog-inspect/3")
    #expect(document.selection == nil)
    #expect(document.sessions.count == 1)
    #expect(document.sessions[0].interactions == expected.report.interactions)
    #expect(document.sessions[0].report == InspectionJSON.Report(expected.report))
    #expect(document.sessions[0].stats == expected.stats)
    // A line per record: the header, each interaction, the summary.
    #expect(text.split(separator: "\n").count == 2 + expected.report.interactions.count)
  }

  @Test func jsonLinesThatAreNotTheSchemasRecordsAreRefusedByLine() throws {
    let header = #"{"schema":"ilog-inspect/3"}"#
    let cases: [(String, Int)] = [
      ("not json", 1),
      (#"{"schema":"ilog-inspect/2"}"#, 1),
      (header + "\n" + #"{"session":1,"summary":null}"#, 2),
      (header + "\n" + #"{"session":0}"#, 2),
      (#"{"session":0}"#, 1),
    ]
    for (text, line) in cases {
      let error = #expect(throws: InspectionJSON.LineError.self, "\(text)") {
        try InspectionJSON(jsonLines: Data(text.utf8))
      }
      #expect(error?.line == line, "\(text): \(String(describing: error))")
    }
  }
}
