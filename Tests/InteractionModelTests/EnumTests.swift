import InteractionModel
import Testing

/// Raw values and names against SiriKit's (D3 in Docs/SiriKit.md).
@Suite struct EnumTests {
  static let handlingStatuses: [(HandlingStatus, Int, String)] = [
    (.unspecified, 0, "unspecified"), (.ready, 1, "ready"), (.inProgress, 2, "inProgress"),
    (.success, 3, "success"), (.failure, 4, "failure"),
    (.deferredToApplication, 5, "deferredToApplication"),
    (.userConfirmationRequired, 6, "userConfirmationRequired"),
  ]
  static let directions: [(InteractionDirection, Int, String)] = [
    (.unspecified, 0, "unspecified"), (.outgoing, 1, "outgoing"), (.incoming, 2, "incoming"),
  ]
  static let behaviors: [(InteractiveBehavior, Int, String)] = [
    (.none, 0, "none"), (.nextView, 1, "nextView"), (.launch, 2, "launch"),
    (.genericAction, 3, "genericAction"),
  ]
  static let contexts: [(HostedViewContext, Int, String)] = [
    (.siriSnippet, 0, "siriSnippet"), (.mapsCard, 1, "mapsCard"),
  ]

  @Test(arguments: handlingStatuses)
  func handlingStatusMatchesINIntentHandlingStatus(
    status: HandlingStatus, rawValue: Int, name: String
  ) {
    #expect(status.rawValue == rawValue)
    #expect(HandlingStatus(rawValue: rawValue) == status)
    #expect(status.name == name)
    #expect(HandlingStatus(name: name) == status)
  }

  @Test(arguments: directions)
  func directionMatchesINInteractionDirection(
    direction: InteractionDirection, rawValue: Int, name: String
  ) {
    #expect(direction.rawValue == rawValue)
    #expect(InteractionDirection(rawValue: rawValue) == direction)
    #expect(direction.name == name)
    #expect(InteractionDirection(name: name) == direction)
  }

  @Test(arguments: behaviors)
  func interactiveBehaviorMatchesINUIInteractiveBehavior(
    behavior: InteractiveBehavior, rawValue: Int, name: String
  ) {
    #expect(behavior.rawValue == rawValue)
    #expect(InteractiveBehavior(rawValue: rawValue) == behavior)
    #expect(behavior.name == name)
    #expect(InteractiveBehavior(name: name) == behavior)
  }

  @Test(arguments: contexts)
  func hostedViewContextMatchesINUIHostedViewContext(
    context: HostedViewContext, rawValue: Int, name: String
  ) {
    #expect(context.rawValue == rawValue)
    #expect(context.name == name)
    #expect(HostedViewContext(name: name) == context)
  }

  @Test func tablesCoverEveryCase() {
    #expect(HandlingStatus.allCases == Self.handlingStatuses.map(\.0))
    #expect(InteractionDirection.allCases == Self.directions.map(\.0))
    #expect(InteractiveBehavior.allCases == Self.behaviors.map(\.0))
    #expect(HostedViewContext.allCases == Self.contexts.map(\.0))
  }

  @Test(arguments: ["", "Success", "in_progress", "done", "7"])
  func unknownNamesGiveNil(name: String) {
    #expect(HandlingStatus(name: name) == nil)
    #expect(InteractionDirection(name: name) == nil)
    #expect(InteractiveBehavior(name: name) == nil)
    #expect(HostedViewContext(name: name) == nil)
  }

  @Test func outOfRangeRawValuesGiveNil() {
    #expect(HandlingStatus(rawValue: 7) == nil)
    #expect(InteractionDirection(rawValue: 3) == nil)
    #expect(InteractiveBehavior(rawValue: 4) == nil)
  }
}
