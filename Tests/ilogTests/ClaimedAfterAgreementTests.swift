import InteractionHost
import InteractionInspector
import InteractionLog
import InteractionModel
import InteractionRecorder
import InteractionReplay
import InteractionTestSupport
import Testing

/// The inspector and a host replay count a completion called twice with different sets alike:
/// only the call's first completion claims (`ClaimedParameters`), so both give the same claimed
/// set after each call.
@MainActor
@Suite struct ClaimedAfterAgreementTests {
  static let interaction = Interaction(
    intent: Intent(
      className: "INSendMessageIntent", identifier: "twice",
      properties: [
        "recipients": [["displayName": "Anna", "handle": "anna@example.com"]],
        "content": "On my way",
      ]),
    response: IntentResponse(
      className: "INSendMessageIntentResponse", code: .init(rawValue: 3, name: "success")),
    handlingStatus: .success, direction: .outgoing, identifier: "twice")

  /// Records the interaction through the host, the UI extension's calls into a real log, and
  /// returns the session directory.
  static func record(
    in directory: TemporaryDirectory, options: HostOptions = HostOptions()
  ) async -> String {
    let interface = Recorder(directory: directory.path, session: "s", role: .uiExtension)
    _ = await SimulatedHost(options: options).runInterface(
      for: interaction,
      controller: { interface.recordingController(wrapping: SecondThoughtsViewController()) })
    interface.close()
    return directory.path + "/s"
  }

  @Test func inspectAndAHostReplayAgreeOnWhatARepeatedCompletionClaimed() async throws {
    let directory = TemporaryDirectory()
    let path = await Self.record(in: directory)

    var reports: [InteractionReport] = []
    _ = try Inspector().inspect(paths: [path]) { reports.append($0) }
    let calls = try #require(reports.first?.interface?.calls)
    let inspected = calls.filter { $0.method == .configureView }.map(\.claimedAfter)

    let options = ReplayOptions(mode: .host, timeout: 0, sleep: { _ in })
    let report = try await Replayer(contentsOf: path, options: options)
      .replay(ReplaySubjects(controller: { _ in SecondThoughtsViewController() }))
    let replayed = report.steps.compactMap(\.replayed)
      .filter { $0.call.offeredParameters != nil }.map { $0.claimedAfter.sorted() }

    let recipients = try Parameter(for: "INSendMessageIntent", keyPath: "recipients")
    let content = try Parameter(for: "INSendMessageIntent", keyPath: "content")
    // The second answer to the recipients call also claims content: it counts for neither, so
    // content is still offered, and not re-asked.
    #expect(inspected == [[], [recipients], [content, recipients]])
    #expect(replayed == inspected)
    #expect(calls.flatMap { $0.completions }.count == 5)
    #expect(reports.first?.findings.map(\.code).contains(.reaskedClaimed) == false)
  }

  /// A parameter that a repeated completion named and a later call's first completion claimed is
  /// the later call's claim: `reasked-claimed` and the text name that call.
  @Test func aReaskNamesTheCallWhoseFirstCompletionClaimed() async throws {
    let recipients = try Parameter(for: "INSendMessageIntent", keyPath: "recipients")
    let content = try Parameter(for: "INSendMessageIntent", keyPath: "content")
    let directory = TemporaryDirectory()
    let path = await Self.record(
      in: directory,
      options: HostOptions(
        delivery: .explicit([[], [recipients], [content], [content]]), faults: .reaskClaimed))

    var reports: [InteractionReport] = []
    _ = try Inspector().inspect(paths: [path]) { reports.append($0) }
    let report = try #require(reports.first)
    let calls = try #require(report.interface?.calls)
    let reasks = report.findings.filter { $0.code == .reaskedClaimed }
    // Call 2's second answer named content; call 3's first claimed it; call 4 re-asked it.
    #expect(
      reasks.map(\.explanation) == ["call 4 offered [\(content)], already claimed by call 3 (R7)"])
    #expect(reasks.first?.evidence == [calls[2].completions[0].event, calls[3].event])
    #expect(calls[1].claimed == [recipients])
    #expect(report.interface?.claims(before: calls[3]).firstClaimer(of: content) == 3)
    // The text view names the same call, from the same computation.
    let text = try ILogBinary.run(["inspect", "--color", "never", path]).output
    #expect(text.contains("! content (claimed in #3)"))
    #expect(!text.contains("claimed in #2"))
  }
}
