package import InteractionModel

/// The object a dispatch returned to handle an intent, as the calls made on it see it.
package struct ProjectedHandler: Sendable, Equatable {
  /// Its instance id, stable within its process.
  package var instance: String
  /// Its class, when the dispatch's completion named one.
  package var type: String?
  /// The intent it was dispatched for.
  package var intent: Intent

  package init(instance: String, type: String?, intent: Intent) {
    self.instance = instance
    self.type = type
    self.intent = intent
  }
}
