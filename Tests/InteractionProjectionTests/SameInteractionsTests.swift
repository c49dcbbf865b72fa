import Foundation
import InteractionInspector
import InteractionLog
import InteractionReplay
import InteractionTestSupport
import Testing

/// `ilog inspect` and `ilog replay` read one recording as the same interactions, each with the
/// same calls: both stand on one projection.
@Suite struct SameInteractionsTests {
  static let recordings = sampleRecordings

  @Test func everySampleRecordingIsFound() {
    #expect(Self.recordings.count >= 10, "\(Self.recordings)")
  }

  @Test(arguments: recordings)
  func inspectAndReplayGroupASampleRecordingAlike(_ name: String) throws {
    let path = "\(packageRoot)/Recordings/\(name)"
    let inspected = try Grouping.inspected(path)
    #expect(!inspected.isEmpty)
    #expect(inspected == (try Grouping.replayed(path)))
  }

  /// Sessions composed line by line, the way a real one may merge.
  enum Composed: String, CaseIterable {
    /// Two interactions of one intent class in flight at once, their calls interleaved in both
    /// processes (Shortcuts runs intents concurrently; one extension process serves several).
    case interleaved
    /// The UI's snapshot and views before the intent was handled.
    case interfaceBeforeHandling
    /// One intent shown twice, as two interactions.
    case twoDisplaysOfOneIntent
    /// An interaction whose status changes under the same identifier (a ride as Maps updates
    /// it).
    case changingStatus
    /// The UI's clock five minutes ahead: all its events merge after the handling.
    case interfaceClockAhead
  }

  @Test(arguments: Composed.allCases)
  func inspectAndReplayGroupAComposedSessionAlike(_ scenario: Composed) throws {
    var session = ForeignSession(uiClockOffset: scenario == .interfaceClockAhead ? 300_000 : 0)
    let a = ForeignIntent.workout("W-A")
    let b = ForeignIntent.workout("W-B")
    var expected: [String]
    switch scenario {
    case .interleaved:
      session.ui.snapshot("I-A", of: a)
      session.intents.dispatch(a, to: "A#1")
      session.ui.snapshot("I-B", of: b)
      session.intents.dispatch(b, to: "B#1")
      session.ui.configureView([], of: "I-A", on: "I-A-View#1")
      session.intents.resolve("workoutName", on: "A#1")
      session.ui.configureView([], of: "I-B", on: "I-B-View#1")
      session.intents.resolve("workoutName", on: "B#1")
      session.intents.dispatch(a, to: "A#2")
      session.intents.dispatch(b, to: "B#2")
      session.intents.confirm(b, on: "B#2")
      session.intents.confirm(a, on: "A#2")
      session.ui.configureView(["INStartWorkoutIntent.workoutName"], of: "I-B", on: "I-B-View#2")
      session.intents.dispatch(b, to: "B#3")
      session.intents.dispatch(a, to: "A#3")
      session.ui.configureView(["INStartWorkoutIntent.workoutName"], of: "I-A", on: "I-A-View#2")
      session.intents.handle(a, on: "A#3")
      session.intents.handle(b, on: "B#3")
      expected = ["I-A: 6 handling, 2 interface", "I-B: 6 handling, 2 interface"]
    case .interfaceBeforeHandling, .interfaceClockAhead:
      session.interface("I-A", of: a)
      session.handlingRun(a, handlers: "A")
      session.interface("I-B", of: b)
      session.handlingRun(b, handlers: "B")
      expected = ["I-A: 6 handling, 2 interface", "I-B: 6 handling, 2 interface"]
    case .twoDisplaysOfOneIntent:
      session.handlingRun(a, handlers: "A")
      session.interface("I-1", of: a)
      session.interface("I-2", of: a)
      expected = ["I-1: 6 handling, 2 interface", "I-2: 0 handling, 2 interface"]
    case .changingStatus:
      session.ui.snapshot("I-A", of: a, status: "ready")
      session.handlingRun(a, handlers: "A")
      session.ui.configureView([], of: "I-A", on: "I-A-View#1")
      session.ui.snapshot("I-A", of: a, status: "success")
      session.ui.configureView(["INStartWorkoutIntent.workoutName"], of: "I-A", on: "I-A-View#2")
      expected = ["I-A: 6 handling, 2 interface"]
    }
    let directory = TemporaryDirectory()
    let path = try session.write(into: directory)
    let inspected = try Grouping.inspected(path)
    #expect(inspected == (try Grouping.replayed(path)))
    #expect(
      inspected.map { $0.prefix { $0 != "[" }.trimmingCharacters(in: .whitespaces) } == expected)
  }
}
