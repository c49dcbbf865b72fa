import InteractionLog
import InteractionModel
import Testing

/// The session recorded by two real processes reads as one session: merged by time, both roles
/// present, each file's order kept.
@Suite struct TwoProcessTests {
  @Test func theSessionMergesByTimeKeepingEachFilesOrder() throws {
    let contents = try recording("two-process")
    let events = contents.events
    #expect(Set(events.map(\.role)) == [.intentsExtension, .uiExtension])
    #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
    for role in [ProcessRole.intentsExtension, .uiExtension] {
      let sequences = contents.events(of: role).map(\.sequence)
      #expect(sequences == Array(1...UInt64(sequences.count)))
    }
  }

  @Test func eachInteractionIsHandledThenShownBeforeTheNextStarts() throws {
    let events = try recording("two-process").events
    // The roles alternate: the Intents extension's run of one interaction, then the UI's.
    var runs: [(role: ProcessRole, interaction: String?)] = []
    for event in events where event.kind != .header && event.kind != .end {
      let interaction = event.role == .uiExtension ? event.interaction : nil
      if runs.last?.role != event.role { runs.append((event.role, interaction)) }
    }
    #expect(runs.map(\.role) == [.intentsExtension, .uiExtension].repeated(3))
    #expect(runs.compactMap(\.interaction) == ["S1", "S4", "S3"])
    // Every interaction the UI shows was handled before it was shown.
    for snapshot in events.of(.interaction) {
      let handled = events.last { $0.kind == .handleCompletion && $0.time < snapshot.time }
      guard case .handleCompletion(let response, _)? = handled?.payload,
        case .interaction(let interaction) = snapshot.payload
      else {
        Issue.record("no handle before \(snapshot.interaction ?? "?")")
        continue
      }
      #expect(interaction.response == response)
    }
  }
}

extension Array {
  /// The array's elements, `count` times over.
  fileprivate func repeated(_ count: Int) -> [Element] {
    (0..<count).flatMap { _ in self }
  }
}
