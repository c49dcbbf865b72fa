import InteractionInspector
import InteractionSamples
import SampleSessionSupport
import Testing

/// Recording diffs: interaction by interaction, the first divergence first.
@MainActor
@Suite struct DiffTests {
  @Test func twoRecordingsOfTheSameSessionDoNotDiffer() async throws {
    let first = try await Recording.inspect([
      Run(SampleScenarios.startWorkout), Run(SampleScenarios.sendMessage),
    ])
    let second = try await Recording.inspect([
      Run(SampleScenarios.startWorkout), Run(SampleScenarios.sendMessage),
    ])
    #expect(RecordingDiff.differences(expected: first.report, actual: second.report) == [])
  }

  @Test func emptySetLastFirstDiffersInCallOnesOfferedSet() async throws {
    let documented = try await Recording.inspect([Run(SampleScenarios.startWorkout)])
    let emptyLast = try await Recording.inspect([Run(SampleScenarios.startWorkoutEmptySetLast)])
    let differences = RecordingDiff.differences(
      expected: documented.report, actual: emptyLast.report)
    let first = try #require(differences.first)
    #expect(
      first.path
        == DifferencePath(
          intentClass: "INStartWorkoutIntent", ordinal: 1, phase: .interface, call: 1,
          field: "offered"))
    #expect(first.expected == "[]")
    #expect(first.actual == "[INStartWorkoutIntent.intentDescription]")
    #expect(
      first.description
        == "INStartWorkoutIntent #1 › interface call 1 › offered: [] → [INStartWorkoutIntent.intentDescription]"
    )
    #expect(
      differences.map(\.path.field) == ["offered", "claimed", "size", "offered", "claimed", "size"])
  }

  @Test func handlingDifferencesComeBeforeInterfaceOnes() async throws {
    let fresh = try await Recording.inspect([
      Run(SampleScenarios.sendMessage, provider: { CachingHandlerProvider() })
    ])
    let shared = try await Recording.inspect([
      Run(SampleScenarios.sendMessage, provider: { SharedHandlerProvider() })
    ])
    let differences = RecordingDiff.differences(expected: fresh.report, actual: shared.report)
    // A new handler per call has nothing cached and fails; the shared one sends the message.
    #expect(differences.first?.path.phase == .handling)
    #expect(differences.first?.path.call == 2)
    #expect(differences.first?.path.field == "code")
    #expect(differences.first?.expected == "failure (4)")
    #expect(differences.first?.actual == "success (3)")
  }

  @Test func anInteractionOnlyOneRecordingHasIsADifference() async throws {
    let one = try await Recording.inspect([Run(SampleScenarios.startWorkout)])
    let two = try await Recording.inspect([
      Run(SampleScenarios.startWorkout), Run(SampleScenarios.startWorkout, identifier: "S1-again"),
    ])
    let differences = RecordingDiff.differences(expected: one.report, actual: two.report)
    #expect(
      differences.map(\.description) == ["INStartWorkoutIntent #2 › present: (none) → present"])
    #expect(
      RecordingDiff.differences(expected: two.report, actual: one.report).map(\.actual) == [nil])
  }
}
