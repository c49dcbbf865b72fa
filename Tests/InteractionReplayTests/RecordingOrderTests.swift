import InteractionModel
import InteractionReplay
import InteractionTestSupport
import Testing

/// An order given as text is read against the recording: only an order of the recorded sets
/// replays, so that a typo never replays another interaction and passes.
@Suite struct RecordingOrderTests {
  static let description = "INStartWorkoutIntent.intentDescription"

  static func mismatch(_ text: String, in name: String = "start-workout") throws -> OrderMismatch? {
    let recording = try Recording(contentsOf: "\(packageRoot)/Recordings/\(name)")
    do {
      _ = try recording.order(fromText: text, selection: .all)
      return nil
    } catch {
      guard case .orderMismatch(let mismatch) = error else { return nil }
      return mismatch
    }
  }

  @Test(arguments: [
    (
      "[Foo.bar] []",
      ["Foo.bar was never offered in this interaction", "[\(description)] is missing"]
    ),
    ("[intentDescription] []", ["intentDescription is not qualified: give it as Class.keyPath"]),
    ("[]", ["[\(description)] is missing"]),
    ("[\(description)]", ["[] is missing"]),
    ("[] [] [\(description)]", ["[] is given 2 times, recorded 1"]),
    ("[\(description)] [] [\(description)]", ["[\(description)] is given 2 times, recorded 1"]),
  ])
  func anOrderThatDoesNotFitNamesEachProblemAndTheRecordedSets(text: String, problems: [String])
    throws
  {
    let mismatch = try #require(try Self.mismatch(text))
    #expect(mismatch.interaction == "S1")
    #expect(mismatch.problems == problems)
    #expect(mismatch.description.hasSuffix("; the recorded sets: [] [\(Self.description)]"))
  }

  @Test(arguments: ["[\(description)] []", "[] [\(description)]", "[ ] [ \(description) ]"])
  func anyOrderOfTheRecordedSetsIsRead(text: String) throws {
    let recording = try Recording(contentsOf: "\(packageRoot)/Recordings/start-workout")
    let sets = try recording.order(fromText: text, selection: .all)
    #expect(Set(sets) == [[], [try Parameter(Self.description)]])
  }

  @Test func anOrderIsCheckedAgainstEverySelectedInteraction() throws {
    // The order fits S1-1, a workout; the session's first interaction it does not fit is named.
    let mismatch = try #require(
      try Self.mismatch("[\(Self.description)] []", in: "killed-mid-interaction"))
    #expect(mismatch.interaction == "S3-1")
    #expect(mismatch.recordedSets.count == 2)
  }
}
