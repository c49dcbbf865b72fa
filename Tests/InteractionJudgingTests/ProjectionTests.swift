import Foundation
import InteractionJudging
import InteractionLog
import InteractionModel
import InteractionSamples
import InteractionTestSupport
import SampleSessionSupport
import Testing

/// The projections a fold builds from recordings made through the host and the recorder.
@MainActor
@Suite struct ProjectionTests {
  @Test func startWorkoutThroughTheHostProjectsExactly() async throws {
    let report = try await Recording.judge([Run(SampleScenarios.startWorkout)])
    #expect(report.sessions == ["T-1"])
    #expect(report.processes.map(\.role) == ["intents-extension", "ui-extension"])
    #expect(report.isCleanlyClosed)
    #expect(report.interactionCount == 1)
    let interaction = try #require(report.interactions.first)
    #expect(interaction.position == 1)
    #expect(interaction.identifier == "S1")
    #expect(interaction.intentClass == "INStartWorkoutIntent")
    #expect(interaction.classOrdinal == 1)
    #expect(interaction.link == .intent)
    #expect(interaction.snapshot == SampleScenarios.startWorkout.interaction)
    #expect(!interaction.isTruncated)
    #expect(interaction.findings == [])

    let handling = try #require(interaction.handling)
    #expect(handling.intentClass == "INStartWorkoutIntent")
    #expect(handling.intentIdentifier == "start-workout")
    // D1: the host asks the provider for a new handler before every method call.
    #expect(
      ReportText.handling(handling) == [
        "dispatch on SampleIntentsExtension#1 → StartWorkoutIntentHandler#1",
        "resolve workoutName on StartWorkoutIntentHandler#1 → success 1000us",
        "dispatch on SampleIntentsExtension#1 → StartWorkoutIntentHandler#2",
        "resolve goalValue on StartWorkoutIntentHandler#2 → success 1000us",
        "dispatch on SampleIntentsExtension#1 → StartWorkoutIntentHandler#3",
        "resolve isOpenEnded on StartWorkoutIntentHandler#3 → success 1000us",
        "dispatch on SampleIntentsExtension#1 → StartWorkoutIntentHandler#4",
        "confirm on StartWorkoutIntentHandler#4 → ready 1000us",
        "dispatch on SampleIntentsExtension#1 → StartWorkoutIntentHandler#5",
        "handle on StartWorkoutIntentHandler#5 → handleInApp 1000us",
      ])
    #expect(handling.resolutions.map(\.parameter) == ["workoutName", "goalValue", "isOpenEnded"])
    #expect(
      handling.resolutions.map(\.results) == [
        [.success("run")], [.success(3.0)], [.success(false)],
      ])
    #expect(handling.calls.map(\.event.sequence) == [2, 4, 6, 8, 10, 12, 14, 16, 18, 20])
    #expect(
      handling.calls.filter { $0.method != .dispatch }.allSatisfy {
        $0.handlerType == "StartWorkoutIntentHandler"
      })

    let interface = try #require(interaction.interface)
    #expect(
      ReportText.interface(interface) == [
        "1 configureView WorkoutViewController#1 [] → true [] 320x44 | claimed []",
        "2 configureView WorkoutViewController#2 [INStartWorkoutIntent.intentDescription] → true "
          + "[INStartWorkoutIntent.intentDescription] 320x180 "
          + "| claimed [INStartWorkoutIntent.intentDescription]",
      ])
    #expect(interface.calls.map(\.event.sequence) == [3, 5])
    #expect(interface.calls.map(\.latency) == [1_000_000, 1_000_000])
    #expect(
      interface.calls.allSatisfy {
        $0.context == .siriSnippet && $0.interactiveBehavior == InteractiveBehavior.none
      })
    #expect(interaction.snapshotEvent?.sequence == 2)
  }

  /// The recorder's Intents extension events carry no interaction identifier (D8: the processes
  /// share only the interaction), so the committed sample links its handling by intent.
  @Test func theCommittedSampleLinksItsHandlingByIntent() throws {
    let inspection = try InspectionFold.report(paths: [Self.sampleRecording])
    let interaction = try #require(inspection.interactions.first)
    #expect(inspection.interactionCount == 1)
    #expect(interaction.identifier == "S1")
    #expect(interaction.link == .intent)
    // A dispatch before each of the five method calls: a new handler per call (D1).
    #expect(interaction.handling?.calls.count == 10)
    #expect(interaction.interface?.calls.count == 2)
    #expect(interaction.findings == [])
    #expect(inspection.isCleanlyClosed)
  }

  @Test func interactionsOfOneIntentClassAreCountedApart() async throws {
    let inspection = try await Recording.judge([
      Run(SampleScenarios.startWorkout), Run(SampleScenarios.sendMessage),
      Run(SampleScenarios.startWorkoutEmptySetLast),
    ])
    let interactions = inspection.interactions
    #expect(interactions.map(\.position) == [1, 2, 3])
    #expect(interactions.map(\.identifier) == ["S1", "S4", "S2"])
    #expect(interactions.map(\.classOrdinal) == [1, 1, 2])
    #expect(interactions.allSatisfy { $0.handling != nil && $0.link == .intent })
  }

  @Test func aConfirmThatDeclinesLeavesAHandlingOnlyInteraction() async throws {
    let declining = Run(
      SampleScenarios.endWorkout, provider: { SampleIntentsExtension(workoutIsActive: false) })
    let inspection = try await Recording.judge([declining])
    let interaction = try #require(inspection.interactions.first)
    #expect(interaction.identifier == nil)
    #expect(interaction.interface == nil)
    #expect(
      interaction.handling?.confirm?.completions.first?.code?.name == "failureNoMatchingWorkout")
    #expect(interaction.handling?.handle == nil)
    #expect(interaction.findings == [])
  }

  @Test func aTornSessionIsInspectedUpToTheTearAndSaysSo() async throws {
    let directory = TemporaryDirectory()
    let session = await Recording.record([Run(SampleScenarios.startWorkout)], in: directory)
    let torn = TemporaryDirectory()
    try TornLog.copy(session, to: torn.path, cuttingAfterUICall: 2)
    let report = try InspectionFold.report(paths: [torn.path])
    #expect(report.isTorn)
    #expect(!report.isCleanlyClosed)
    #expect(report.damages.map(\.kind) == ["torn-tail"])
    let ui = try #require(report.processes.first { $0.role == "ui-extension" })
    #expect(ui.isTorn && !ui.hasEnd)
    let interaction = try #require(report.interactions.first)
    #expect(interaction.isTruncated)
    let calls = try #require(interaction.interface?.calls)
    #expect(calls.count == 2)
    #expect(calls[0].completions.count == 1)
    #expect(calls[1].completions.isEmpty && calls[1].isCutOff)
    // Cut off, not missing: the completion may have come after the log stopped.
    #expect(interaction.findings == [])
    #expect(interaction.handling?.calls.count == 10)
  }

  nonisolated static let sampleRecording = "\(packageRoot)/Recordings/start-workout"
}
