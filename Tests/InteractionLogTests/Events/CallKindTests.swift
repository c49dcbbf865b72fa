import InteractionLog
import InteractionModel
import Testing

/// The six call names are spelled once, by `CallKind`: the log's event kinds are built from them,
/// and every call and completion kind maps back to its call.
@Suite struct CallKindTests {
  @Test(arguments: CallKind.allCases)
  func eachCallHasACallEventAndACompletionEventTheFormatKnows(call: CallKind) {
    let callKind = EventKind(call: call)
    let completionKind = EventKind(completionOf: call)
    #expect(EventKind.known.contains(callKind))
    #expect(EventKind.known.contains(completionKind))
    #expect(callKind.call == call)
    #expect(callKind.completedCall == nil)
    #expect(completionKind.completedCall == call)
    #expect(completionKind.call == nil)
  }

  @Test func theKnownKindsAreTheCallsTheirCompletionsAndTheRest() {
    let calls = Set(EventKind.known.compactMap(\.call))
    let completed = Set(EventKind.known.compactMap(\.completedCall))
    #expect(calls == Set(CallKind.allCases))
    #expect(completed == Set(CallKind.allCases))
    let others = EventKind.known.filter { $0.call == nil && $0.completedCall == nil }
    #expect(
      others.map(\.rawValue) == [
        "header", "end", "interaction", "note", "error", "gap", "sourceValue",
      ])
  }

  @Test func theKindsOfTheFormatKeepTheirNames() {
    // FORMAT.md's names: a change here is a change of the format.
    #expect(
      CallKind.allCases.map(\.rawValue) == [
        "dispatch", "resolve", "confirm", "handle", "configure", "configureView",
      ])
    #expect(EventKind.configureViewCompletion.rawValue == "configureViewCompletion")
    #expect(EventKind(rawValue: "noteCompletion").completedCall == nil)
  }
}
