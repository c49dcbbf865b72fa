import InteractionModel

/// The cheapest handler there is: it resolves every parameter to the intent's own value, at once,
/// on the calling thread, so that what a row around it measures is the wrapping alone.
final class TrivialResolvingHandler: IntentResolving {
  let resolvableParameters = ["workoutName"]

  func resolve(
    parameter name: String, for intent: Intent,
    completion: @escaping @Sendable ([ResolutionResult]) -> Void
  ) {
    completion([.success(intent[name] ?? .null)])
  }

  func handle(intent: Intent, completion: @escaping @Sendable (IntentResponse) -> Void) {
    completion(
      IntentResponse(
        className: "INStartWorkoutIntentResponse",
        code: IntentResponse.Code(rawValue: 3, name: "success")))
  }
}
