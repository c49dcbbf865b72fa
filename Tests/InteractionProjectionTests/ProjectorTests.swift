import InteractionLog
import InteractionModel
import InteractionProjection
import InteractionTestSupport
import Testing

/// The projection on its own: sessions composed line by line as another writer would write
/// them, read from disk, and the typed interactions the projector hands on.
@Suite struct ProjectorTests {
  let workout = ForeignIntent.workout("W-A")

  /// Reads the session in `directory` through a projector, and returns what it handed on, in
  /// the order it did, and whether it did so before the end of the stream.
  func project(_ directory: String, window: Int = 8) throws -> (
    interactions: [ProjectedInteraction], beforeTheEnd: Int, projector: InteractionProjector
  ) {
    var projector = InteractionProjector(window: window)
    var interactions: [ProjectedInteraction] = []
    let reader = try LogReader(path: directory, policy: .pointInTime)
    while let record = try reader.next() {
      projector.consume(record) { interactions.append($0) }
    }
    let beforeTheEnd = interactions.count
    projector.finish { interactions.append($0) }
    return (interactions, beforeTheEnd, projector)
  }

  @Test func callsCompletionsAndHandlersAreTyped() throws {
    var session = ForeignSession()
    session.ui.snapshot("I-A", of: workout)
    session.handlingRun(workout, handlers: "A")
    session.views(of: "I-A")
    let directory = TemporaryDirectory()
    let projected = try project(session.write(into: directory)).interactions
    try #require(projected.count == 1)
    let interaction = projected[0]
    #expect(interaction.identifier == "I-A")
    #expect(interaction.link == .intent)
    let calls = try #require(interaction.handling?.calls)
    #expect(calls.map(\.kind) == [.dispatch, .resolve, .dispatch, .confirm, .dispatch, .handle])
    #expect(calls[1].method == .resolve(parameter: "workoutName", value: nil))
    #expect(
      calls[1].completions.map(\.answer) == [
        .resolution(parameter: "workoutName", results: [.notRequired])
      ])
    // Each call knows the handler a dispatch before it returned, and the intent it was for.
    #expect(calls[1].handler?.instance == "A#1")
    #expect(calls[1].handler?.type == "A")
    #expect(calls[1].intent?.identifier == "W-A")
    #expect(calls[3].handler?.instance == "A#2")
    #expect(calls[5].handler?.instance == "A#3")
    // A dispatch is made on the provider, and is not made on a handler.
    #expect(calls[0].handler == nil)
    #expect(calls[0].instance == "Provider#1")
    #expect(calls[0].completions.first?.returnedHandler?.instance == "A#1")
    guard case .response(let response)? = calls[3].completions.first?.answer else {
      Issue.record("confirm answered \(calls[3].completions)")
      return
    }
    #expect(response.code.name == "ready")
    #expect(calls[3].completions.first?.latency == 1000)

    let views = interaction.interface
    #expect(views.map(\.instance) == ["I-A-View#1", "I-A-View#2"])
    #expect(
      views[0].method
        == .configureView(parameters: [], interactiveBehavior: .none, context: .siriSnippet))
    #expect(
      views[1].completions.map(\.answer) == [
        .view(
          success: true, claimed: ["INStartWorkoutIntent.workoutName"],
          size: Size(width: 320, height: 44))
      ])
    // SiriKit's running set: nothing claimed after the first view, the name after the second.
    #expect(views.map(\.claimedAfter.sorted) == [[], ["INStartWorkoutIntent.workoutName"]])
    #expect(views.allSatisfy { $0.handler == nil && !$0.isCutOff })
    #expect(!interaction.isTruncated)
  }

  /// Two interactions of one class in flight at once: each call keeps the handler and intent
  /// of its own interaction, though the calls interleave in both files.
  @Test func interleavedInteractionsKeepTheirOwnHandlers() throws {
    var session = ForeignSession()
    let other = ForeignIntent.workout("W-B")
    session.ui.snapshot("I-A", of: workout)
    session.intents.dispatch(workout, to: "A#1")
    session.ui.snapshot("I-B", of: other)
    session.intents.dispatch(other, to: "B#1")
    session.intents.resolve("workoutName", on: "B#1")
    session.intents.resolve("workoutName", on: "A#1")
    session.ui.configureView([], of: "I-B", on: "I-B-View#1")
    session.ui.configureView([], of: "I-A", on: "I-A-View#1")
    let directory = TemporaryDirectory()
    let projected = try project(session.write(into: directory)).interactions
    #expect(projected.map(\.identifier) == ["I-A", "I-B"])
    #expect(projected.map(\.position) == [1, 2])
    #expect(projected.map(\.classOrdinal) == [1, 2])
    for (interaction, name) in zip(projected, ["A", "B"]) {
      let resolve = try #require(interaction.handling?.calls.last)
      #expect(resolve.handler?.instance == "\(name)#1")
      #expect(resolve.intent?.identifier == "W-\(name)")
      #expect(interaction.interface.map(\.instance) == ["I-\(name)-View#1"])
    }
  }

  /// The UI's clock five minutes ahead: every UI event merges after the handling, and the run
  /// still joins its interaction by the intent, in the interaction's place.
  @Test func aClockAheadStillJoinsTheRunToItsInteraction() throws {
    var session = ForeignSession(uiClockOffset: 300_000)
    session.interface("I-A", of: workout)
    session.handlingRun(workout, handlers: "A")
    let directory = TemporaryDirectory()
    let projected = try project(session.write(into: directory)).interactions
    try #require(projected.count == 1)
    #expect(projected[0].link == .intent)
    #expect(projected[0].handling?.calls.count == 6)
    #expect(projected[0].interface.count == 2)
    #expect(projected[0].snapshot?.intent.identifier == "W-A")
  }

  /// Calls for an intent after its handle, then a second interaction showing the same intent:
  /// the later calls move to it, and know only the handlers dispatched among them.
  @Test func aLateRunMovesToTheSecondInteractionOfItsIntent() throws {
    var session = ForeignSession()
    session.interface("I-1", of: workout)
    session.handlingRun(workout, handlers: "A")
    session.intents.dispatch(workout, to: "C#1")
    session.intents.resolve("workoutName", on: "A#1")
    session.intents.handle(workout, on: "C#1")
    session.interface("I-2", of: workout)
    let directory = TemporaryDirectory()
    let projected = try project(session.write(into: directory)).interactions
    #expect(projected.map(\.identifier) == ["I-1", "I-2"])
    #expect(projected.first?.handling?.calls.count == 6)
    let later = try #require(projected.last?.handling?.calls)
    try #require(later.map(\.kind) == [.dispatch, .resolve, .handle])
    // A#1 was dispatched in the first interaction's part: the resolve made on it here names
    // no handler, and its intent is unknown to it.
    #expect(later[1].instance == "A#1")
    #expect(later[1].handler == nil)
    #expect(later[1].intent == nil)
    #expect(later[2].handler?.instance == "C#1")
    #expect(later[2].handler?.intent.identifier == "W-A")
  }

  /// A UI log that stops under a call (no completion, no `end` event): the call is cut off and
  /// its interaction truncated; the Intents extension's ended log is whole.
  @Test func aCallTheLogStoppedUnderIsCutOff() throws {
    var session = ForeignSession()
    session.ui.snapshot("I-A", of: workout)
    session.handlingRun(workout, handlers: "A")
    session.ui.configureView([], of: "I-A", on: "I-A-View#1")
    session.ui.call(
      "configureView",
      #""parameters":["INStartWorkoutIntent.workoutName"],"interactiveBehavior":"none","#
        + #""context":"siriSnippet""#,
      interaction: "I-A", instance: "I-A-View#2")
    session.intents.close()
    let directory = TemporaryDirectory()
    _ = try session.intents.write(into: directory.path)
    _ = try session.ui.write(into: directory.path)
    let (projected, beforeTheEnd, _) = try project(directory.path)
    #expect(beforeTheEnd == 0)
    try #require(projected.count == 1)
    #expect(projected[0].interface.map(\.isCutOff) == [false, true])
    #expect(projected[0].interface[1].completions.isEmpty)
    #expect(projected[0].hasCutOffCall)
    #expect(projected[0].isTruncated)
    #expect(projected[0].handling?.calls.contains(where: \.isCutOff) == false)
  }

  /// A long session streams: interactions are handed on while it is read, and no more than
  /// the window's worth are open at once, however many there are.
  @Test func aLongSessionStreamsWithinTheWindow() throws {
    var session = ForeignSession()
    for index in 1...60 {
      let intent = ForeignIntent.workout("W-\(index)")
      session.interface("I-\(index)", of: intent)
      session.handlingRun(intent, handlers: "H\(index)-")
    }
    let directory = TemporaryDirectory()
    let (projected, beforeTheEnd, projector) = try project(
      session.write(into: directory), window: 4)
    #expect(projected.map(\.position) == Array(1...60))
    #expect(projected.allSatisfy { $0.handling?.calls.count == 6 && $0.interface.count == 2 })
    #expect(beforeTheEnd >= 50, "handed on before the end: \(beforeTheEnd)")
    #expect(projector.peakOpenInteractions <= 2 * 4 + 2, "\(projector.peakOpenInteractions)")
  }
}
