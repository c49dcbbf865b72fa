package import InteractionModel

/// The Intents extension of the samples: a new handler per call for each sample intent, and `nil`
/// for any other, as BNRun's `IntentHandler` does (Docs/SiriKit.md#bnrun).
package struct SampleIntentsExtension: IntentHandlerProviding {
  /// Whether the app has a workout to end, for ``EndWorkoutIntentHandler``.
  package var workoutIsActive: Bool

  /// The extension, whose end-workout handler sees a workout to end if `workoutIsActive`.
  package init(workoutIsActive: Bool = true) {
    self.workoutIsActive = workoutIsActive
  }

  /// A new handler for a sample intent.
  ///
  /// - Returns: The handler for `INStartWorkoutIntent`, `INEndWorkoutIntent`,
  ///   `INSendMessageIntent`, `INRequestRideIntent`, `INSearchForAccountsIntent` or
  ///   `INSearchForNotebookItemsIntent`; `nil` for any other intent.
  package func handler(for intent: Intent) -> (any IntentHandler)? {
    switch intent.className {
    case "INStartWorkoutIntent": StartWorkoutIntentHandler()
    case "INEndWorkoutIntent": EndWorkoutIntentHandler(workoutIsActive: workoutIsActive)
    case "INSendMessageIntent": SendMessageIntentHandler()
    case "INRequestRideIntent": RequestRideIntentHandler()
    case "INSearchForAccountsIntent": SearchForAccountsIntentHandler()
    case "INSearchForNotebookItemsIntent": SearchForNotebookItemsIntentHandler()
    default: nil
    }
  }
}
