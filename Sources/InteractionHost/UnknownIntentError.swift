/// Why the host refused an intent: its catalog has no entry for the intent's class, so it knows
/// neither the order to resolve the parameters in nor the rows of the default interface.
///
/// The host refuses rather than guessing, which would offer an Intents UI extension only the
/// empty set and say nothing; its ``description`` names the intent and shows how to add an entry.
public struct UnknownIntentError: Error, Hashable, Sendable {
  /// The intent's class name, such as `OrderCoffeeIntent`.
  public var intentClass: String

  /// Creates the error for an intent class.
  ///
  /// - Parameter intentClass: The class name the catalog has no entry for.
  public init(intentClass: String) {
    self.intentClass = intentClass
  }
}

extension UnknownIntentError: CustomStringConvertible {
  /// The intent, and the entry to add, with its response class and orders left for the user to
  /// fill in.
  public var description: String {
    """
    The host's intent catalog has no entry for \(intentClass), so it cannot know the order to \
    resolve its parameters in or the rows of its interface. Add one and pass the catalog to the \
    host (`SimulatedHost(catalog:)`) or to `expectReplay(…, catalog:)`:
      IntentCatalog.standard.adding(CatalogEntry(
        intentClass: "\(intentClass)", responseClass: "\(intentClass)Response",
        resolvableParameters: [/* in the order to resolve them */],
        rows: [try ParameterRow("\(intentClass).someProperty")],
        orderSource: "where these orders come from"))
    """
  }
}
