import InteractionJudging
import InteractionLog
import InteractionTestSupport
import SampleSessionSupport
import Testing

extension InteractionReport {
  /// `#1 I-1 ↔ W-1: dispatch, resolve workoutName, …; 2 views`: what was joined to what.
  var joined: String {
    let calls = handling?.calls.map(\.label).joined(separator: ", ") ?? "no handling"
    return "#\(position) \(identifier ?? "-") ↔ \(handling?.intentIdentifier ?? "-"): \(calls); "
      + "\(interface?.calls.count ?? 0) views"
  }
}

@Suite(.enabled(if: which("gzip") != nil)) struct JoinByIdentityTests {
  static let run = "dispatch, resolve workoutName, dispatch, confirm, dispatch, handle"

  /// Where the UI's events fall among the handling events, in the merged stream.
  enum Placement: String, CaseIterable {
    case before
    case between
    case after
    /// The snapshot before the handling, a view between, a view after.
    case spread
  }

  @Test(arguments: Placement.allCases)
  func theUIsEventsAnywhereAmongTheHandlingJoinOneInteraction(_ placement: Placement) throws {
    let workout = ForeignIntent.workout("W-1")
    var session = ForeignSession()
    switch placement {
    case .before:
      session.interface("I-1", of: workout)
      session.handlingRun(workout, handlers: "H")
    case .between:
      session.resolveSteps(workout, handlers: "H")
      session.interface("I-1", of: workout)
      session.handleSteps(workout, handlers: "H")
    case .after:
      session.handlingRun(workout, handlers: "H")
      session.interface("I-1", of: workout)
    case .spread:
      session.ui.snapshot("I-1", of: workout)
      session.resolveSteps(workout, handlers: "H")
      session.ui.configureView([], of: "I-1", on: "I-1-View#1")
      session.handleSteps(workout, handlers: "H")
      session.ui.configureView(["INStartWorkoutIntent.workoutName"], of: "I-1", on: "I-1-View#2")
    }
    let directory = TemporaryDirectory()
    let report = try session.inspect(in: directory).report
    #expect(report.interactions.map(\.joined) == ["#1 I-1 ↔ W-1: \(Self.run); 2 views"])
    #expect(report.interactions.first?.link == .intent)
    #expect(report.interactions.first?.classOrdinal == 1)
    #expect(report.findingCounts == [:])
  }

  /// Handling, then UI, twice, with the UI's clock minutes off.
  ///
  /// The UI's clock makes the merged stream put all UI events first (behind) or last (ahead).
  /// Host-made recordings give every interaction of a scenario the same intent identifier, so
  /// that case is joined by order of the intent's interactions.
  @Test(arguments: [-5 * 60_000, 0, 5 * 60_000], [false, true])
  func aUIClockMinutesOffJoinsByIdentity(offset: Int, sameIdentifier: Bool) throws {
    let first = ForeignIntent.workout(sameIdentifier ? "W" : "W-1")
    let second = ForeignIntent.workout(sameIdentifier ? "W" : "W-2")
    var session = ForeignSession(uiClockOffset: offset)
    session.handlingRun(first, handlers: "A")
    session.interface("I-1", of: first)
    session.handlingRun(second, handlers: "B")
    session.interface("I-2", of: second)
    let directory = TemporaryDirectory()
    let report = try session.inspect(in: directory).report
    #expect(
      report.interactions.map(\.joined) == [
        "#1 I-1 ↔ \(first.identifier ?? ""): \(Self.run); 2 views",
        "#2 I-2 ↔ \(second.identifier ?? ""): \(Self.run); 2 views",
      ])
    let handlers = report.interactions.map { Set($0.handling?.calls.compactMap(\.instance) ?? []) }
    #expect(handlers.first?.allSatisfy { $0.hasPrefix("A#") || $0 == "Provider#1" } == true)
    #expect(handlers.last?.allSatisfy { $0.hasPrefix("B#") || $0 == "Provider#1" } == true)
    #expect(report.findingCounts == [:])
  }

  /// Handling whose events name their interaction joins it, whatever other interaction of its
  /// intent waits.
  @Test func handlingThatNamesItsInteractionJoinsIt() throws {
    let workout = ForeignIntent.workout("W")
    var session = ForeignSession()
    session.interface("I-1", of: workout)
    session.interface("I-2", of: workout)
    session.intents.naming = "I-2"
    session.handlingRun(workout, handlers: "B")
    session.intents.naming = "I-1"
    session.handlingRun(workout, handlers: "A")
    let directory = TemporaryDirectory()
    let report = try session.inspect(in: directory).report
    #expect(
      report.interactions.map(\.joined) == [
        "#1 I-1 ↔ W: \(Self.run); 2 views", "#2 I-2 ↔ W: \(Self.run); 2 views",
      ])
    #expect(report.interactions.map(\.link) == [.interactionIdentifier, .interactionIdentifier])
    #expect(report.interactions.first?.handling?.calls.first?.instance == "Provider#1")
    #expect(report.interactions.first?.handling?.calls[1].instance == "A#1")
  }

  /// Two runs of one intent class under way at once in the Intents extension, and the UI of
  /// the second shown before its handling began.
  @Test func twoInteractionsOfOneClassInterleavedJoinTheirOwnHandling() throws {
    let a = ForeignIntent.workout("W-A")
    let b = ForeignIntent.workout("W-B")
    var session = ForeignSession()
    session.intents.dispatch(a, to: "A#1")
    session.intents.resolve("workoutName", on: "A#1")
    session.interface("I-B", of: b)
    session.intents.dispatch(b, to: "B#1")
    session.intents.dispatch(a, to: "A#2")
    session.intents.resolve("workoutName", on: "B#1")
    session.intents.confirm(a, on: "A#2")
    session.intents.dispatch(b, to: "B#2")
    session.intents.dispatch(a, to: "A#3")
    session.intents.confirm(b, on: "B#2")
    session.intents.handle(a, on: "A#3")
    session.intents.dispatch(b, to: "B#3")
    session.interface("I-A", of: a)
    session.intents.handle(b, on: "B#3")
    let directory = TemporaryDirectory()
    let report = try session.inspect(in: directory).report
    #expect(
      report.interactions.map(\.joined) == [
        "#1 I-A ↔ W-A: \(Self.run); 2 views", "#2 I-B ↔ W-B: \(Self.run); 2 views",
      ])
    for interaction in report.interactions {
      let prefix = interaction.identifier == "I-A" ? "A#" : "B#"
      let handlers = interaction.handling?.calls.compactMap(\.instance) ?? []
      #expect(handlers.allSatisfy { $0.hasPrefix(prefix) || $0 == "Provider#1" })
    }
    #expect(report.findingCounts == [:])
  }

  /// A late call, and where the UI's events fall.
  enum LateCall: String, CaseIterable {
    case resolve
    case confirm
    case handle
    case dispatch
  }

  @Test(arguments: LateCall.allCases, [Placement.before, .after])
  func aCallAfterHandleIsPartOfThatInteractionAndOutOfOrder(
    _ late: LateCall, placement: Placement
  ) throws {
    let workout = ForeignIntent.workout("W-1")
    var session = ForeignSession()
    if placement == .before { session.interface("I-1", of: workout) }
    session.handlingRun(workout, handlers: "H")
    let handleSequence = session.intents.nextSequence - 2
    session.intents.dispatch(workout, to: "H#4")
    let lateSequence = late == .dispatch ? handleSequence + 2 : session.intents.nextSequence
    switch late {
    case .resolve: session.intents.resolve("workoutName", on: "H#4")
    case .confirm: session.intents.confirm(workout, on: "H#4")
    case .handle: session.intents.handle(workout, on: "H#4")
    case .dispatch: break
    }
    if placement == .after { session.interface("I-1", of: workout) }
    let directory = TemporaryDirectory()
    let report = try session.inspect(in: directory).report
    #expect(report.interactionCount == 1)
    let interaction = try #require(report.interactions.first)
    #expect(interaction.identifier == "I-1")
    #expect(interaction.interface?.calls.count == 2)
    #expect(interaction.handling?.calls.count == (late == .dispatch ? 7 : 8))
    #expect(interaction.findings.map(\.code) == [.phaseOrder])
    let finding = try #require(interaction.findings.first)
    let file = directory.file(session.intents.fileName)
    #expect(
      finding.evidence == [
        EventReference(file: file, sequence: UInt64(handleSequence)),
        EventReference(file: file, sequence: UInt64(lateSequence)),
      ])
    let explanation =
      switch late {
      case .resolve: "resolve workoutName came after handle (call 6)"
      case .confirm: "confirm came after handle (call 6)"
      case .handle: "handle came again after handle (call 6)"
      case .dispatch: "dispatch came after handle (call 6)"
      }
    #expect(finding.explanation == explanation)
  }

  /// The UI's clock a few interactions behind or ahead over a long session: every interaction
  /// is joined, and no more are open at once than the window allows on each side.
  @Test(arguments: [-50, 50])
  func aSkewOfAFewInteractionsStreamsWithABoundedNumberOpen(offset: Int) throws {
    var session = ForeignSession(uiClockOffset: offset)
    let count = 300
    for number in 1...count {
      let intent = ForeignIntent.workout("W-\(number)")
      session.handlingRun(intent, handlers: "H\(number)")
      session.interface("I-\(number)", of: intent)
    }
    let directory = TemporaryDirectory()
    let window = 4
    let configuration = InspectionConfiguration(retainsInteractions: true, window: window)
    let (report, peak) = try session.inspect(configuration, in: directory)
    let joined = report.interactions.filter {
      $0.handling?.calls.count == 6 && $0.interface?.calls.count == 2
        && $0.handling?.intentIdentifier == "W-" + ($0.identifier ?? "").dropFirst(2)
    }
    #expect(report.interactionCount == count)
    #expect(joined.count == count)
    // Each side keeps at most the window open: the UI's waiting interactions, the handling's
    // waiting runs.
    #expect(peak <= 2 * window, "\(peak) open at most")
  }
}
