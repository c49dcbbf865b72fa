/// The outcome of resolving a parameter whose value is a task list.
///
/// https://developer.apple.com/documentation/intents/intasklistresolutionresult
open class INTaskListResolutionResult: INIntentResolutionResult {
  /// A result saying the parameter resolved to a value.
  ///
  /// https://developer.apple.com/documentation/intents/intasklistresolutionresult/success(with:)
  open class func success(with resolvedTaskList: INTaskList) -> Self {
    standIn(.success, value: resolvedTaskList)
  }

  /// A result asking the user to choose among candidates.
  ///
  /// https://developer.apple.com/documentation/intents/intasklistresolutionresult/disambiguation(with:)
  open class func disambiguation(with taskListsToDisambiguate: [INTaskList]) -> Self {
    standIn(.disambiguation, items: taskListsToDisambiguate)
  }

  /// A result asking the user to confirm a value.
  ///
  /// https://developer.apple.com/documentation/intents/intasklistresolutionresult/confirmationrequired(with:)
  open class func confirmationRequired(with taskListToConfirm: INTaskList?) -> Self {
    standIn(.confirmationRequired, itemToConfirm: taskListToConfirm)
  }
}
