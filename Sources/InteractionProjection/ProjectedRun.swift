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
}
