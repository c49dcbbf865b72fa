import InteractionLog
import InteractionModel
import InteractionTestSupport
import SampleSessionSupport
import Testing

/// Reading the report's timelines back, and a session whose two processes' calls interleave.
extension HTMLReportTests {
  /// One row of a timeline as the page shows it.
  struct TimelineRow {
    /// The row's id: its call event's.
    var id: String
    /// `ie` for the Intents extension, `ui` for the Intents UI extension.
    var process: String
    var isMarked: Bool
    /// The time column: `+0.300 ms`.
    var at: String
    /// The call's own time, RFC 3339, from the time column's title.
    var time: String
    /// The method and its parameters, without the object called and the finding codes.
    var call: String
    /// Each answer's text, without finding codes.
    var answers: [String]
    /// The finding codes anywhere in the row.
    var codes: [String]
    /// The row's id and every id in it: its completion events'.
    var ids: Set<String>
  }

  /// The interaction sections of a page.
  static func sections(_ html: String) throws -> [HTMLElement] {
    try HTMLElement.parse(html).descendants { $0.name == "details" && $0.has(class: "ix") }
  }

  /// The timeline rows of a section, top to bottom.
  static func rows(_ section: HTMLElement) throws -> [TimelineRow] {
    let tables = section.descendants { $0.name == "table" && $0.has(class: "calls") }
    return tables.flatMap { table in
      table.descendants { $0.name == "tr" && $0.attributes["id"] != nil }.map { row in
        let cells = row.elements
        func cell(_ name: String) -> HTMLElement? { cells.first { $0.has(class: name) } }
        let at = cell("at")
        let answers = cell("an")?.elements ?? []
        var ids = Set(
          row.descendants { $0.attributes["id"] != nil }.compactMap { $0.attributes["id"] })
        ids.insert(row.attributes["id"] ?? "")
        return TimelineRow(
          id: row.attributes["id"] ?? "", process: row.classes.first ?? "",
          isMarked: row.has(class: "x"), at: at?.text ?? "", time: at?.attributes["title"] ?? "",
          call: cell("c").map { textWithout(["in", "code"], in: $0) } ?? "",
          answers: answers.map { textWithout(["code"], in: $0) },
          codes: row.descendants(class: "code").map(\.text), ids: ids)
      }
    }
  }

  /// The text of `element` without its children of the classes `left`.
  private static func textWithout(_ left: Set<String>, in element: HTMLElement) -> String {
    var out = ""
    for child in element.children {
      switch child {
      case .text(let text): out += text
      case .element(let element) where left.isDisjoint(with: element.classes):
        out += " " + element.text + " "
      case .element: break
      }
    }
    return out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Expects the page's rows, section after section, to be the session's call events in the
  /// order its reader merges them, and each section's times never to go back.
  static func expectTimeOrder(_ html: String, session: String) throws {
    let reader = try LogReader(paths: [session])
    var numbers: [String: Int] = [:]
    for file in reader.files where numbers[file] == nil { numbers[file] = numbers.count + 1 }
    var calls: [String] = []
    while let record = try reader.next() {
      switch record.event.payload {
      case .dispatch, .resolve, .confirm, .handle, .configureView, .configure:
        calls.append("s1-e\(numbers[record.file] ?? 0)-\(record.event.sequence)")
      default: break
      }
    }
    let sections = try sections(html)
    var rows: [TimelineRow] = []
    for section in sections {
      let sectionRows = try Self.rows(section)
      let times = sectionRows.map(\.time)
      #expect(times == times.sorted(), "\(session) \(section.attributes["id"] ?? "")")
      rows += sectionRows
    }
    #expect(rows.map(\.id) == calls, "\(session)")
  }

  /// Expects every finding's evidence to be on a marked row of its section that shows the
  /// finding's code.
  static func expectFindingsOnTheirRows(_ html: String) throws {
    for section in try sections(html) {
      let rows = try Self.rows(section)
      for finding in section.descendants(where: { $0.name == "ul" && $0.has(class: "findings") })
        .flatMap(\.elements)
      {
        let code = try #require(finding.descendants(class: "code").first).text
        let links = finding.descendants { $0.name == "a" }.compactMap { $0.attributes["href"] }
        #expect(!links.isEmpty)
        for link in links {
          let row = rows.first { $0.ids.contains(String(link.dropFirst())) }
          #expect(row?.isMarked == true, "\(link)")
          #expect(row?.codes.contains(code) == true, "\(link) \(code)")
        }
      }
    }
  }

  /// Expects each section's snippet beside its timeline: the two in one `ixb` box, the
  /// timeline in its main column and the snippet in its side column.
  static func expectSnippetsBeside(_ html: String) throws {
    for section in try sections(html) {
      let snippets = section.descendants(class: "snip")
      guard !snippets.isEmpty else { continue }
      let boxes = section.elements.filter { $0.has(class: "ixb") }
      #expect(boxes.count == 1)
      let columns = boxes.first?.elements ?? []
      #expect(columns.map(\.classes) == [["main"], ["side"]])
      #expect(columns.first?.descendants(class: "calls").count == 1)
      #expect(columns.last?.descendants(class: "snip").count == 1)
    }
  }

  /// Writes a session in which the Intents UI extension is shown while the intent is being
  /// confirmed (status ready), before handle (D3): resolve and confirm, then two configureView
  /// calls, the empty set last and answered twice, then handle.
  ///
  /// - Parameters:
  ///   - directory: Where the two logs go.
  ///   - interfaceClockBehind: Microseconds the Intents UI extension's clock is behind the
  ///     Intents extension's; 0 shares one clock, so the times interleave as the calls did.
  /// - Throws: `LogWriteError` when a log cannot be written.
  static func writeUIDuringConfirm(in directory: String, interfaceClockBehind: Int64 = 0) throws {
    let clock = SteppingClock()
    func identity(_ role: ProcessRole, _ pid: Int32) -> LogWriter.Identity {
      LogWriter.Identity(
        role: role, session: "UI-DURING-CONFIRM", processID: pid, platform: "test-platform",
        fixedThreadID: 1)
    }
    let intents = try LogBuilder(
      path: "\(directory)/intents-extension-601.ilog", identity: identity(.intentsExtension, 601),
      clock: clock)
    let ui = try LogBuilder(
      path: "\(directory)/ui-extension-602.ilog", identity: identity(.uiExtension, 602),
      clock: interfaceClockBehind == 0
        ? clock : SteppingClock(start: 1_795_000_000_000_000 - interfaceClockBehind),
      numberingCallsAfter: intents)
    let intent = Intent(className: "INStartWorkoutIntent", identifier: "W-1")
    let ready = IntentResponse(className: "INStartWorkoutIntentResponse", code: .ready)
    intents.dispatch(intent, to: "Handler#1")
    intents.resolve("workoutName", results: [.success(.string("run"))], on: "Handler#1")
    intents.dispatch(intent, to: "Handler#2")
    intents.confirm(intent, answering: ready, on: "Handler#2")
    ui.writer.append(
      .interaction(
        Interaction(intent: intent, response: ready, handlingStatus: .ready, identifier: "I-1")),
      interaction: "I-1")
    ui.interaction = "I-1"
    let title = Parameter("INStartWorkoutIntent.intentDescription")
    for (index, offered) in [[title], []].enumerated() {
      let answer = EventPayload.configureViewCompletion(
        success: true, claimed: offered, size: Size(width: 320, height: index == 0 ? 180 : 44),
        latency: 2000)
      ui.call(
        .configureView(parameters: offered, interactiveBehavior: .none, context: .siriSnippet),
        on: "WorkoutViewController#\(index + 1)",
        completions: index == 0 ? [answer] : [answer, answer])
    }
    intents.dispatch(intent, to: "Handler#3")
    intents.handle(
      intent,
      answering: IntentResponse(
        className: "INStartWorkoutIntentResponse", code: .init(rawValue: 3, name: "success")),
      on: "Handler#3")
    try intents.close()
    try ui.close()
  }
}
