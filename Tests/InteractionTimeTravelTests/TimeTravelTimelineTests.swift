import InteractionJudging
import InteractionLog
import InteractionModel
import InteractionTestSupport
import InteractionTimeTravel
import Testing

/// The merged timeline of `Recordings/empty-set-last`: a position per call or completion, and
/// the interaction's state right after each, as `ilog watch`'s fold has it then.
@Suite struct TimeTravelTimelineTests {
  static let recording = "\(packageRoot)/Recordings/empty-set-last"

  static func timeline() throws -> TimeTravelTimeline {
    try TimeTravelTimeline.reading(paths: [recording])
  }

  static func firstPosition(of code: String, in timeline: TimeTravelTimeline) -> Int? {
    timeline.events.indices.first { position in
      timeline.state(at: position).findings.contains { $0.code == code }
    }
  }

  @Test func theEmptySetCallShowsBothViewsTopToBottomAndTheClaimedSet() throws {
    let timeline = try Self.timeline()
    let position = try #require(timeline.position(of: "ui-extension-502.ilog", sequence: 5))
    let event = timeline.events[position]
    #expect(event.interaction == "S2")
    #expect(event.process == .ui)
    #expect(event.kind == "configureView")
    let state = timeline.state(at: position)
    #expect(state.views.map(\.index) == [1, 2])
    #expect(state.views.map(\.offered) == [["INStartWorkoutIntent.intentDescription"], []])
    #expect(state.views.first?.size?.height == 180)
    #expect(state.views.first?.kind == .own)
    // Its answer has not come yet: SiriKit has not sized the view.
    #expect(state.views.last?.kind == .unanswered)
    #expect(state.claimed == ["INStartWorkoutIntent.intentDescription"])
    #expect(state.handling.hasPrefix("handled · 10 calls · last: handle → handleInApp"))
  }

  @Test func aFindingIsProvableFromTheEventThatShowsItAndNotBefore() throws {
    let timeline = try Self.timeline()
    let call = try #require(timeline.position(of: "ui-extension-502.ilog", sequence: 5))
    let answer = try #require(timeline.position(of: "ui-extension-502.ilog", sequence: 6))
    // The empty set offered as call 2 shows that it was not first; the view it answered, 44
    // points high below the card, shows the header lower down.
    #expect(Self.firstPosition(of: "empty-set-not-first", in: timeline) == call)
    #expect(Self.firstPosition(of: "header-not-on-top", in: timeline) == answer)
    let finding = try #require(
      timeline.state(at: answer).findings.first { $0.code == "header-not-on-top" })
    #expect(finding.interaction == "S2")
    #expect(finding.explanation.contains("the header appears as a footer"))
    #expect(timeline.state(at: answer).views.last?.size?.height == 44)
    #expect(timeline.state(at: answer).views.last?.kind == .own)
  }

  @Test func positionsAreTheCallsAndCompletionsInTheReadersMergedOrder() throws {
    let reader = try LogReader(paths: [Self.recording])
    var expected: [String] = []
    while let record = try reader.next() {
      let kind = record.event.kind
      if kind.call != nil || kind.completedCall != nil {
        let name = record.file.split(separator: "/").last.map(String.init) ?? ""
        expected.append("\(name)#\(record.event.sequence)")
      }
    }
    let timeline = try Self.timeline()
    #expect(timeline.events.map(\.reference) == expected)
    #expect(timeline.count == 24)
    // The handling calls came before the interaction's snapshot: joined once it was read.
    #expect(timeline.events.allSatisfy { $0.interaction == "S2" })
    #expect(timeline.events.first?.text == "dispatch on SampleIntentsExtension#1")
    #expect(
      timeline.events.map(\.kind).filter { $0 != "completion" }
        == [
          "dispatch", "resolve", "dispatch", "resolve", "dispatch", "resolve", "dispatch",
          "confirm", "dispatch", "handle", "configureView", "configureView",
        ])
  }

  @Test func handlingStateGrowsWithTheRun() throws {
    let timeline = try Self.timeline()
    let first = try #require(timeline.position(of: "intents-extension-501.ilog", sequence: 2))
    let answered = try #require(timeline.position(of: "intents-extension-501.ilog", sequence: 5))
    #expect(
      timeline.state(at: first).handling == "dispatching · 1 call · last: dispatch, no answer yet")
    #expect(
      timeline.state(at: answered).handling
        == "resolving · 2 calls · last: resolve workoutName → success")
    #expect(timeline.state(at: answered).views.isEmpty)
    #expect(timeline.state(at: answered).findings.isEmpty)
  }
}
