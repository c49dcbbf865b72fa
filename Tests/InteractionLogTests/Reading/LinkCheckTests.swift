import Testing

@testable import InteractionLog

/// The links between a file's events (FORMAT.md §3): each call its own id, each completion after
/// its call, each interaction's snapshot before the events that refer to it.
@Suite struct LinkCheckTests {
  /// An event of `kind` with the given links, as the `line`th line of the block at byte 40.
  static func record(
    _ kind: EventKind, call: UInt64? = nil, interaction: String? = nil, line: Int
  ) -> LogRecord {
    var event = Samples.event(.note(text: "x", metadata: [:]), sequence: UInt64(line))
    event.payload = .unknown(kind: kind, fields: [:])
    event.call = call
    event.interaction = interaction
    return LogRecord(event: event, file: "f.ilog", blockOffset: 40, line: line)
  }

  static func problems(_ events: [(EventKind, UInt64?, String?)]) -> [String] {
    var check = LinkCheck()
    for (index, (kind, call, interaction)) in events.enumerated() {
      check.check(record(kind, call: call, interaction: interaction, line: index + 1))
    }
    return check.problems.map(\.description)
  }

  @Test func aRecordersSessionHasNoProblems() {
    #expect(
      Self.problems([
        (.interaction, nil, "I1"), (.configureView, 1, "I1"), (.configureView, 2, "I1"),
        (.configureViewCompletion, 2, "I1"), (.configureViewCompletion, 1, "I1"),
        // A completion called twice is the inspector's completion-repeated, not a broken link.
        (.configureViewCompletion, 1, "I1"), (.dispatch, 0, nil), (.dispatchCompletion, 0, nil),
        // An error event in place of a call or a snapshot too large for the log.
        (.error, 3, nil), (.handleCompletion, 3, nil), (.error, nil, "I2"),
        (.configure, 4, "I2"),
        // The snapshot of an interaction this process handled is in the other process's file.
        (.handle, 5, "I3"), (.handleCompletion, 5, "I3"),
      ]).isEmpty)
  }

  @Test(arguments: [
    (
      [(EventKind.handle, UInt64?(5), String?.none), (.handle, 5, nil)],
      "byte 40, line 2 (seq 2): call id 5 is used by a second call"
    ),
    (
      [(.handle, 1, nil), (.handleCompletion, 2, nil)],
      "byte 40, line 2 (seq 2): handleCompletion for call id 2, which no earlier call has"
    ),
    (
      [(.configureViewCompletion, 7, nil), (.configureView, 7, nil)],
      "byte 40, line 1 (seq 1): configureViewCompletion for call id 7, which no earlier call has"
    ),
    (
      [(.configureView, 1, "I1"), (.interaction, nil, "I1")],
      "byte 40, line 1 (seq 1): refers to interaction \"I1\" before its snapshot (seq 2)"
    ),
    (
      [(.handle, 1, nil), (.handleCompletion, nil, nil)],
      "byte 40, line 2 (seq 2): handleCompletion has no call id"
    ),
  ])
  func aBrokenLinkIsAProblemAtItsEvent(
    events: [(EventKind, UInt64?, String?)], problem: String
  ) {
    #expect(Self.problems(events) == [problem])
  }

  @Test func eachProblemSaysWhichLinkIsBroken() {
    var check = LinkCheck()
    let events: [(EventKind, UInt64?, String?)] = [
      (.configureView, 1, "I1"), (.configureView, 1, "I1"), (.interaction, nil, "I1"),
      (.configureViewCompletion, 9, "I1"), (.configureViewCompletion, nil, "I1"),
    ]
    for (index, (kind, call, interaction)) in events.enumerated() {
      check.check(Self.record(kind, call: call, interaction: interaction, line: index + 1))
    }
    #expect(
      check.problems.map(\.kind) == [
        .duplicateCallID, .beforeSnapshot, .completionWithoutCall, .completionWithoutCall,
      ])
    #expect(check.problems.map(\.line) == [2, 1, 4, 5])
  }

  @Test func scatteredIdsStopTheCheckInsteadOfGrowingWithoutBound() {
    var check = LinkCheck()
    for index in 0..<(LinkCheck.idLimit + 10) {
      check.check(Self.record(.handle, call: UInt64(index) * 2 + 10, line: index + 1))
    }
    #expect(check.isIncomplete)
    #expect(check.problems.isEmpty)
    // Completions it can no longer vouch for are not reported as broken.
    check.check(Self.record(.handleCompletion, call: 3, line: 1))
    #expect(check.problemCount == 0)
  }

  @Test func onlyTheFirstHundredProblemsAreKept() {
    var check = LinkCheck()
    for index in 0..<1000 {
      check.check(Self.record(.handleCompletion, call: UInt64(index), line: index + 1))
    }
    #expect(check.problemCount == 1000)
    #expect(check.problems.count == LinkCheck.problemLimit)
  }
}
