package import InteractionModel

extension SampleScenarios {
  /// BNRun's start-workout intent: a 3 mile run.
  package static let startWorkoutIntent = Intent(
    className: "INStartWorkoutIntent", identifier: "start-workout",
    properties: [
      "workoutName": "run", "goalValue": 3.0, "workoutGoalUnitType": "mile",
      "workoutLocationType": "outdoor", "isOpenEnded": false,
      "intentDescription": "Start a 3 mile run",
    ])

  /// The start-workout response of an iOS 11 extension: hand off to the app (`handleInApp`, 7).
  package static let startWorkoutResponse = IntentResponse(
    className: "INStartWorkoutIntentResponse", code: code(7, "handleInApp"))

  /// BNRun's end-workout intent.
  package static let endWorkoutIntent = Intent(
    className: "INEndWorkoutIntent", identifier: "end-workout",
    properties: ["workoutName": "run", "intentDescription": "End the run"])

  /// The end-workout response of an iOS 11 extension: hand off to the app (`handleInApp`, 6).
  package static let endWorkoutResponse = IntentResponse(
    className: "INEndWorkoutIntentResponse", code: code(6, "handleInApp"))

  /// The end-workout answer to confirm when no workout is active (`failureNoMatchingWorkout`, 5).
  package static let noMatchingWorkoutResponse = IntentResponse(
    className: "INEndWorkoutIntentResponse", code: code(5, "failureNoMatchingWorkout"))

  /// S1: BNRun's start workout in the documented order, the empty set (a header) first, then
  /// `intentDescription`.
  package static let startWorkout = SampleScenario(
    name: "S1", summary: "start workout, documented order: the empty set first",
    interaction: workoutInteraction("S1"),
    makeController: { WorkoutViewController() })

  /// S2: the same interaction with the empty set last, BNRun's header shown as a footer.
  package static let startWorkoutEmptySetLast = SampleScenario(
    name: "S2", summary: "start workout with the empty set last (header as footer)",
    interaction: workoutInteraction("S2"), emptySetLast: true,
    makeController: { WorkoutViewController() })

  /// S3: BNRun's end workout.
  ///
  /// No resolve, confirm `ready`, handle `handleInApp`; the empty set then `intentDescription`.
  /// Its variant without an active workout is `SampleIntentsExtension(workoutIsActive: false)`,
  /// whose confirm declines.
  package static let endWorkout = SampleScenario(
    name: "S3", summary: "end workout: confirm, handle, then the empty set and the description",
    interaction: Interaction(
      intent: endWorkoutIntent, response: endWorkoutResponse,
      handlingStatus: .deferredToApplication, direction: .outgoing, identifier: "S3"),
    makeController: { WorkoutViewController() })

  /// S8: the start workout shown by a controller that implements both methods; iOS 11 and later
  /// call only `configureView` (as in S1), iOS 10 only `configure`.
  package static let bothMethods = SampleScenario(
    name: "S8", summary: "a controller with both methods gets only configureView on iOS 11",
    interaction: workoutInteraction("S8"),
    makeController: { BothMethodsViewController() })

  private static func workoutInteraction(_ identifier: String) -> Interaction {
    Interaction(
      intent: startWorkoutIntent, response: startWorkoutResponse,
      handlingStatus: .deferredToApplication, direction: .outgoing, identifier: identifier)
  }
}
