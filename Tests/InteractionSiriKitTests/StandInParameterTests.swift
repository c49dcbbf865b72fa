import Foundation
import Testing

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

/// INParameter as SiriKit documents it: indexes from subscripts and `setIndex`, `NSNotFound`
/// where none was set, and indexes in equality and hashing.
@Suite struct StandInParameterTests {
  @Test func subscriptsBecomeIndexesAndTheClassPrefixIsDropped() {
    let parameter = INParameter(
      for: INIntent.self, keyPath: "INIntent.accounts[1].balances[0].amount")
    #expect(parameter.parameterKeyPath == "accounts.balances.amount")
    #expect(parameter.index(forSubKeyPath: "accounts") == 1)
    #expect(parameter.index(forSubKeyPath: "accounts.balances") == 0)
    #expect(parameter.index(forSubKeyPath: "accounts.balances.amount") == NSNotFound)
  }

  @Test func indexesTakePartInEquality() {
    let first = INParameter(for: INIntent.self, keyPath: "accounts")
    first.setIndex(0, forSubKeyPath: "accounts")
    let second = INParameter(for: INIntent.self, keyPath: "accounts[1]")
    let plain = INParameter(for: INIntent.self, keyPath: "accounts")
    #expect(Set([first, second, plain]).count == 3)
    second.setIndex(0, forSubKeyPath: "INIntent.accounts")
    #expect(first == second)
    #expect(first.hash == second.hash)
  }
}

/// INInteraction's `parameterValue(for:)`: the intent's or response's property, through arrays
/// at the parameter's indexes.
@Suite struct StandInParameterValueTests {
  @Test func aParameterReachesTheIntentsOrTheResponsesProperty() {
    let intent = WorkoutDoubles.intent()
    let response = WorkoutDoubles.INStartWorkoutIntentResponse(code: .ready, userActivity: nil)
    let interaction = INInteraction(intent: intent, response: response)
    let description = INParameter(
      for: WorkoutDoubles.INStartWorkoutIntent.self, keyPath: "intentDescription")
    #expect(interaction.parameterValue(for: description) as? String == "Start a 3 mile run")
    let name = INParameter(
      for: WorkoutDoubles.INStartWorkoutIntent.self, keyPath: "workoutName.spokenPhrase")
    #expect(interaction.parameterValue(for: name) as? String == "run")
    let code = INParameter(for: WorkoutDoubles.INStartWorkoutIntentResponse.self, keyPath: "code")
    #expect(
      interaction.parameterValue(for: code) as? WorkoutDoubles.INStartWorkoutIntentResponse.Code
        == .ready)
    let elsewhere = INParameter(for: SoupDoubles.OrderSoupIntent.self, keyPath: "soup")
    #expect(interaction.parameterValue(for: elsewhere) == nil)
  }

  @Test func anIndexPicksTheElement() {
    let intent = TaskListIntent()
    intent.titles = ["Milk", "Bread", "Eggs"]
    let interaction = INInteraction(intent: intent, response: nil)
    #expect(
      interaction.parameterValue(for: INParameter(for: TaskListIntent.self, keyPath: "titles[1]"))
        as? String == "Bread")
    #expect(
      interaction.parameterValue(for: INParameter(for: TaskListIntent.self, keyPath: "titles[3]"))
        == nil)
    #expect(
      (interaction.parameterValue(for: INParameter(for: TaskListIntent.self, keyPath: "titles"))
        as? [String])?.count == 3)
  }
}

/// An intent with an array property.
final class TaskListIntent: INIntent {
  var titles: [String] = []
}
