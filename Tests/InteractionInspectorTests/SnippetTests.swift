import InteractionLog
import InteractionModel
import InteractionTestSupport
import Testing

@testable import InteractionInspector

/// The snippet as the user saw it: the stacked views of the committed recordings in the HTML
/// report and in the text, read back from the markup and the drawing; and the stack's limits.
@Suite struct SnippetTests {
  static func html(_ recording: String) throws -> [[SnippetReading.Stack]] {
    let (html, _) = try HTMLReportTests.render(recording)
    #expect(HTMLMarkup.problems(html) == [])
    return try SnippetReading.stacks(html: html)
  }

  static func text(_ recording: String) throws -> [[SnippetReading.Stack]] {
    let session = try InspectedSession(paths: ["\(packageRoot)/Recordings/\(recording)"])
    var renderer = InspectionRenderer(format: .text)
    var text = ""
    try renderer.render([session], with: Inspector()) { text += $0 }
    return SnippetReading.stacks(text: text)
  }

  @Test func theReportShowsTheHeaderOfEmptySetLastAtTheBottomAndTheDocumentedStackBeside()
    throws
  {
    let sections = try Self.html("empty-set-last")
    try #require(sections.count == 1 && sections[0].count == 2)
    let (delivered, documented) = (sections[0][0], sections[0][1])
    #expect(delivered.caption.hasPrefix("The snippet as delivered"))
    #expect(delivered.order == [1, 2])
    let header = try #require(delivered.views.last)
    #expect(header.classes == ["own", "low"])
    #expect(header.text == "#2 (empty set) 320x44 claims nothing ▲ the header, shown as a footer")
    // 180 pt at 0.6 px a point; 44 pt would be 26 px, under the minimum that fits a label.
    #expect(delivered.views.map(\.height) == [108, 40])
    #expect(documented.caption.hasPrefix("In the documented order"))
    #expect(documented.order == [2, 1])
    #expect(documented.views.allSatisfy { $0.classes == ["own"] })
  }

  @Test func theTextShowsTheHeaderOfEmptySetLastAtTheBottomAndTheDocumentedStackBeside() throws {
    let sections = try Self.text("empty-set-last")
    try #require(sections.count == 1 && sections[0].count == 2)
    let (delivered, documented) = (sections[0][0], sections[0][1])
    #expect(delivered.caption == "as delivered" && documented.caption == "documented order")
    #expect(delivered.order == [1, 2] && documented.order == [2, 1])
    #expect(
      delivered.views.map(\.text) == [
        "#1 intentDescription 320x180 claims intentDescription",
        "#2 (empty set) 320x44 claims nothing ▲ the header, shown as a footer",
      ])
    // A line per 40 pt: 180 pt is 5 lines (4.5 rounded); 44 pt is 1, but the label takes 3.
    #expect(delivered.views.map(\.height) == [5, 3])
    #expect(documented.views.map(\.height) == [2, 5])
  }

  @Test func startWorkoutIsInTheDocumentedOrderSoThereIsNoSideStack() throws {
    let page = try Self.html("start-workout")
    try #require(page.count == 1)
    #expect(page[0].count == 1)
    #expect(page[0][0].caption.hasPrefix("The snippet top to bottom, in the documented order"))
    #expect(page[0][0].order == [1, 2])
    #expect(page[0][0].views.map(\.classes) == [["own"], ["own"]])
    let text = try Self.text("start-workout")
    try #require(text.count == 1)
    #expect(text[0].count == 1)
    #expect(text[0][0].caption == "")
    #expect(text[0][0].order == [1, 2])
    #expect(!text[0][0].views.contains { $0.text.contains("▲") })
  }

  @Test func rowsOfferedAgainAreMarkedAndTheDocumentedStackLeavesThemOut() throws {
    let page = try Self.html("reasked-claimed")
    try #require(page.count == 1 && page[0].count == 2)
    try #require(page[0][0].order == [1, 2, 3, 4, 5])
    #expect(page[0][0].views[2].text.contains("! offered again, claimed above (R7)"))
    #expect(page[0][1].order == [1, 2, 5])
    #expect(page[0][1].caption.hasSuffix("#3, #4 left out, claimed above (R7)"))
    let text = try Self.text("reasked-claimed")
    try #require(text.count == 1 && text[0].count == 2)
    try #require(text[0][0].order == [1, 2, 3, 4, 5])
    #expect(text[0][1].order == [1, 2, 5])
    #expect(text[0][0].views[3].text.contains("! offered again, claimed above (R7)"))
  }

  @Test func configureViewsAugmentTheDefaultInterface() throws {
    let page = try Self.html("both-methods-ios10")
    try #require(page.count == 1 && page[0].count == 1)
    #expect(page[0][0].views.map(\.classes) == [["aug"]])
    #expect(page[0][0].views[0].text == "#1 configure 320x180 added to SiriKit's default interface")
  }

  /// An interaction whose interface calls answered these sizes with success, the first offered
  /// the empty set.
  static func interaction(heights: [Double], cutOff: Bool = false) throws -> InteractionReport {
    var interaction = InteractionReport(
      position: 1, intentClass: "INStartWorkoutIntent", classOrdinal: 1, identifier: "X")
    let parameter = Parameter("INStartWorkoutIntent.intentDescription")
    var calls: [UICall] = []
    for (offset, height) in heights.enumerated() {
      var call = UICall(
        index: offset + 1, method: .configureView, instance: "C#\(offset + 1)",
        offered: offset == 0 ? [] : [parameter], interactiveBehavior: InteractiveBehavior.none,
        context: .siriSnippet, event: EventReference(file: "ui.ilog", sequence: UInt64(offset)),
        callID: UInt64(offset))
      call.completions = [
        UICompletion(
          event: call.event, success: true, claimed: [], size: Size(width: 320, height: height),
          latency: 1)
      ]
      calls.append(call)
    }
    if cutOff {
      var call = UICall(
        index: heights.count + 1, method: .configureView, instance: "C#9", offered: [parameter],
        interactiveBehavior: InteractiveBehavior.none, context: .siriSnippet,
        event: EventReference(file: "ui.ilog", sequence: 99), callID: 99)
      call.isCutOff = true
      calls.append(call)
    }
    interaction.interface = InterfacePhase(calls: calls)
    return interaction
  }

  @Test func aViewTallerThanTheDrawingAllowsIsDrawnAtItsLimitLabelledWithItsSize() throws {
    let interaction = try Self.interaction(heights: [44, 100_000, .greatestFiniteMagnitude])
    let stack = SnippetStack(interaction, names: ParameterNames(interaction))
    #expect(stack.documented == nil)
    let page = try SnippetReading.stacks(
      html: "<details class=\"ix\">" + HTMLSnippet(stack: stack).html + "</details>")
    try #require(page[0][0].views.count == 3)
    #expect(page[0][0].views.map(\.height) == [40, 360, 360])
    #expect(page[0][0].views[1].text.contains("320x100000"))
    let text = SnippetText(stack: stack).lines().map(\.plain).joined(separator: "\n")
    let drawn = SnippetReading.stacks(text: text)
    #expect(drawn[0][0].views.map(\.height) == [2, 10, 10])
  }

  @Test func aCallCutOffByTheEndOfTheLogIsALineAndTakesNoRoom() throws {
    let interaction = try Self.interaction(heights: [44], cutOff: true)
    let stack = SnippetStack(interaction, names: ParameterNames(interaction))
    #expect(stack.delivered.map(\.kind) == [.own, .cutOff])
    #expect(stack.delivered.map(\.takesRoom) == [true, false])
    let page = try SnippetReading.stacks(
      html: "<details class=\"ix\">" + HTMLSnippet(stack: stack).html + "</details>")
    try #require(page[0][0].views.count == 2)
    #expect(page[0][0].views[1].classes == ["thin", "cut"])
    #expect(page[0][0].views[1].text == "#2 intentDescription cut off")
  }

  @Test func aPageWithAnElementLeftOpenCannotBeRead() {
    #expect(throws: HTMLElement.ReadError.self) {
      try HTMLElement.parse("<div class=\"snip\"><div>")
    }
    #expect(throws: HTMLElement.ReadError.self) { try HTMLElement.parse("<div></span>") }
  }
}
