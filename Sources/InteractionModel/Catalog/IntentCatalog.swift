/// The intents the simulated host knows, by intent class name: data that users extend with their
/// own (custom) intents.
///
/// ```swift
/// var catalog = IntentCatalog.standard
/// catalog.add(CatalogEntry(
///   intentClass: "OrderCoffeeIntent", responseClass: "OrderCoffeeIntentResponse",
///   resolvableParameters: ["size", "milk"],
///   rows: [try ParameterRow("OrderCoffeeIntentResponse.order")],
///   orderSource: "our own intent definition file"))
/// ```
///
/// The host refuses an intent without an entry, with an error that shows the entry to add. An
/// entry's handler parameters it does not list are resolved after its own, in the handler's order.
public struct IntentCatalog: Hashable, Sendable {
  /// The entries by intent class name.
  public private(set) var entries: [String: CatalogEntry]

  /// Creates a catalog; a later entry for the same intent class replaces an earlier one.
  public init(_ entries: [CatalogEntry] = []) {
    self.entries = [:]
    for entry in entries { add(entry) }
  }

  /// The entry for an intent class.
  ///
  /// - Parameter intentClass: An intent class name, such as `INStartWorkoutIntent`.
  /// - Returns: The entry, or `nil` if the catalog has none.
  public subscript(intentClass intentClass: String) -> CatalogEntry? {
    entries[intentClass]
  }

  /// Adds an entry, replacing the one for the same intent class if there is one.
  public mutating func add(_ entry: CatalogEntry) {
    entries[entry.intentClass] = entry
  }

  /// A copy of the catalog with an entry added or replaced.
  public func adding(_ entry: CatalogEntry) -> IntentCatalog {
    var copy = self
    copy.add(entry)
    return copy
  }
}
