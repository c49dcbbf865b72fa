import ILogSupport
import InteractionInspector
import InteractionLog
import Testing

/// The matching rules of `ilog events`' filters: parameter patterns, and what an empty filter
/// keeps.
@Suite struct EventFilterTests {
  @Test func parameterPatternsMatchKeyPathsAndWhatLiesBelow() {
    let accounts = ParameterPattern("accounts")
    #expect(accounts.className == nil && accounts.keyPath == "accounts")
    #expect(
      accounts.matches(className: "INSearchForAccountsIntentResponse", keyPath: "accounts[1]"))
    #expect(accounts.matches(className: nil, keyPath: "accounts.nickname"))
    #expect(!accounts.matches(className: nil, keyPath: "accountsTotal"))
    let indexed = ParameterPattern("INSearchForAccountsIntentResponse.accounts[1]")
    #expect(indexed.className == "INSearchForAccountsIntentResponse")
    #expect(
      indexed.matches(
        className: "INSearchForAccountsIntentResponse", keyPath: "accounts[1].balance"))
    #expect(
      !indexed.matches(className: "INSearchForAccountsIntentResponse", keyPath: "accounts[2]"))
    #expect(!indexed.matches(className: "INSearchForAccountsIntent", keyPath: "accounts[1]"))
    // A resolve parameter whose intent the log does not link is given the benefit of the doubt.
    #expect(indexed.matches(className: nil, keyPath: "accounts[1]"))
    let nested = ParameterPattern("rideStatus.driver")
    #expect(nested.className == nil)
    #expect(nested.matches(className: "R", keyPath: "rideStatus.driver.name"))
  }

  @Test func anEmptyFilterKeepsEverythingAndNeedsNoLinks() {
    let filter = EventFilter()
    #expect(!filter.needsIntentClass)
    let event = EventRendererTests.event(.note(text: "n", metadata: [:]))
    #expect(filter.accepts(event))
    #expect(!EventFilter(parameters: [ParameterPattern("x")]).needsIntentClass)
    #expect(EventFilter(parameters: [ParameterPattern("A.x")]).needsIntentClass)
  }

  @Test func criteriaCombineAndTimesAreInclusive() {
    let event = EventRendererTests.event(.note(text: "n", metadata: [:]), role: .app)
    #expect(EventFilter(kinds: [.note], roles: [.app]).accepts(event))
    #expect(!EventFilter(kinds: [.note], roles: [.uiExtension]).accepts(event))
    #expect(EventFilter(since: event.time, until: event.time).accepts(event))
    #expect(!EventFilter(interaction: "I-2").accepts(event))
    #expect(!EventFilter(intents: ["INStartWorkoutIntent"]).accepts(event))
    #expect(
      EventFilter(intents: ["INStartWorkoutIntent"]).accepts(
        event, intentClass: "INStartWorkoutIntent"))
  }

  @Test func unknownKindsAreThoseIlog1DoesNotDefine() {
    let filter = EventFilter(kinds: [.note, EventKind(rawValue: "futureKind")])
    #expect(filter.unknownKinds == [EventKind(rawValue: "futureKind")])
  }
}
