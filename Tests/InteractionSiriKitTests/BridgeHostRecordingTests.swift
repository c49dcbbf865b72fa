import Foundation
import InteractionHost
import InteractionLog
import InteractionModel
import InteractionRecorder
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

/// Each sample scenario driven by the simulated host through the bridge: the host calls SiriKit
/// classes (``BridgedSamples``) whose recording lines are the bridge's, and both logs hold the
/// events of the committed recording of that scenario, which the model-level recorder wrote.
@MainActor
@Suite struct BridgeHostRecordingTests {
  /// The committed recording of each scenario, made with the host's default options (S2's
  /// empty set last aside).
  static let recordings = [
    "S1": "start-workout", "S2": "empty-set-last", "S3": "end-workout", "S4": "double-completion",
    "S5": "superset-claim", "S6": "indexed-accounts", "S7": "notebook-grouping",
    "S8": "both-methods",
  ]

  /// What the two logs must share of each event: its kind, object, call and interaction, and
  /// its payload without latency.
  struct Call: Equatable, CustomStringConvertible {
    var instance: String?
    var call: UInt64?
    var interaction: String?
    var payload: EventPayload

    var description: String {
      "\(payload.kind) \(instance ?? "-") \(call.map(String.init) ?? "-") \(interaction ?? "-") "
        + "\(payload)"
    }
  }

  /// The calls of a log, in order; headers and ends name the tool and count, so they are left
  /// out.
  static func calls(inLogAt path: String) throws -> [Call] {
    let reader = try LogReader(path: path)
    var calls: [Call] = []
    while let record = try reader.next() {
      let event = record.event
      var payload = event.payload
      switch payload {
      case .header, .end: continue
      case .resolveCompletion(let parameter, let results, _):
        payload = .resolveCompletion(parameter: parameter, results: results, latency: nil)
      case .confirmCompletion(let response, _):
        payload = .confirmCompletion(response: response, latency: nil)
      case .handleCompletion(let response, _):
        payload = .handleCompletion(response: response, latency: nil)
      case .configureCompletion(let size, _):
        payload = .configureCompletion(size: size, latency: nil)
      case .configureViewCompletion(let success, let claimed, let size, _):
        payload = .configureViewCompletion(
          success: success, claimed: claimed.sorted { "\($0)" < "\($1)" }, size: size,
          latency: nil)
      case .configureView(let parameters, let behavior, let context):
        payload = .configureView(
          parameters: parameters.sorted { "\($0)" < "\($1)" }, interactiveBehavior: behavior,
          context: context)
      default: break
      }
      calls.append(
        Call(
          instance: event.instance, call: event.call, interaction: event.interaction,
          payload: payload))
    }
    #expect(reader.damages.isEmpty)
    return calls
  }

  @Test(arguments: SampleScenarios.all.map(\.name))
  func aScenarioRecordedThroughTheBridgeHasTheCommittedEvents(_ name: String) async throws {
    let scenario = try #require(SampleScenarios.named(name))
    let recording = try #require(Self.recordings[name])
    let providerName = String(describing: type(of: scenario.makeProvider()))
    let controllerName = String(describing: type(of: scenario.makeController()))
    let provider = try #require(RecordingsBridgeReplayTests.providers[providerName])
    let controller = try #require(RecordingsBridgeReplayTests.controllers[controllerName])
    let directory = TemporaryDirectory()
    let intents = Recorder(directory: directory.path, session: recording, role: .intentsExtension)
    let ui = Recorder(directory: directory.path, session: recording, role: .uiExtension)
    let host = SimulatedHost(
      options: HostOptions(delivery: scenario.emptySetLast ? .emptySetLast : .documented) { _ in })
    let transcript = await host.run(
      scenario.intent, provider: SiriKitReplay.provider(provider.bridged(intents.siriKit)),
      controller: { SiriKitReplay.controller(controller.bridged(ui.siriKit)) },
      interactionIdentifier: scenario.name)
    intents.close()
    ui.close()
    #expect(transcript.interaction == scenario.interaction)
    let committed = "\(packageRoot)/Recordings/\(recording)"
    for (recorder, file) in [
      (intents, "intents-extension-501.ilog"), (ui, "ui-extension-502.ilog"),
    ] {
      let bridged = try Self.calls(inLogAt: try #require(recorder.path))
      let expected = try Self.calls(inLogAt: "\(committed)/\(file)")
      let first =
        zip(bridged, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(bridged.count, expected.count)
      #expect(
        bridged == expected,
        """
        \(recording)/\(file), event \(first + 1) of \(expected.count) (\(bridged.count) through the bridge):
        bridge:    \(first < bridged.count ? bridged[first].description : "(none)")
        committed: \(first < expected.count ? expected[first].description : "(none)")
        """)
      #expect(!expected.isEmpty)
    }
  }
}
