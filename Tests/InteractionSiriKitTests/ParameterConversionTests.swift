import Foundation
import InteractionModel
import Testing

@testable import InteractionSiriKit

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

/// INParameter to Parameter and back, with indexes.
@Suite struct ParameterConversionTests {
  @Test func indexesSurviveTheRoundTrip() throws {
    let parameter = INParameter(
      for: WorkoutDoubles.INStartWorkoutIntent.self, keyPath: "accounts[1].balances[0].amount")
    let model = try Parameter(parameter)
    #expect(model.description == "INStartWorkoutIntent.accounts[1].balances[0].amount")
    let back = INParameter.converted(
      from: model, for: WorkoutDoubles.INStartWorkoutIntent.self)
    #expect(back == parameter)
    #expect(back.index(forSubKeyPath: "accounts") == 1)
    #expect(back.index(forSubKeyPath: "accounts.balances") == 0)
    #expect(back.index(forSubKeyPath: "accounts.balances.amount") == NSNotFound)
  }

  @Test func unsetIndexesStayUnsetAndDifferentIndexesDiffer() throws {
    let plain = INParameter(for: WorkoutDoubles.INStartWorkoutIntent.self, keyPath: "accounts")
    let first = INParameter(for: WorkoutDoubles.INStartWorkoutIntent.self, keyPath: "accounts")
    first.setIndex(0, forSubKeyPath: "accounts")
    let second = INParameter(for: WorkoutDoubles.INStartWorkoutIntent.self, keyPath: "accounts")
    second.setIndex(1, forSubKeyPath: "accounts")
    let models = try [plain, first, second].map(Parameter.init)
    #expect(models[0].indexes.isEmpty)
    #expect(models[1].index(forSubKeyPath: "accounts") == 0)
    #expect(Set(models).count == 3)
    let back = models.map {
      INParameter.converted(from: $0, for: WorkoutDoubles.INStartWorkoutIntent.self)
    }
    #expect(back[0].index(forSubKeyPath: "accounts") == NSNotFound)
    #expect(Set(back).count == 3)
    #expect(back == [plain, first, second])
  }

  @Test func theClassIsFoundOnTheInteraction() throws {
    let interaction = INInteraction(
      intent: WorkoutDoubles.intent(),
      response: WorkoutDoubles.INStartWorkoutIntentResponse(code: .handleInApp, userActivity: nil))
    let converter = WorkoutDoubles.converter
    let onIntent = try converter.siriKitParameter(
      Parameter("INStartWorkoutIntent.intentDescription"), of: interaction)
    #expect(onIntent.parameterClass is WorkoutDoubles.INStartWorkoutIntent.Type)
    let onResponse = try converter.siriKitParameter(
      Parameter("INStartWorkoutIntentResponse.code"), of: interaction)
    #expect(onResponse.parameterClass is WorkoutDoubles.INStartWorkoutIntentResponse.Type)
    let error = #expect(throws: SiriKitConversionError.self) {
      try converter.siriKitParameter(Parameter("INSendMessageIntent.content"), of: interaction)
    }
    #expect(error?.problem == .unsupportedClass("INSendMessageIntent"))
  }
}
