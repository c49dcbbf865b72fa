import Foundation
import InteractionHost
import InteractionModel
import InteractionReplay
import InteractionSamples
import InteractionSiriKit
import InteractionTestSupport
import Testing

#if os(iOS)
import Intents
import IntentsUI
#else
import SiriKitStandIn
#endif

/// Every committed recording replayed twice, through the bridge and without it.
///
/// Interaction by interaction: against the sample extensions it was recorded from, and through
/// the bridge against the same samples written as SiriKit classes (``BridgedSamples``). Both
/// replays must make the same calls, get the same answers and report the same divergences:
/// what crosses the bridge (intents, responses with their properties, parameters with indexes,
/// resolution results, sizes) comes back as it went.
@MainActor
@Suite struct RecordingsBridgeReplayTests {
  /// Each directory of `Recordings/` that holds logs; a new recording is covered as it lands.
  nonisolated static let recordings: [String] = {
    let root = "\(packageRoot)/Recordings"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    return names.filter { name in
      let files = (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(name)")) ?? []
      return files.contains { $0.hasSuffix(".ilog") }
    }.sorted()
  }()

  /// The samples a recording names, each with its SiriKit counterpart (recording through the
  /// bridge when given a recorder).
  static let providers:
    [String: (
      sample: @Sendable () -> any IntentHandlerProviding,
      bridged: @Sendable (SiriKitRecorder?) -> any INIntentHandlerProviding
    )] = [
      "SampleIntentsExtension": (
        { InteractionSamples.SampleIntentsExtension() },
        { BridgedSamples.SampleIntentsExtension(recording: $0) }
      ),
      "CachingHandlerProvider": (
        { InteractionSamples.CachingHandlerProvider() },
        { BridgedSamples.CachingHandlerProvider(recording: $0) }
      ),
    ]

  static let controllers:
    [String: (
      sample: @MainActor @Sendable () -> any HostedViewControlling,
      bridged: @MainActor @Sendable (SiriKitRecorder?) -> any INUIHostedViewControlling
    )] = [
      "WorkoutViewController": (
        { InteractionSamples.WorkoutViewController() },
        { BridgedSamples.WorkoutViewController(recording: $0) }
      ),
      "MessageViewController": (
        { InteractionSamples.MessageViewController() },
        { BridgedSamples.MessageViewController(recording: $0) }
      ),
      "RideStatusViewController": (
        { InteractionSamples.RideStatusViewController() },
        { BridgedSamples.RideStatusViewController(recording: $0) }
      ),
      "RideCardViewController": (
        { InteractionSamples.RideCardViewController() },
        { BridgedSamples.RideCardViewController(recording: $0) }
      ),
      "AccountsViewController": (
        { InteractionSamples.AccountsViewController() },
        { BridgedSamples.AccountsViewController(recording: $0) }
      ),
      "NotebookViewController": (
        { InteractionSamples.NotebookViewController() },
        { BridgedSamples.NotebookViewController(recording: $0) }
      ),
      "BothMethodsViewController": (
        { InteractionSamples.BothMethodsViewController() },
        { BridgedSamples.BothMethodsViewController(recording: $0) }
      ),
      "OverMemoryWorkoutViewController": (
        { OverMemoryWorkoutViewController() },
        { BridgedSamples.OverMemoryWorkoutViewController(recording: $0) }
      ),
      "ForgetfulViewController": (
        { InteractionSamples.ForgetfulViewController() },
        { BridgedSamples.ForgetfulViewController(recording: $0) }
      ),
    ]

  /// `WorkoutViewController#2` → `WorkoutViewController`.
  static func typeName(_ instance: String) -> String {
    String(instance.prefix { $0 != "#" })
  }

  /// What two replays must share: each step as replayed, and each divergence's kind and place.
  struct Outcome: Equatable, CustomStringConvertible {
    var steps: [HostStep?]
    var divergences: [String]

    init(_ report: ReplayReport) {
      steps = report.steps.map(\.replayed)
      divergences = report.divergences.map {
        "\($0.kind) at step \($0.step.map(String.init) ?? "-") of \($0.interaction ?? "-"): \($0.call)"
      }
    }

    var description: String {
      (steps.map { $0.map { "\($0.instance) \($0.call) → \($0.answers)" } ?? "(none)" }
        + divergences).joined(separator: "\n")
    }
  }

  @Test func everyRecordingIsCovered() {
    #expect(Self.recordings.count >= 16, "\(Self.recordings)")
  }

  @Test(arguments: recordings)
  func replaysThroughTheBridgeAsAgainstTheSamples(_ name: String) async throws {
    let directory = "\(packageRoot)/Recordings/\(name)"
    let files = try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.hasSuffix(".ilog") }.sorted()
    var replayed = 0
    for file in files {
      let recording = try Recording(contentsOf: "\(directory)/\(file)")
      var seen: Set<String> = []
      for interaction in recording.interactions {
        let identifier = interaction.identifier ?? ""
        guard seen.insert(identifier).inserted else { continue }
        let providerName = interaction.handling.first.map { Self.typeName($0.step.instance) }
        let controllerName = interaction.interface.first.map { Self.typeName($0.step.instance) }
        let provider = try providerName.map { name in
          try #require(Self.providers[name], "\(file): no bridged provider for \(name)")
        }
        let controller = try controllerName.map { name in
          try #require(Self.controllers[name], "\(file): no bridged controller for \(name)")
        }
        var options = ReplayOptions(timeout: 0, sleep: { _ in })
        if let id = interaction.identifier { options.selection = .interaction(id) }
        var samples = ReplaySubjects()
        var bridged = ReplaySubjects()
        if let provider {
          samples.makeProvider = { _ in provider.sample() }
          bridged.makeProvider = { _ in SiriKitReplay.provider(provider.bridged(nil)) }
        }
        if let controller {
          samples.makeController = { _ in controller.sample() }
          bridged.makeController = { _ in SiriKitReplay.controller(controller.bridged(nil)) }
        }
        let expected = Outcome(
          try await Replayer(recording: recording, options: options).replay(samples))
        let actual = Outcome(
          try await Replayer(recording: recording, options: options).replay(bridged))
        #expect(
          actual == expected, "\(file) \(identifier):\nbridge:\n\(actual)\nsamples:\n\(expected)")
        #expect(!expected.steps.isEmpty, "\(file) \(identifier) replayed nothing")
        replayed += 1
      }
    }
    #expect(replayed > 0, "\(name): no interaction replayed")
  }
}
