package import InteractionModel

/// Handles `INStartWorkoutIntent` as BNRun's `StartWorkoutIntentHandler` does on iOS 11
/// (S1): resolves the workout name, goal and open-endedness, confirms `ready`, and
/// hands off to the app with `handleInApp`.
package final class StartWorkoutIntentHandler: IntentResolving, IntentConfirming {
  /// The workouts the app knows, which a disambiguation offers.
  package static let workouts: [Value] = ["walk", "run", "swim"]

  /// The parameters BNRun resolves, in its order.
  package let resolvableParameters = ["workoutName", "goalValue", "isOpenEnded"]

  package init() {}

  /// Resolves one parameter: a known workout name succeeds, an unknown one asks to choose, a
  /// missing one needs a value; a goal needs miles (BNRun's author found no way to ask for a
  /// distance only), or is not required for an open-ended workout without a unit.
  ///
  /// The completion is called once, with one result.
  package func resolve(
    parameter name: String, for intent: Intent,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void
  ) {
    switch name {
    case "workoutName":
      guard let workout = intent["workoutName"]?.stringValue?.lowercased() else {
        completion([.needsValue])
        return
      }
      let known = Self.workouts.contains(.string(workout))
      completion([known ? .success(.string(workout)) : .disambiguation(Self.workouts)])
    case "goalValue":
      let unit = intent["workoutGoalUnitType"]?.stringValue
      if unit == "mile", let goal = intent["goalValue"], !goal.isNull {
        completion([.success(goal)])
      } else if unit == nil, intent["isOpenEnded"]?.boolValue == true {
        completion([.notRequired])
      } else {
        completion([.needsValue])
      }
    case "isOpenEnded":
      completion([intent["isOpenEnded"].map(ResolutionResult.success) ?? .notRequired])
    default:
      completion([.notRequired])
    }
  }

  /// Confirms with `ready`, without a user activity (iOS 11).
  package func confirm(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(IntentResponse(className: "INStartWorkoutIntentResponse", code: .ready))
  }

  /// Hands off to the app with `handleInApp`: only the app may answer `success` (D2).
  package func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(SampleScenarios.startWorkoutResponse)
  }
}
