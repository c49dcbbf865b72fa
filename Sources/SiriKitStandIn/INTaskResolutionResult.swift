/// The outcome of resolving a parameter whose value is a task.
///
/// https://developer.apple.com/documentation/intents/intaskresolutionresult
open class INTaskResolutionResult: INIntentResolutionResult {
  /// A result saying the parameter resolved to a value.
  ///
  /// https://developer.apple.com/documentation/intents/intaskresolutionresult/success(with:)
  open class func success(with resolvedTask: INTask) -> Self {
    standIn(.success, value: resolvedTask)
  }

  /// A result asking the user to choose among candidates.
  ///
  /// https://developer.apple.com/documentation/intents/intaskresolutionresult/disambiguation(with:)
  open class func disambiguation(with tasksToDisambiguate: [INTask]) -> Self {
    standIn(.disambiguation, items: tasksToDisambiguate)
  }

  /// A result asking the user to confirm a value.
  ///
  /// https://developer.apple.com/documentation/intents/intaskresolutionresult/confirmationrequired(with:)
  open class func confirmationRequired(with taskToConfirm: INTask?) -> Self {
    standIn(.confirmationRequired, itemToConfirm: taskToConfirm)
  }
}
