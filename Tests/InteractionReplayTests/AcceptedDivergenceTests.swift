import Foundation
import InteractionHost
import InteractionReplay
import InteractionSamples
import InteractionTestSupport
import Testing

/// Divergences of an accepted kind: listed apart in the report, never failing it, never dropped.
@MainActor
@Suite struct AcceptedDivergenceTests {
  static let workout = ReplaySubjects.types(
    provider: { SampleIntentsExtension() }, controller: { WorkoutViewController() })

  static func replay(
    _ name: String, _ options: ReplayOptions, _ subjects: ReplaySubjects = workout
  ) async throws -> ReplayReport {
    var options = options
    options.timeout = .zero
    options.sleep = { _ in }
    return try await Replayer(contentsOf: "\(packageRoot)/Recordings/\(name)", options: options)
      .replay(subjects)
  }

  @Test func anAcceptedKindPassesAndIsListed() async throws {
    let notes = AdaptiveHeaderViewController.Notes()
    // The adaptive controller draws the header into the workout view when the empty set comes
    // last, and hides the header: two answers that differ, compared here.
    let report = try await Self.replay(
      "start-workout",
      ReplayOptions(
        mode: .chaos(ChaosPlan(delivery: .emptySetLast)),
        acceptedDivergences: [.answerDiffers], answers: .always),
      .types(controller: { AdaptiveHeaderViewController(notes: notes) }))
    #expect(report.passed)
    #expect(report.divergences.isEmpty)
    #expect(report.accepted.map(\.kind) == [.answerDiffers, .answerDiffers])
    let text = report.description
    #expect(
      text.hasPrefix(
        "✔ Replay matched the recording apart from 2 accepted differences of kind answer-differs "
          + "(mode chaos (empty set last); 1 interaction, 2 steps, replayed twice)."
      ))
    #expect(
      text.contains(
        "Accepted, not failures (accepted kinds: answer-differs):\n\n"
          + "A1. answer-differs:"))
    #expect(text.contains("     − size: 320×180\n     + size: 320×224"))
    let document = try #require(
      try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
    #expect(document["schema"] as? String == "ilog-replay/3")
    #expect(document["acceptedKinds"] as? [String] == ["answer-differs"])
    #expect((document["accepted"] as? [[String: Any]])?.count == 2)
    #expect((document["divergences"] as? [Any])?.count == 0)
  }

  @Test func anotherKindStillFails() async throws {
    let all = try await Self.replay(
      "superset-claim", ReplayOptions(mode: .host, answers: .always))
    #expect(Set(all.divergences.map(\.kind)) == [.answerDiffers, .callAdded])
    let report = try await Self.replay(
      "superset-claim",
      ReplayOptions(mode: .host, acceptedDivergences: [.answerDiffers], answers: .always))
    #expect(!report.passed)
    #expect(report.divergences == all.divergences.filter { $0.kind == .callAdded })
    #expect(report.accepted == all.divergences.filter { $0.kind == .answerDiffers })
    #expect(
      report.description.hasPrefix(
        "✘ Replay diverged from the recording: 2 differences, and 3 accepted differences of "
          + "kind answer-differs (mode host;"))
    // The next steps replay the same plan, the accepted kinds with it.
    #expect(
      report.description.contains("--mode host --compare-answers --accept answer-differs --step"))
  }
}
