import InteractionHost
import InteractionModel
import InteractionReplay
import InteractionTestSupport
import Testing

/// Reading recordings into interactions and steps.
@Suite struct RecordingTests {
  @Test func twoProcessSessionLinksEachHandlingRunToItsInteraction() throws {
    let recording = try Recording(contentsOf: "\(packageRoot)/Recordings/two-process")
    #expect(recording.files.count == 2)
    #expect(recording.interactions.map(\.identifier) == ["S1", "S4", "S3"])
    for interaction in recording.interactions {
      #expect(!interaction.handling.isEmpty)
      #expect(
        interaction.handling.allSatisfy { $0.intent?.identifier == interaction.intent.identifier })
      #expect(interaction.handling.last?.step.call.kind == .handle)
    }
  }

  @Test func tornRecordingEndsWithTheInterruptedCallUnanswered() throws {
    let recording = try Recording(contentsOf: "\(packageRoot)/Recordings/killed-mid-interaction")
    #expect(recording.damages.count == 1)
    let last = try #require(recording.interactions.last?.interface.last)
    #expect(last.step.answers.isEmpty)
    #expect(last.step.timedOut)
  }

  @Test func claimedSetsRunAlongTheInterfaceSteps() throws {
    let recording = try Recording(contentsOf: "\(packageRoot)/Recordings/superset-claim")
    let interface = try #require(recording.interactions.first?.interface)
    #expect(interface.map(\.step.claimedAfter.count) == [0, 3, 4])
  }

  @Test func aPathWithoutLogsIsAnError() {
    #expect(throws: ReplayError.self) {
      _ = try Recording(contentsOf: "\(packageRoot)/Sources")
    }
  }
}
