import Foundation
import InteractionInspector
import InteractionLog
import InteractionModel
import InteractionTestSupport
import Testing

/// The fold keeps only open interactions: a long log is inspected with a bounded number of them.
@Suite struct StreamingTests {
  static let interactions = 10_000
  static let forgetfulEvery = 100

  /// Writes a session of `count` interactions: each an intents-side dispatch and handle, then the
  /// UI side's snapshot and two configureView calls; every 100th controller forgets its second
  /// completion.
  static func writeSession(in directory: String, count: Int) throws {
    let clock = SteppingClock()
    func log(_ role: ProcessRole, _ pid: Int32, after other: LogBuilder? = nil) throws
      -> LogBuilder
    {
      let path = "\(directory)/\(role.rawValue)-\(pid).ilog"
      let identity = LogWriter.Identity(
        role: role, session: "LONG", processID: pid, platform: "test-platform", fixedThreadID: 1)
      let options = LogWriterOptions(
        mode: .buffered(pendingBlockLimit: 1 << 20), compressionLevel: 1)
      guard let other else {
        return try LogBuilder(path: path, identity: identity, options: options, clock: clock)
      }
      return try LogBuilder(
        path: path, identity: identity, options: options, clock: clock,
        numberingCallsAfter: other)
    }
    let intents = try log(.intentsExtension, 601)
    let ui = try log(.uiExtension, 602, after: intents)
    let title = Parameter("INStartWorkoutIntent.intentDescription")
    let response = IntentResponse(
      className: "INStartWorkoutIntentResponse", code: .init(rawValue: 7, name: "handleInApp"))
    for number in 1...count {
      let intent = Intent(className: "INStartWorkoutIntent", identifier: "W-\(number)")
      let handler = "Handler#\(number)"
      intents.dispatch(intent, to: handler)
      intents.handle(intent, answering: response, on: handler)
      let id = "I-\(number)"
      ui.writer.append(
        .interaction(
          Interaction(intent: intent, response: response, handlingStatus: .success, identifier: id)),
        interaction: id)
      ui.interaction = id
      for (index, offered) in [[], [title]].enumerated() {
        let forgets = index == 1 && number % forgetfulEvery == 0
        ui.call(
          .configureView(parameters: offered, interactiveBehavior: .none, context: .siriSnippet),
          on: "Controller#\(2 * number + index)",
          completions: forgets
            ? []
            : [
              .configureViewCompletion(
                success: true, claimed: offered, size: Size(width: 320, height: 44), latency: 2000)
            ])
      }
    }
    try intents.close()
    try ui.close()
  }

  @Test func tenThousandInteractionsAreFoldedWithABoundedNumberOpen() throws {
    let directory = TemporaryDirectory()
    try Self.writeSession(in: directory.path, count: Self.interactions)
    let configuration = InspectionConfiguration(retainsInteractions: false, window: 4)
    var fold = InspectionFold(configuration: configuration)
    let reader = try LogReader(path: directory.path)
    var emitted = 0
    var linked = 0
    var positions = Set<Int>()
    var maximumOpen = 0
    let sink = { (interaction: InteractionReport) in
      emitted += 1
      if interaction.link == .intent, interaction.interface?.calls.count == 2 { linked += 1 }
      positions.insert(interaction.position)
    }
    while let record = try reader.next() {
      fold.consume(record, emit: sink)
      maximumOpen = max(maximumOpen, fold.openInteractions)
    }
    let report = fold.finish(summaries: reader.summaries, emit: sink)
    #expect(emitted == Self.interactions)
    #expect(linked == Self.interactions)
    #expect(positions.count == Self.interactions)
    #expect(report.interactionCount == Self.interactions)
    #expect(report.interactions.isEmpty)
    #expect(report.findingCounts == ["completion-missing": Self.interactions / Self.forgetfulEvery])
    // One interaction on each side at a time, and a forgetful one waits for at most 4 newer.
    #expect(maximumOpen <= 6, "\(maximumOpen) open at most")
    #expect(fold.peakOpenInteractions == maximumOpen)
    #expect(fold.openInteractions == 0)
  }
}
