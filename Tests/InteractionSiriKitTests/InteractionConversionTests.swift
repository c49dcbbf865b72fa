import Foundation
import InteractionModel
import Testing

@testable import InteractionSiriKit

#if os(iOS)
import Intents
// INUIHostedViewContext and INUIInteractiveBehavior.
import IntentsUI
#elseif os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif
// CGSize's `==` and `.zero`: CoreGraphics declares them on Apple platforms (Foundation on Linux).
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// INInteraction to Interaction and back, through a bridge, with everything SiriKit sets.
@Suite struct InteractionConversionTests {
  /// The interaction of Recordings/start-workout, as its snapshot holds it.
  static let recorded = Interaction(
    intent: Intent(
      className: "INStartWorkoutIntent", identifier: "start-workout",
      properties: [
        "goalValue": 3.0, "intentDescription": "Start a 3 mile run", "isOpenEnded": false,
        "workoutGoalUnitType": "mile", "workoutLocationType": "outdoor", "workoutName": "run",
      ]),
    response: IntentResponse(
      className: "INStartWorkoutIntentResponse",
      code: IntentResponse.Code(rawValue: 7, name: "handleInApp")),
    handlingStatus: .deferredToApplication, direction: .outgoing, identifier: "S1",
    groupIdentifier: "workouts",
    dateInterval: DateInterval(start: Date(timeIntervalSince1970: 1_795_000_000), duration: 2))

  @Test func aRecordedInteractionBecomesSiriKitsAndComesBack() throws {
    let converter = WorkoutDoubles.converter
    let made = try converter.siriKitInteraction(Self.recorded)
    let intent = try #require(made.intent as? WorkoutDoubles.INStartWorkoutIntent)
    #expect(intent.identifier == "start-workout")
    #expect(intent.intentDescription == "Start a 3 mile run")
    #expect(intent.workoutName?.spokenPhrase == "run")
    #expect(intent.goalValue == 3)
    #expect(intent.isOpenEnded == false)
    let response = try #require(
      made.intentResponse as? WorkoutDoubles.INStartWorkoutIntentResponse)
    #expect(response.code == .handleInApp)
    #expect(made.intentHandlingStatus == .deferredToApplication)
    #expect(made.direction == .outgoing)
    #expect(made.identifier == "S1")
    #expect(made.groupIdentifier == "workouts")
    #expect(made.dateInterval == Self.recorded.dateInterval)
    let back = converter.interaction(made)
    #expect(back.notes.isEmpty)
    #expect(back.value == Self.recorded)
  }

  @Test func aNewInteractionHasSiriKitsDefaults() {
    let interaction = INInteraction(intent: WorkoutDoubles.intent(), response: nil)
    #expect(interaction.intentHandlingStatus == .unspecified)
    #expect(interaction.direction == .unspecified)
    #expect(UUID(uuidString: interaction.identifier) != nil)
    #expect(interaction.dateInterval?.duration == 0)
    let converted = WorkoutDoubles.converter.interaction(interaction).value
    #expect(converted.response == nil)
    #expect(converted.handlingStatus == .unspecified)
  }

  @Test func statusesDirectionsContextsBehaviorsAndSizes() {
    for status in HandlingStatus.allCases {
      #expect(HandlingStatus(INIntentHandlingStatus(status)) == status)
    }
    for direction in InteractionDirection.allCases {
      #expect(InteractionDirection(INInteractionDirection(direction)) == direction)
    }
    for context in HostedViewContext.allCases {
      #expect(HostedViewContext(INUIHostedViewContext(context)) == context)
    }
    for behavior in InteractiveBehavior.allCases {
      #expect(InteractiveBehavior(INUIInteractiveBehavior(behavior)) == behavior)
    }
    #expect(INUIInteractiveBehavior(.genericAction).rawValue == 3)
    #expect(Size(CGSize(width: 320, height: 44.5)) == Size(width: 320, height: 44.5))
    #expect(CGSize(Size(width: 1, height: 2)) == CGSize(width: 1, height: 2))
  }

  @Test func anIntentOutsideTheCatalogIsRecordedThroughItsDeclaredProperties() {
    let intent = SoupDoubles.OrderSoupIntent()
    intent.soup = INObject(identifier: "tomato", display: "Tomato soup")
    intent.quantity = 2
    SiriKitRuntime.setIdentifier("order-1", of: intent)
    let converted = WorkoutDoubles.converter.intent(intent)
    #expect(
      converted.value
        == Intent(
          className: "OrderSoupIntent", identifier: "order-1",
          properties: [
            "soup": ["identifier": "tomato", "displayString": "Tomato soup"], "quantity": 2,
          ]))
    #expect(
      converted.notes == [
        "OrderSoupIntent is not in the catalog and has no mapping; recorded through its "
          + "declared properties"
      ])
  }

  @Test func theAppsMappingTakesPrecedence() throws {
    let mapping = SiriKitIntentMapping(
      intentClassName: "OrderSoupIntent",
      properties: { intent in
        ["soup": .string((intent as? SoupDoubles.OrderSoupIntent)?.soup?.identifier ?? "")]
      },
      intent: { properties in
        let intent = SoupDoubles.OrderSoupIntent()
        intent.soup = INObject(
          identifier: properties["soup"]?.stringValue, display: "from the mapping")
        return intent
      })
    let converter = SiriKitConverter(registry: SiriKitIntentRegistry(mappings: [mapping]))
    let intent = SoupDoubles.OrderSoupIntent()
    intent.soup = INObject(identifier: "tomato", display: "Tomato soup")
    SiriKitRuntime.setIdentifier("order-1", of: intent)
    let converted = converter.intent(intent)
    #expect(converted.value.properties == ["soup": "tomato"])
    #expect(converted.notes.isEmpty)
    let back = try converter.siriKitIntent(converted.value)
    #expect((back as? SoupDoubles.OrderSoupIntent)?.soup?.displayString == "from the mapping")
    #expect(back.identifier == "order-1")
  }
}
