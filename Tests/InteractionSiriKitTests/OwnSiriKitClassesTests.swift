import Foundation
import InteractionHost
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionReplay
import InteractionSiriKit
import InteractionTestSupport
import Testing

#if os(iOS)
import Intents
import IntentsUI
#else
import SiriKitStandIn
#endif

/// A bill-splitting app's extensions, written with Apple's API names as a new user writes them.
///
/// The handler implements neither `resolveNote` nor `confirm`, and the view controller only
/// `configure(with:context:completion:)`. Recorded through the simulated host, on Linux as on a
/// device, they get only the calls SiriKit makes, and the recording names their classes.
@MainActor
@Suite struct OwnSiriKitClassesTests {
  /// Requests money from a friend: resolves the payer and the amount, then handles.
  final class RequestPaymentHandler: NSObject, INRequestPaymentIntentHandling {
    func resolvePayer(
      for intent: INRequestPaymentIntent,
      with completion: @escaping @Sendable (INRequestPaymentPayerResolutionResult) -> Void
    ) {
      guard let payer = intent.payer else { return completion(SiriKitResolution.needsValue()) }
      completion(SiriKitResolution.success(with: payer))
    }

    func resolveCurrencyAmount(
      for intent: INRequestPaymentIntent,
      with completion: @escaping @Sendable (INRequestPaymentCurrencyAmountResolutionResult) -> Void
    ) {
      guard let amount = intent.currencyAmount else {
        return completion(SiriKitResolution.needsValue())
      }
      completion(SiriKitResolution.success(with: amount))
    }

    func handle(
      intent: INRequestPaymentIntent,
      completion: @escaping @Sendable (INRequestPaymentIntentResponse) -> Void
    ) {
      completion(INRequestPaymentIntentResponse(code: .success, userActivity: nil))
    }
  }

  /// The Intents extension: records each handler it returns when it has a recorder.
  final class BillSplitExtension: INExtension {
    let recorder: SiriKitRecorder?

    init(recorder: SiriKitRecorder? = nil) {
      self.recorder = recorder
    }

    override func handler(for intent: INIntent) -> Any? {
      let make = { intent is INRequestPaymentIntent ? RequestPaymentHandler() : nil }
      return recorder?.recordHandler(for: intent, provider: self, body: make) ?? make()
    }
  }

  /// The Intents UI extension's controller, written for iOS 10: one summary view.
  final class SummaryViewController: NSObject, INUIHostedViewControlling {
    func configure(
      with interaction: INInteraction, context: INUIHostedViewContext,
      completion: @escaping @Sendable (CGSize) -> Void
    ) {
      completion(CGSize(width: 320, height: 96))
    }
  }

  /// "Ask Ana for twelve euros", as the host delivers it.
  static let intent = Intent(
    className: "INRequestPaymentIntent",
    properties: [
      "payer": ["displayName": "Ana"],
      "currencyAmount": ["amount": 12, "currencyCode": "EUR"],
    ])

  /// The kinds and instances of a log's call events, in order.
  static func calls(inLogAt path: String?) throws -> [String] {
    let reader = try LogReader(path: try #require(path))
    var calls: [String] = []
    while let record = try reader.next() {
      let event = record.event
      switch event.payload {
      case .header, .end, .interaction, .note: continue
      case .resolve(let parameter, _): calls.append("resolve \(parameter) \(event.instance ?? "")")
      default: calls.append("\(event.payload.kind) \(event.instance ?? "")")
      }
    }
    #expect(reader.damages.isEmpty)
    return calls
  }

  /// Replays a session against the same classes.
  static func replay(_ session: String) async throws -> ReplayReport {
    let subjects = ReplaySubjects(
      provider: { _ in SiriKitReplay.provider(BillSplitExtension()) },
      controller: { _ in SiriKitReplay.controller(SummaryViewController()) })
    return try await Replayer(
      contentsOf: session, options: ReplayOptions(timeout: 0, sleep: { _ in })
    ).replay(subjects)
  }

  @Test func theExtensionsOwnRecordingLinesRecordOnlyTheCallsSiriKitMakes() async throws {
    let directory = TemporaryDirectory()
    let intents = Recorder(directory: directory.path, session: "request", role: .intentsExtension)
    let ui = Recorder(directory: directory.path, session: "request", role: .uiExtension)
    let transcript = await SimulatedHost(options: HostOptions(timeout: 2)).run(
      Self.intent, provider: SiriKitReplay.provider(BillSplitExtension(recorder: intents.siriKit)),
      controller: {
        ui.recordingController(wrapping: SiriKitReplay.controller(SummaryViewController()))
      },
      interactionIdentifier: "request-1")
    intents.close()
    ui.close()

    #expect(transcript.outcome == .completed)
    #expect(transcript.steps.allSatisfy { !$0.timedOut }, "\(transcript)")
    #expect(
      try Self.calls(inLogAt: intents.path) == [
        "dispatch BillSplitExtension#1", "dispatchCompletion RequestPaymentHandler#1",
        "resolve payer RequestPaymentHandler#1", "resolveCompletion RequestPaymentHandler#1",
        "dispatch BillSplitExtension#1", "dispatchCompletion RequestPaymentHandler#2",
        "resolve currencyAmount RequestPaymentHandler#2",
        "resolveCompletion RequestPaymentHandler#2",
        // resolveNote and confirm are not implemented, so the handler made for the note serves
        // handle, as SiriKit's would.
        "dispatch BillSplitExtension#1", "dispatchCompletion RequestPaymentHandler#3",
        "handle RequestPaymentHandler#3", "handleCompletion RequestPaymentHandler#3",
      ])
    // configureView is not implemented, so the iOS 11 host falls back to configure.
    #expect(
      try Self.calls(inLogAt: ui.path) == [
        "configure SummaryViewController#1", "configureCompletion SummaryViewController#1",
      ])

    let report = try await Self.replay("\(directory.path)/request")
    #expect(report.passed, "\(report)")
    #expect(report.divergences.isEmpty && report.accepted.isEmpty)
  }

  @Test func wrappingTheBridgedObjectsRecordsTheUsersClassNames() async throws {
    let directory = TemporaryDirectory()
    let intents = Recorder(directory: directory.path, session: "wrapped", role: .intentsExtension)
    let ui = Recorder(directory: directory.path, session: "wrapped", role: .uiExtension)
    let transcript = await SimulatedHost(options: HostOptions(timeout: 2)).run(
      Self.intent,
      provider: intents.recordingProvider(wrapping: SiriKitReplay.provider(BillSplitExtension())),
      controller: {
        ui.recordingController(wrapping: SiriKitReplay.controller(SummaryViewController()))
      },
      interactionIdentifier: "request-1")
    intents.close()
    ui.close()

    #expect(transcript.outcome == .completed)
    let calls = try Self.calls(inLogAt: intents.path)
    #expect(!calls.contains { $0.hasPrefix("resolve note") || $0.hasPrefix("confirm") })
    let instances = Set(calls.map { String($0.split(separator: " ").last ?? "") })
    #expect(
      instances.allSatisfy {
        $0.hasPrefix("BillSplitExtension#") || $0.hasPrefix("RequestPaymentHandler#")
      }, "\(instances.sorted())")
    #expect(try Self.calls(inLogAt: ui.path).first == "configure SummaryViewController#1")

    // Replayed twice, as a test that records it replays it on its next run.
    for _ in 1...2 {
      let report = try await Self.replay("\(directory.path)/wrapped")
      #expect(report.passed, "\(report)")
      #expect(report.divergences.isEmpty)
    }
  }
}
