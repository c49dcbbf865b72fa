import InteractionModel

/// The intents, responses and interactions of the sample scenarios S1–S8 (Docs/SiriKit.md),
/// as static data, and the sequences themselves as ``SampleScenario`` values.
///
/// The sample handlers answer with these responses, so running a scenario's intent through the
/// simulated host builds the scenario's interaction. Each interaction's identifier is its
/// scenario's name and its handling status is what the host derives from the response code.
package enum SampleScenarios {
  /// S1–S8, in order.
  package static let all: [SampleScenario] = [
    startWorkout, startWorkoutEmptySetLast, endWorkout, sendMessage, requestRide, searchAccounts,
    searchNotebook, bothMethods,
  ]

  /// The scenario with a name.
  ///
  /// - Parameter name: A scenario's name, such as `S5`.
  /// - Returns: The scenario, or `nil` if none has that name.
  package static func named(_ name: String) -> SampleScenario? {
    all.first { $0.name == name }
  }

  /// A response code, as the response class's code enumeration names it.
  static func code(_ rawValue: Int, _ name: String) -> IntentResponse.Code {
    IntentResponse.Code(rawValue: rawValue, name: name)
  }
}
