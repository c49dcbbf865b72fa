import InteractionModel

/// The Intents extension's calls for one intent: its dispatches, resolves, confirm and handle,
/// in one file.
package struct ProjectedRun: Sendable {
  /// The intent's class, once a call names it.
  package var intentClass: String?
  /// The intent's identifier, if its calls carry one.
  package var intentIdentifier: String?
  /// The Intents extension's file.
  package var file: String
  /// The calls, in the order they were made.
  package var calls: [ProjectedCall] = []

  package init(intentClass: String?, intentIdentifier: String?, file: String) {
    self.intentClass = intentClass
    self.intentIdentifier = intentIdentifier
    self.file = file
  }

  /// Gives each resolve, confirm and handle the handler it was made on: the instance a
  /// dispatch before it in the run returned, with that dispatch's intent.
  ///
  /// Done when the run is handed on, over its calls as they stand then: a run's later part
  /// that a second interaction claimed knows only the handlers dispatched in it.
  mutating func linkHandlers() {
    var handlers: [String: ProjectedHandler] = [:]
    // Read through `calls[index]`, not a copy of the call: a copy retains every field.
    for index in calls.indices {
      if case .dispatch(let intent) = calls[index].method {
        if let returned = calls[index].completions.first?.returnedHandler {
          // A later dispatch of the same instance without a type keeps the type known.
          handlers[returned.instance] = ProjectedHandler(
            instance: returned.instance, type: returned.type ?? handlers[returned.instance]?.type,
            intent: intent)
        }
      } else {
        calls[index].handler = calls[index].instance.flatMap { handlers[$0] }
      }
    }
  }
}
