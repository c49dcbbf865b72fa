import Foundation
import InteractionHost
import InteractionLog
import InteractionReplay
import InteractionSamples
import InteractionTestSupport
import Testing

@testable import InteractionTesting

/// What a failing replay test attaches: the replay's page, with its divergence, and the
/// snippets as `ilog inspect` draws them, the header the user saw as a footer among them; and
/// nothing when the replay passes.
@MainActor
@Suite struct ReplayAttachmentsTests {
  static func expectation(_ options: ReplayOptions) -> ReplayExpectation {
    ReplayExpectation(
      path: ReplayExpectation.resolve("Recordings/start-workout", testFile: #filePath),
      interaction: nil,
      subjects: .types(controller: { WorkoutViewController() }), recordingIntent: nil,
      options: options, recordMode: .never)
  }

  @Test func aFailingReplayAttachesItsPageAndTheSnippets() async throws {
    // BNRun's controller under a plan that sends the header last: the user sees it as a footer.
    let verdict = await Self.expectation(
      ReplayOptions(mode: .chaos(ChaosPlan(delivery: .emptySetLast)), replaysTwice: false)
    ).verdict()
    #expect(!verdict.failures.isEmpty)
    #expect(
      verdict.attachments.map(\.name) == ["start-workout-replay.html", "start-workout-snippet.txt"])
    let page = try #require(verdict.attachments.first)
    #expect(page.typeIdentifier == "public.html")
    #expect(page.contents.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contents.contains("data-mode=\"replay\""))
    #expect(page.contents.contains("data-divergence"), "the divergence is listed")
    #expect(page.contents.contains("header-not-on-top"))

    let snippet = try #require(verdict.attachments.last)
    #expect(snippet.typeIdentifier == "public.plain-text")
    let replayed = try #require(
      snippet.contents.range(of: "Interaction S1, replayed:\n"), "\(snippet.contents)")
    let recorded = try #require(
      snippet.contents.range(of: "Interaction S1, recorded:\n"), "\(snippet.contents)")
    // Replayed, the empty-set view came last and sits at the bottom; recorded, it came first.
    let replayedDrawing = snippet.contents[replayed.upperBound..<recorded.lowerBound]
    let recordedDrawing = snippet.contents[recorded.upperBound...]
    #expect(replayedDrawing.contains("▲ the header, shown as a footer"), "\(snippet.contents)")
    #expect(!recordedDrawing.contains("▲ the header"), "\(snippet.contents)")
    #expect(replayedDrawing.contains("┌"), "drawn with boxes, as ilog inspect draws it")
  }

  /// A loss the log records fails the replay, and its page says so among the divergences.
  @Test(arguments: [LossyRecording.Loss.endDropped, .gap])
  func aDamagedRecordingsPageNamesItsLoss(loss: LossyRecording.Loss) async throws {
    let copy = try LossyRecording(loss)
    let verdict = await ReplayExpectation(
      path: copy.path, interaction: nil,
      subjects: .types(
        provider: { SampleIntentsExtension() }, controller: { WorkoutViewController() }),
      recordingIntent: nil, options: ReplayOptions(timeout: 0.1), recordMode: .never
    ).verdict()
    #expect(verdict.failures.contains { $0.hasPrefix("Cannot trust the replay of ") })
    let page = try #require(verdict.attachments.first { $0.name.hasSuffix("-replay.html") })
    #expect(page.contents.contains("Damaged recording: what it lost was not replayed"))
    #expect(page.contents.contains("\(loss.kind.rawValue): "), "the loss is named")
  }

  @Test func aPassingReplayAttachesNothing() async {
    let verdict = await Self.expectation(ReplayOptions()).verdict()
    #expect(verdict.failures.isEmpty)
    #expect(verdict.attachments.isEmpty)
  }
}
