package import InteractionLog

/// A ``EventFilter`` applied to a stream: it follows the log's links to find intent classes,
/// so it must see every event, in order, kept or not.
package struct EventSelector {
  /// The filter applied.
  package let filter: EventFilter
  private var linker = IntentLinker()

  package init(_ filter: EventFilter) {
    self.filter = filter
  }

  /// Whether `event` passes the filter.
  package mutating func accepts(_ event: Event) -> Bool {
    let intentClass = filter.needsIntentClass ? linker.intentClass(of: event) : nil
    return filter.accepts(event, intentClass: intentClass)
  }
}
