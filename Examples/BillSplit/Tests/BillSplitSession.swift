import BillSplit
import InteractionHost
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionReplay
import InteractionSiriKit
import Testing

// A view controller's init(): UIKit declares it on iOS, which MemberImportVisibility asks
// this file to import.
#if canImport(UIKit)
import UIKit
#endif

/// One interaction of the example's extensions recorded through the simulated host, as a
/// developer records without a device: the Intents extension with its recording line, the view
/// controller with its recording lines, each process's recorder writing its file of the session
/// directory.
@MainActor
struct BillSplitSession {
  /// The host's account of the calls it made.
  let transcript: HostTranscript
  /// The session directory, which holds both files.
  let directory: String
  /// The Intents extension's log, `nil` if it recorded nothing.
  let intentsLog: String?
  /// The Intents UI extension's log, `nil` if it recorded nothing.
  let uiLog: String?

  /// The example's classes, without recorders, as replay subjects.
  static let subjects = ReplaySubjects(
    provider: { _ in SiriKitReplay.provider(BillSplitExtension(recorder: nil)) },
    controller: { _ in SiriKitReplay.controller(controller(recorder: nil)) })

  /// Records `intent` through the host into `directory/name`.
  static func record(_ intent: Intent, as name: String, in directory: String) async
    -> BillSplitSession
  {
    let intents = Recorder(directory: directory, session: name, role: .intentsExtension)
    let ui = Recorder(directory: directory, session: name, role: .uiExtension)
    let transcript = await SimulatedHost(options: HostOptions(timeout: 2)).run(
      intent, provider: SiriKitReplay.provider(BillSplitExtension(recorder: intents.siriKit)),
      controller: { SiriKitReplay.controller(controller(recorder: ui.siriKit)) },
      interactionIdentifier: name)
    intents.close()
    ui.close()
    return BillSplitSession(
      transcript: transcript, directory: "\(directory)/\(name)", intentsLog: intents.path,
      uiLog: ui.path)
  }

  /// A new view controller recording through `recorder`, as SiriKit makes one per call.
  static func controller(recorder: SiriKitRecorder?) -> BillSplitViewController {
    let controller = BillSplitViewController()
    controller.recorder = recorder
    return controller
  }

  /// The events of a log, header, end and notes left out.
  static func events(inLogAt path: String?) throws -> [Event] {
    guard let path else { return [] }
    let reader = try LogReader(path: path)
    var events: [Event] = []
    while let record = try reader.next() {
      switch record.event.payload {
      case .header, .end, .interaction, .note: continue
      default: events.append(record.event)
      }
    }
    #expect(reader.damages.isEmpty)
    return events
  }

  /// A log's calls and completions in order, each as its kind, its parameter if it has one,
  /// and the instance it went to, such as `resolve payee SendPaymentHandler#1`.
  static func calls(inLogAt path: String?) throws -> [String] {
    try events(inLogAt: path).map { event in
      let parameter =
        switch event.payload {
        case .resolve(let parameter, _), .resolveCompletion(let parameter, _, _): " \(parameter)"
        default: ""
        }
      return "\(event.payload.kind)\(parameter) \(event.instance ?? "")"
    }
  }

  /// The results each recorded resolve completion carries, by parameter.
  static func resolutions(inLogAt path: String?) throws -> [String: [ResolutionResult]] {
    var results: [String: [ResolutionResult]] = [:]
    for event in try events(inLogAt: path) {
      if case .resolveCompletion(let parameter, let answers, _) = event.payload {
        results[parameter] = answers
      }
    }
    return results
  }

  /// The parameters each recorded `configureView` completion claimed, in order.
  static func claims(inLogAt path: String?) throws -> [[String]] {
    try events(inLogAt: path).compactMap { event in
      guard case .configureViewCompletion(_, let claimed, _, _) = event.payload else { return nil }
      return claimed.map { "\($0)" }
    }
  }

  /// Replays the session against the example's classes, as recorded.
  func replay() async throws -> ReplayReport {
    try await Replayer(contentsOf: directory, options: ReplayOptions(timeout: 0, sleep: { _ in }))
      .replay(Self.subjects)
  }

  /// Every instance the session's logs name.
  func instances() throws -> Set<String> {
    let events = try Self.events(inLogAt: intentsLog) + Self.events(inLogAt: uiLog)
    return Set(events.compactMap(\.instance))
  }
}
