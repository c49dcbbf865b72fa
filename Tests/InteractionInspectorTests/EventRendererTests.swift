import InteractionInspector
import InteractionLog
import InteractionModel
import Testing

/// The lines of `ilog events`: fixed columns, each kind's fields, names quoted only when needed.
@Suite struct EventRendererTests {
  /// 2026-11-21T19:38:00.123456Z.
  static let time = WallTime(microsecondsSinceEpoch: 1_795_289_880_123_456)

  static func event(
    _ payload: EventPayload, sequence: UInt64 = 12, role: ProcessRole = .uiExtension,
    instance: String? = nil, call: UInt64? = nil
  ) -> Event {
    Event(
      sequence: sequence, time: time, monotonicNanoseconds: 1, processID: 4243, role: role,
      thread: 1, session: "S-1", interaction: "I-1", instance: instance, call: call,
      payload: payload)
  }

  @Test func configureViewLineShowsItsCallParametersBehaviorAndContext() throws {
    let parameter = Parameter("INStartWorkoutIntent.intentDescription")
    let event = Self.event(
      .configureView(parameters: [parameter], interactiveBehavior: .none, context: .siriSnippet),
      instance: "IntentViewController#3", call: 7)
    #expect(
      EventRenderer.text(for: event)
        == "   12  19:38:00.123456  ui-extension       configureView            call=7 "
        + "IntentViewController#3  parameters=[INStartWorkoutIntent.intentDescription] "
        + "behavior=none context=siriSnippet")
  }

  @Test func fixedColumnsLineUpForTheLongestRoleAndKind() {
    let short = EventRenderer.text(for: Self.event(.configure(context: .mapsCard), role: .app))
    let long = EventRenderer.text(
      for: Self.event(
        .configureViewCompletion(success: false, claimed: [], size: .zero, latency: nil),
        sequence: 123_456, role: .intentsExtension))
    #expect(
      short
        == "   12  19:38:00.123456  app                configure                context=mapsCard")
    #expect(
      long
        == "123456  19:38:00.123456  intents-extension  configureViewCompletion  success=false "
        + "claimed=[] size=0x0")
  }

  static let payloads: [(EventPayload, String)] = [
    (.end(events: 9, dropped: 1, errors: 2), "events=9 dropped=1 errors=2"),
    (.dispatchCompletion(handlerType: nil), "handler=none"),
    (
      .resolve(parameter: "goal", value: .array([1, 2.5, "x"])),
      "parameter=goal value=[1, 2.5, \"x\"]"
    ),
    (
      .resolveCompletion(
        parameter: "account",
        results: [
          .success(1), .confirmationRequired(2), .disambiguation([1, 2, 3]), .needsValue,
          .notRequired, .unsupported(reason: nil),
          .unsupported(reason: UnsupportedReason(rawValue: 1, name: "noAccount")),
          .unsupported(reason: UnsupportedReason(rawValue: 4)),
        ], latency: 1_500),
      "parameter=account results=[success,confirmationRequired,disambiguation(3),needsValue,"
        + "notRequired,unsupported,unsupported(noAccount),unsupported(4)] latency=0.001ms"
    ),
    (
      .handleCompletion(
        response: IntentResponse(
          className: "INSendMessageIntentResponse", code: .init(rawValue: 3, name: "success")),
        latency: 1_000_000_000),
      "response=INSendMessageIntentResponse code=success latency=1000.000ms"
    ),
    (
      .configureCompletion(size: Size(width: 320.25, height: 1e20), latency: 999),
      "size=320.25x1e+20 latency=0.000ms"
    ),
    (.note(text: "two\nlines", metadata: [:]), "text=\"two\\nlines\""),
    (.error(message: "disk full", code: 28), "message=\"disk full\" code=28"),
    (.gap(dropped: 3, reason: "buffer full"), "dropped=3 reason=\"buffer full\""),
    (
      .unknown(kind: EventKind(rawValue: "futureKind"), fields: ["b": "x y", "a": 1]),
      "a=1 b=\"x y\""
    ),
  ]

  @Test(arguments: payloads)
  func eachKindShowsItsFields(payload: EventPayload, fields: String) {
    let line = EventRenderer.text(for: Self.event(payload))
    #expect(line.hasSuffix("  " + fields), "\(line)")
    let kind = payload.kind.rawValue
    #expect(
      line.contains(
        "  " + kind + String(repeating: " ", count: EventRenderer.kindWidth - kind.count)))
  }

  @Test func namesWithSpacesQuotesOrNewlinesAreQuotedSoALineStaysOneLine() {
    let intent = Intent(className: "Evil\nClass=1")
    let line = EventRenderer.text(
      for: Self.event(.dispatch(intent: intent), instance: "My Handler#1", call: 1))
    #expect(!line.contains("\n"))
    #expect(line.hasSuffix("call=1 \"My Handler#1\"  intent=\"Evil\\nClass=1\""))
    #expect(EventRenderer.name("") == "\"\"")
    #expect(
      EventRenderer.name("INStartWorkoutIntent.workoutName") == "INStartWorkoutIntent.workoutName")
  }

  @Test func longValuesAreCut() {
    let long = String(repeating: "a", count: 200)
    let line = EventRenderer.text(for: Self.event(.resolve(parameter: "p", value: .string(long))))
    #expect(line.hasSuffix("value=\"" + String(repeating: "a", count: 59) + "…"))
  }

  @Test func timeOfDayAndDateAreUTC() {
    #expect(EventRenderer.timeOfDay(Self.time) == "19:38:00.123456")
    #expect(EventRenderer.date(Self.time) == "2026-11-21")
    #expect(EventRenderer.timeOfDay(WallTime(microsecondsSinceEpoch: 0)) == "00:00:00.000000")
  }
}
