package import InteractionModel

/// Handles `INEndWorkoutIntent` as BNRun's `StopWorkoutIntentHandler` does on iOS 11 (S3):
/// no resolve; confirm `ready` if a workout is active, else `failureNoMatchingWorkout`;
/// handle hands off to the app.
package final class EndWorkoutIntentHandler: IntentConfirming {
  /// Whether the app has a workout to end.
  package let workoutIsActive: Bool

  /// A handler that knows whether the app has a workout to end, which BNRun asks its workout
  /// store.
  package init(workoutIsActive: Bool) {
    self.workoutIsActive = workoutIsActive
  }

  /// Confirms `ready` if a workout is active, otherwise `failureNoMatchingWorkout` (S3's variant).
  package func confirm(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(
      workoutIsActive
        ? IntentResponse(className: "INEndWorkoutIntentResponse", code: .ready)
        : SampleScenarios.noMatchingWorkoutResponse)
  }

  /// Hands off to the app with `handleInApp`, or fails if no workout is active.
  package func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(
      workoutIsActive
        ? SampleScenarios.endWorkoutResponse : SampleScenarios.noMatchingWorkoutResponse
    )
  }
}
